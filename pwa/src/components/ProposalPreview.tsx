import type { CSSProperties } from 'react';
import {
  DEFAULT_ACCENT_COLOR,
  type CustomSection,
  type DayPlan,
  type ProposalBranding,
} from '@contract/proposals';
import { formatLongDate } from '@contract/dateFormat';
import { formatMoney } from '@contract/money';

export interface PreviewQuote {
  title: string;
  totalCost: number;
  currency: string;
}

export interface PreviewContent {
  title: string;
  clientName?: string | null;
  introduction?: string | null;
  destinations: string[];
  startDate?: string | null;
  endDate?: string | null;
  numberOfTravelers?: number | null;
  detailedItinerary: DayPlan[];
  inclusions: string[];
  exclusions: string[];
  quotes: PreviewQuote[];
  customSections: CustomSection[];
  terms?: string | null;
  validUntil?: string | null;
  totalValue?: number | null;
  currency?: string;
  branding: ProposalBranding;
}

const paragraph: CSSProperties = { whiteSpace: 'pre-wrap', margin: '0 0 8px' };

/** The proposal as the client will read it; shared by the office preview and the public page. */
export function ProposalPreview({
  content,
  headingLevel = 3,
}: {
  content: PreviewContent;
  headingLevel?: 2 | 3;
}) {
  const accent = content.branding.accentColor || DEFAULT_ACCENT_COLOR;
  const H = `h${headingLevel}` as 'h2' | 'h3';
  const Sub = `h${headingLevel + 1}` as 'h3' | 'h4';
  const sections = [...content.customSections].sort((a, b) => a.order - b.order);
  return (
    <article
      style={{ border: `1px solid ${accent}33`, borderRadius: 8, overflow: 'hidden', background: '#fff' }}
    >
      <header style={{ background: accent, color: '#fff', padding: '16px 20px' }}>
        {content.branding.companyLogo && (
          <img
            src={content.branding.companyLogo}
            alt="Company logo"
            style={{ maxHeight: 48, marginBottom: 8 }}
          />
        )}
        <H style={{ color: '#fff', margin: 0 }}>{content.title || 'Untitled proposal'}</H>
        {content.clientName && <p style={{ margin: '4px 0 0' }}>Prepared for {content.clientName}</p>}
      </header>
      <div style={{ padding: '16px 20px' }}>
        {content.introduction && <p style={paragraph}>{content.introduction}</p>}
        <dl style={{ display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '4px 12px', margin: '0 0 12px' }}>
          {content.destinations.length > 0 && (
            <>
              <dt>Destinations</dt>
              <dd style={{ margin: 0 }}>{content.destinations.join(', ')}</dd>
            </>
          )}
          {(content.startDate || content.endDate) && (
            <>
              <dt>Dates</dt>
              <dd style={{ margin: 0 }}>
                {formatLongDate(content.startDate)} – {formatLongDate(content.endDate)}
              </dd>
            </>
          )}
          {content.numberOfTravelers ? (
            <>
              <dt>Travelers</dt>
              <dd style={{ margin: 0 }}>{content.numberOfTravelers}</dd>
            </>
          ) : null}
          {content.totalValue !== null && content.totalValue !== undefined && (
            <>
              <dt>Total value</dt>
              <dd style={{ margin: 0 }}>{formatMoney(content.totalValue, content.currency)}</dd>
            </>
          )}
        </dl>
        {content.detailedItinerary.length > 0 && (
          <section>
            <Sub style={{ color: accent }}>Itinerary</Sub>
            <ol style={{ listStyle: 'none', paddingLeft: 0 }}>
              {content.detailedItinerary.map((day, index) => (
                <li key={index} style={{ marginBottom: 8 }}>
                  <strong>
                    Day {day.day}
                    {day.title ? `: ${day.title}` : ''}
                  </strong>
                  {day.description && <p style={paragraph}>{day.description}</p>}
                  {day.activities.length > 0 && (
                    <ul>
                      {day.activities.map((activity, i) => (
                        <li key={i}>{activity}</li>
                      ))}
                    </ul>
                  )}
                </li>
              ))}
            </ol>
          </section>
        )}
        {content.inclusions.length > 0 && (
          <section>
            <Sub style={{ color: accent }}>What&apos;s included</Sub>
            <ul>
              {content.inclusions.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        {content.exclusions.length > 0 && (
          <section>
            <Sub style={{ color: accent }}>Not included</Sub>
            <ul>
              {content.exclusions.map((item, i) => (
                <li key={i}>{item}</li>
              ))}
            </ul>
          </section>
        )}
        {content.quotes.length > 0 && (
          <section>
            <Sub style={{ color: accent }}>Quotes</Sub>
            <ul>
              {content.quotes.map((quote, i) => (
                <li key={i}>
                  {quote.title}: {formatMoney(quote.totalCost, quote.currency)}
                </li>
              ))}
            </ul>
          </section>
        )}
        {sections.map((section, i) => (
          <section key={i}>
            <Sub style={{ color: accent }}>{section.title}</Sub>
            <p style={paragraph}>{section.content}</p>
          </section>
        ))}
        {content.terms && (
          <section>
            <Sub style={{ color: accent }}>Terms</Sub>
            <p style={paragraph}>{content.terms}</p>
          </section>
        )}
        <p style={{ margin: '12px 0 0' }}>
          {content.validUntil ? `Valid until ${formatLongDate(content.validUntil)}` : 'No expiration date'}
        </p>
      </div>
      {content.branding.footerText && (
        <footer style={{ borderTop: `3px solid ${accent}`, padding: '8px 20px', fontSize: '0.85rem' }}>
          {content.branding.footerText}
        </footer>
      )}
    </article>
  );
}
