import type { ReactNode } from 'react';
import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { brand } from '@contract/brand';
import { InfoCard } from './InfoCard';

interface Props {
  /** Which of the agency's contacts the card links. */
  kind: 'email' | 'phone';
  title: string;
  /** One sentence on when or why to use it. */
  children: ReactNode;
}

/** A card with the agency's e-mail address or phone number as its link. */
export function ContactCard({ kind, title, children }: Props) {
  const email = kind === 'email';
  return (
    <InfoCard
      title={title}
      icon={email ? <MailOutlined /> : <PhoneOutlined />}
      actions={
        <a className="text-link" href={email ? `mailto:${brand.email}` : brand.phoneHref}>
          {email ? brand.email : brand.phone}
        </a>
      }
    >
      <p>{children}</p>
    </InfoCard>
  );
}
