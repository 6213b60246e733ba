import { useLocation } from 'react-router-dom';
import {
  CONSULTATION_AVAILABLE_UNTIL,
  CONSULTATION_FEE,
  consultationExtras,
  consultationPackages,
} from '@content/catalogue';
import { formatLongDate } from '@contract/dateFormat';
import { ConsultationExtraCard, ConsultationPackageCard } from '@pwa/components/ConsultationCards';
import { PageHero } from '@pwa/components/PageHero';
import { formatPrice } from '@pwa/components/price';
import { paths } from '@contract/sitePaths';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { PackageCheckout } from './PackageCheckout';
import { PACKAGES_ID, QuoteAccessPanel } from './QuoteAccessPanel';
import { useQuoteAccess } from './useQuoteAccess';
import './quote.css';

/**
 * The quote and booking page: the consultation packages with their
 * payment buttons, and the quote request form, locked until access is granted.
 */
export function QuotePage() {
  usePageMeta('Book a Consultation & Request a Quote', undefined, {
    breadcrumbs: [{ name: 'Book a Consultation', path: paths.quote }],
  });
  const { search } = useLocation();
  const access = useQuoteAccess(search);
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
          <QuoteAccessPanel access={access} />
        </div>
      </section>

      <section
        id={PACKAGES_ID}
        className="section section--alt"
        aria-labelledby="consultation-packages-title"
      >
        <div className="container">
          <h2 className="section__title" id="consultation-packages-title">
            Consultation Packages
          </h2>
          <p className="section__intro">
            Pay securely with PayPal, by card or from your PayPal balance; the fee is credited toward your
            trip. <span>All packages are available until {availableUntil}.</span>
          </p>
          <div className="card-grid">
            {consultationPackages.map((item) => (
              <ConsultationPackageCard
                key={item.type}
                item={item}
                actions={<PackageCheckout item={item} />}
              />
            ))}
          </div>
          <h3 className="extras-title">Extras</h3>
          <p className="section__intro">
            Tick an extra on the package you choose and it is paid along with it.
          </p>
          <div className="card-grid">
            {consultationExtras.map((extra) => (
              <ConsultationExtraCard key={extra.id} extra={extra} />
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
