import { PhoneOutlined } from '@ant-design/icons';
import { brand } from '@contract/brand';

interface Props {
  /** Words before the number, e.g. "Call ". */
  prefix?: string;
  className?: string;
}

/** The agency's phone number as a call link, with the phone glyph. */
export function PhoneLink({ prefix = '', className = 'cta-band__phone' }: Props) {
  return (
    <a className={className} href={brand.phoneHref}>
      <PhoneOutlined aria-hidden="true" /> {prefix}
      {brand.phone}
    </a>
  );
}
