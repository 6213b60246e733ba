import { ButtonLink } from './ButtonLink';
import { PhoneLink } from './PhoneLink';

interface Props {
  to: string;
  label: string;
  /** Adds "Call {phone}" beside the button. */
  callUs?: boolean;
}

/** The actions of a page hero: one sun-coloured button, and the phone number if wanted. */
export function HeroActions({ to, label, callUs = false }: Props) {
  return (
    <>
      <ButtonLink to={to} type="primary" size="large" className="btn-sun">
        {label}
      </ButtonLink>
      {callUs && <PhoneLink prefix="Call " />}
    </>
  );
}
