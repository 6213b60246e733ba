import { lightIcon } from '@pwa/components/icons';
import CheckCircleFilledSvg from '@ant-design/icons-svg/es/asn/CheckCircleFilled';
import ClockCircleOutlinedSvg from '@ant-design/icons-svg/es/asn/ClockCircleOutlined';
import LockOutlinedSvg from '@ant-design/icons-svg/es/asn/LockOutlined';
import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import type { PackageType } from '@contract/payments';
import { consultationPackages } from '@content/catalogue';
import { PhoneLink } from '@pwa/components/PhoneLink';
import { QuoteRequestForm } from '@pwa/site/forms/QuoteRequestForm';
import { PAYMENT_REVIEW, VERIFICATION_FAILED, type QuoteAccess } from './quoteGate';

const CheckCircleFilled = lightIcon(CheckCircleFilledSvg);
const LockOutlined = lightIcon(LockOutlinedSvg);
const ClockCircleOutlined = lightIcon(ClockCircleOutlinedSvg);

export const PACKAGES_ID = 'consultation-packages';

function paidFor(packageType: PackageType): string {
  if (packageType === 'free') return 'Your free consultation is confirmed.';
  const name = consultationPackages.find((item) => item.type === packageType)?.name ?? 'consultation';
  return `Your ${name} consultation is paid.`;
}

/**
 * The quote form's place on the page: checking, locked or open, or waiting for the provider's review of a payment already made.
 */
export function QuoteAccessPanel({ access }: { access: QuoteAccess }) {
  if (access.status === 'checking') {
    return (
      <div className="quote-checking" role="status">
        <span className="quote-checking__ring" aria-hidden="true" />
        <p id="quote-access-title">Checking your payment...</p>
      </div>
    );
  }

  if (access.status === 'review') {
    return (
      <div className="quote-access quote-access--review" role="status">
        <ClockCircleOutlined className="quote-access__icon" aria-hidden="true" />
        <div>
          <h2 id="quote-access-title">Payment Under Review</h2>
          <p>{PAYMENT_REVIEW}</p>
          <p>
            Nothing more to pay. Questions? Call <PhoneLink className="text-link" />.
          </p>
        </div>
      </div>
    );
  }

  if (access.status === 'open') {
    return (
      <>
        <div className="quote-access quote-access--open" role="status">
          <CheckCircleFilled className="quote-access__icon" aria-hidden="true" />
          <div>
            <h2 id="quote-access-title">Payment Successful!</h2>
            <p>
              {paidFor(access.packageType)} Share your trip details below, or call {brand.phone} to talk them
              through with an agent.
            </p>
          </div>
        </div>
        <div className="lead-card quote-form">
          <h2 id="quote-form-title">Tell Us About Your Trip</h2>
          <QuoteRequestForm labelledBy="quote-form-title" />
        </div>
      </>
    );
  }

  return (
    <>
      {access.note === 'verification-failed' && (
        <div className="quote-note quote-note--error" role="alert">
          <p className="quote-note__title">{VERIFICATION_FAILED}</p>
          {access.detail && <p>{access.detail}</p>}
        </div>
      )}
      {access.note === 'cancelled' && (
        <div className="quote-note" role="status">
          <p className="quote-note__title">Your payment was cancelled and nothing was charged.</p>
          <p>Choose a package whenever you are ready, or start with a free consultation.</p>
        </div>
      )}
      <div className="quote-access">
        <LockOutlined className="quote-access__icon" aria-hidden="true" />
        <div>
          <h2 id="quote-access-title">Complete Payment to Access Booking Form</h2>
          <p>
            The quote request form unlocks once your consultation package is paid. Prefer to talk first? Start
            with a free consultation.
          </p>
          <div className="quote-access__actions">
            <a className="text-link" href={`#${PACKAGES_ID}`}>
              See the packages
            </a>
            <Link className="text-link" to="?free=true">
              Start Free Consultation
            </Link>
            <PhoneLink className="text-link" />
          </div>
        </div>
      </div>
    </>
  );
}
