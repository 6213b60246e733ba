import type { ReactNode } from 'react';
import { lightIcon } from '@pwa/components/icons';
import MailOutlinedSvg from '@ant-design/icons-svg/es/asn/MailOutlined';
import PhoneOutlinedSvg from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { brand } from '@contract/brand';
import { InfoCard } from './InfoCard';

const MailOutlined = lightIcon(MailOutlinedSvg);
const PhoneOutlined = lightIcon(PhoneOutlinedSvg);

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
