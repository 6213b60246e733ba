import { lightIcon } from '@pwa/components/icons';
import PhoneOutlinedSvg from '@ant-design/icons-svg/es/asn/PhoneOutlined';
import { brand } from '@contract/brand';

const PhoneOutlined = lightIcon(PhoneOutlinedSvg);

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
