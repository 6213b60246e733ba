import { Popconfirm } from 'antd';
import { useParams } from 'react-router-dom';
import { proposalMessages } from '@contract/proposals';
import { formatLongDate } from '@contract/dateFormat';
import { formatMoney } from '@contract/money';
import { NotFoundNotice } from '@pwa/components/NotFoundNotice';
import { PageSpinner } from '@pwa/components/PageSpinner';
import { errorMessage, errorStatus } from '@pwa/lib/errorMessage';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { ProposalPreview } from '@pwa/components/ProposalPreview';
import { usePublicProposal, useRespondToProposal, type PublicProposal } from './api';
import './proposal.css';

function isExpired(proposal: PublicProposal): boolean {
  if (!proposal.validUntil) return false;
  const today = new Date().toISOString().slice(0, 10);
  return proposal.validUntil.slice(0, 10) < today;
}

function Decision({ token, proposal }: { token: string; proposal: PublicProposal }) {
  const respond = useRespondToProposal(token);
  if (proposal.status === 'accepted' || proposal.status === 'rejected') {
    return (
      <div className="public-proposal__result" role="status">
        <strong>
          {proposal.status === 'accepted' ? 'You accepted this proposal' : 'You declined this proposal'}
        </strong>
        {proposal.respondedAt && <span> on {formatLongDate(proposal.respondedAt)}</span>}.{' '}
        {proposal.status === 'accepted'
          ? 'Your agent has been told and will be in touch about the next steps.'
          : 'Your agent has been told. Get in touch if you would like a different proposal.'}
      </div>
    );
  }
  if (isExpired(proposal)) {
    return (
      <div className="public-proposal__result public-proposal__result--expired" role="status">
        {proposalMessages.expired}
      </div>
    );
  }
  return (
    <div className="public-proposal__decision">
      <p>Does this proposal work for you?</p>
      <div className="public-proposal__buttons">
        <Popconfirm
          title="Accept this proposal?"
          description={
            <span style={{ display: 'block', maxWidth: 300 }}>
              Your agent is told and will be in touch about the next steps. What you accept stays as shown
              here; to change anything later, ask your agent for a new version.
            </span>
          }
          okText="Yes, accept"
          cancelText="Not yet"
          disabled={respond.isPending}
          onConfirm={() => respond.mutate('accept')}
        >
          <button type="button" className="public-proposal__accept" disabled={respond.isPending}>
            Accept proposal
          </button>
        </Popconfirm>
        <button
          type="button"
          className="public-proposal__decline"
          disabled={respond.isPending}
          onClick={() => respond.mutate('decline')}
        >
          Decline proposal
        </button>
      </div>
      {respond.isError && (
        <p role="alert" className="public-proposal__error">
          {errorMessage(respond.error)}
        </p>
      )}
    </div>
  );
}

/** The client's proposal page (/p/:token): read-only, with Accept and Decline. */
export function PublicProposalPage() {
  const { token = '' } = useParams();
  const proposal = usePublicProposal(token);
  usePageMeta(proposal.data?.title ?? 'Your travel proposal');

  if (proposal.isPending) return <PageSpinner />;
  if (proposal.isError) {
    return errorStatus(proposal.error) === 404 ? (
      <NotFoundNotice title="Proposal not available" text={proposalMessages.publicNotFound} />
    ) : (
      <NotFoundNotice title="Proposal could not be loaded" text={errorMessage(proposal.error)} />
    );
  }
  const data = proposal.data;
  const agentName = data.agent ? [data.agent.firstName, data.agent.lastName].filter(Boolean).join(' ') : '';

  return (
    <section className="public-proposal">
      <div className="container public-proposal__inner">
        <h1 className="public-proposal__title">Your travel proposal</h1>
        {data.agent && (
          <aside className="public-proposal__agent" aria-label="Your agent">
            <strong>Your agent{agentName ? `: ${agentName}` : ''}</strong>
            <a href={`mailto:${data.agent.email}`}>{data.agent.email}</a>
            {data.agent.phone && <a href={`tel:${data.agent.phone}`}>{data.agent.phone}</a>}
          </aside>
        )}
        <ProposalPreview
          headingLevel={2}
          content={{
            ...data,
            clientName: data.client ? `${data.client.firstName} ${data.client.lastName}` : null,
            quotes: [],
          }}
        />
        {data.includedQuotes.length > 0 && (
          <section className="public-proposal__quotes" aria-labelledby="public-quotes-title">
            <h2 id="public-quotes-title">Quotes</h2>
            {data.includedQuotes.map((quote, index) => (
              <div key={index} className="public-proposal__quote">
                <h3>{quote.title}</h3>
                <table>
                  <caption className="visually-hidden">Services of {quote.title}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Service</th>
                      <th scope="col">Quantity</th>
                      <th scope="col">Amount</th>
                    </tr>
                  </thead>
                  <tbody>
                    {quote.services.map((service, i) => (
                      <tr key={i}>
                        <td>{service.name}</td>
                        <td>{service.quantity}</td>
                        <td>{formatMoney(service.price * service.quantity, quote.currency)}</td>
                      </tr>
                    ))}
                  </tbody>
                  <tfoot>
                    <tr>
                      <th scope="row" colSpan={2}>
                        Subtotal
                      </th>
                      <td>{formatMoney(quote.subtotal, quote.currency)}</td>
                    </tr>
                    <tr>
                      <th scope="row" colSpan={2}>
                        Taxes
                      </th>
                      <td>{formatMoney(quote.taxes, quote.currency)}</td>
                    </tr>
                    <tr>
                      <th scope="row" colSpan={2}>
                        Total
                      </th>
                      <td>
                        <strong>{formatMoney(quote.totalCost, quote.currency)}</strong>
                      </td>
                    </tr>
                  </tfoot>
                </table>
              </div>
            ))}
          </section>
        )}
        {data.includedItineraries.length > 0 && (
          <section aria-labelledby="public-itineraries-title">
            <h2 id="public-itineraries-title">Itineraries</h2>
            <ul>
              {data.includedItineraries.map((itinerary, index) => (
                <li key={index}>
                  <strong>{itinerary.title}</strong>
                  {itinerary.startDate && (
                    <span>
                      {' '}
                      ({formatLongDate(itinerary.startDate)} – {formatLongDate(itinerary.endDate)})
                    </span>
                  )}
                  {itinerary.description && <p>{itinerary.description}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}
        <Decision token={token} proposal={data} />
      </div>
    </section>
  );
}
