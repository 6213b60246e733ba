import { Alert, Card } from 'antd';
import type { ClientDashboard, DashboardQuote } from '@contract/dashboard';
import { formatDateRange, formatLongDate } from '@contract/dates';
import { formatMoney } from '@contract/money';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { StatusBadge } from '@pwa/components/StatusBadge';
import { paths } from '@contract/sitePaths';
import { budgetLabel } from '@pwa/site/forms/quoteOptions';
import { Link } from 'react-router-dom';
import { EmptyState } from '../EmptyState';

/** The group's name, or the day it was sent: the client's own name on every card says nothing. */
function quoteName(quote: DashboardQuote): string {
  return quote.groupName || `Request of ${formatLongDate(quote.createdAt)}`;
}

/**
 * The Quotes tab: the quote requests sent from the client's
 * address, and above them the proposals the agency sent in answer, each linked to its page.
 */
export function QuotesTab({ dashboard }: { dashboard: ClientDashboard }) {
  const { proposals, quotes } = dashboard;
  return (
    <div className="dashboard-stack">
      {!dashboard.emailVerified && (
        <Alert
          type="info"
          showIcon
          title="Verify your e-mail address to see every request"
          description={
            <>
              Quote requests are matched to your e-mail address once you have confirmed it is yours.{' '}
              <Link to={paths.settings}>Resend the verification link from Settings</Link>.
            </>
          }
        />
      )}
      {proposals.length > 0 && (
        <Card title={<h2 className="dashboard-card__title">Proposals from your agent</h2>}>
          <ul className="dashboard-recent__list">
            {proposals.map((proposal) => (
              <li key={proposal.id} className="dashboard-recent__item">
                <div>
                  <Link to={proposal.path}>{proposal.title}</Link>
                  <span className="dashboard-muted">
                    {[
                      proposal.totalValue == null
                        ? null
                        : formatMoney(proposal.totalValue, proposal.currency),
                      proposal.sentAt ? `Sent ${formatLongDate(proposal.sentAt)}` : null,
                      proposal.validUntil ? `Valid until ${formatLongDate(proposal.validUntil)}` : null,
                    ]
                      .filter(Boolean)
                      .join(' · ')}
                  </span>
                </div>
                <StatusBadge status={proposal.status} />
              </li>
            ))}
          </ul>
        </Card>
      )}
      {quotes.length === 0 ? (
        <EmptyState
          title="No Quote Requests"
          actions={
            <ButtonLink to={paths.quote} type="primary">
              Request a Quote
            </ButtonLink>
          }
        >
          Tell us about your dream trip and an agent will get back to you within 24 hours.
        </EmptyState>
      ) : (
        <ul className="dashboard-cards">
          {quotes.map((quote) => (
            <li key={quote.id}>
              <Card title={<h2 className="dashboard-card__title">{quoteName(quote)}</h2>}>
                <dl className="detail-facts">
                  <dt>Travelers</dt>
                  <dd>{quote.numberOfTravelers ?? 'Not given'}</dd>
                  <dt>Budget</dt>
                  <dd>{quote.budgetRange ? budgetLabel(quote.budgetRange) : 'Not given'}</dd>
                  <dt>Dates</dt>
                  <dd>{formatDateRange(quote.departureDate, quote.returnDate) || 'Flexible'}</dd>
                  {quote.specialRequests && (
                    <>
                      <dt>Special requests</dt>
                      <dd>{quote.specialRequests}</dd>
                    </>
                  )}
                  <dt>Submitted</dt>
                  <dd>{formatLongDate(quote.createdAt)}</dd>
                </dl>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
