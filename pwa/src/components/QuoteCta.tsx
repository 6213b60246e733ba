import { ButtonLink } from './ButtonLink';
import { PhoneLink } from './PhoneLink';

interface Props {
  title?: string;
  text?: string;
}

/** The closing call to action most pages share: a quote or a phone call. */
export function QuoteCta({
  title = 'Ready to start planning?',
  text = 'Tell us about your trip and a certified agent will put together options within 24 hours.',
}: Props) {
  return (
    <section className="section" aria-label="Plan your trip">
      <div className="container">
        <div className="cta-band">
          <div>
            <h2>{title}</h2>
            <p>{text}</p>
          </div>
          <div className="page-hero__actions" style={{ marginTop: 0 }}>
            <ButtonLink to="/quote" size="large">
              Get a Quote
            </ButtonLink>
            <PhoneLink />
          </div>
        </div>
      </div>
    </section>
  );
}
