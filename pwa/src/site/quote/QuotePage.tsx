import { lightIcon } from '@pwa/components/icons';
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import LockOutlinedSvg from '@ant-design/icons-svg/es/asn/LockOutlined';
import { Link, useSearchParams } from 'react-router-dom';
import { brand } from '@contract/brand';
import {
  CONSULTATION_AVAILABLE_UNTIL,
  CONSULTATION_FEE,
  consultationExtras,
  consultationPackages,
} from '@content/catalogue';
import { formatLongDate } from '@contract/dateFormat';
import { ConsultationExtraCard, ConsultationPackageCard } from '@pwa/components/ConsultationCards';
import { PageHero } from '@pwa/components/PageHero';
import { PhoneLink } from '@pwa/components/PhoneLink';
import { Section } from '@pwa/components/Section';
import { formatPrice } from '@pwa/components/price';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { QuoteRequestForm } from '@pwa/site/forms/QuoteRequestForm';
import './quote.css';

const CheckCircleFilled = lightIcon(CheckCircleFilledSvg);
const LockOutlined = lightIcon(LockOutlinedSvg);

/**
 * The site specification section 2, Quote and booking. The quote request form stays locked until
 * access is granted (section 4); free=true in the address is the one grant that needs no server check.
 */
export function QuotePage() {
  usePageMeta('Book a Consultation & Request a Quote');
  const [searchParams] = useSearchParams();
  const freeAccess = searchParams.get('free') === 'true';
  const availableUntil = formatLongDate(CONSULTATION_AVAILABLE_UNTIL);

  return (
    <>
      <PageHero
        eyebrow={`${formatPrice(CONSULTATION_FEE)} consultation, credited toward your trip`}
        title="Plan Your Trip With a Certified Agent"
        lead="Choose a consultation package, then tell us about your travellers, dates and budget."
      />

      <section className="section" aria-labelledby="quote-access-title">
        <div className="container">
          {freeAccess ? (
            <>
              <div className="quote-access quote-access--open" role="status">
                <CheckCircleFilled className="quote-access__icon" aria-hidden="true" />
                <div>
                  <h2 id="quote-access-title">Payment Successful!</h2>
                  <p>
                    Your free consultation is confirmed. Share your trip details below, or call {brand.phone}{' '}
                    to talk them through with an agent.
                  </p>
                </div>
              </div>
              <div className="lead-card quote-form">
                <h2 id="quote-form-title">Tell Us About Your Trip</h2>
                <QuoteRequestForm labelledBy="quote-form-title" />
              </div>
            </>
          ) : (
            <div className="quote-access">
              <LockOutlined className="quote-access__icon" aria-hidden="true" />
              <div>
                <h2 id="quote-access-title">Complete Payment to Access Booking Form</h2>
                <p>
                  The quote request form unlocks once your consultation package is paid. Prefer to talk first?
                  Start with a free consultation.
                </p>
                <div className="quote-access__actions">
                  <Link className="text-link" to="?free=true">
                    Start Free Consultation
                  </Link>
                  <PhoneLink className="text-link" />
                </div>
              </div>
            </div>
          )}
        </div>
      </section>
      <Section
        alt
        title="Consultation Packages"
        intro={`All packages are available until ${availableUntil}.`}
      >
        <div className="card-grid">
          {consultationPackages.map((item) => (
            <ConsultationPackageCard key={item.type} item={item} />
          ))}
          {consultationExtras.map((extra) => (
            <ConsultationExtraCard key={extra.id} extra={extra} />
          ))}
        </div>
      </Section>
    </>
  );
}
