/**
 * Agent quotes on the wire: the schema the quote form and the API share, with the exact
 * messages of the accounts and office specification (section 5), and the totals rule
 * (section 9: taxes are 8% of the subtotal). Money is integer minor units.
 */
import * as v from 'valibot';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_TAX_RATE = 0.08;

export const quoteMessages = {
  servicesRequired: 'At least one service is required',
  serviceNameRequired: 'Service name required',
  pricePositive: 'Price must be positive',
  quantityMin: 'Quantity must be at least 1',
  validUntilRequired: 'Valid until date is required',
  agentIdRequired: 'Agent ID is required',
  titleRequired: 'Title is required',
  clientRequired: 'Client is required',
  // Toasts.
  created: 'Quote created successfully!',
  updated: 'Quote updated successfully!',
  deleted: 'Quote deleted successfully!',
} as const;

export interface QuoteService {
  name: string;
  /** Minor units. */
  price: number;
  quantity: number;
}

/** subtotal = sum(price x quantity); taxes = round(8% of subtotal); totalCost = subtotal + taxes. */
export function quoteTotals(services: readonly QuoteService[]) {
  const subtotal = services.reduce((sum, service) => sum + service.price * service.quantity, 0);
  const taxes = Math.round(subtotal * QUOTE_TAX_RATE);
  return { subtotal, taxes, totalCost: subtotal + taxes };
}

const MAX_MINOR_UNITS = 1_000_000_000;

/** A calendar day "YYYY-MM-DD" (a longer ISO timestamp is cut to its day). */
export const CalendarDay = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => (value ?? '').trim()),
    v.nonEmpty(message),
    v.regex(/^\d{4}-\d{2}-\d{2}(T.*)?$/, message),
    v.transform((value) => value.slice(0, 10)),
    v.check((value) => !Number.isNaN(new Date(`${value}T12:00:00Z`).getTime()), message),
  );

export const Currency = v.optional(
  v.pipe(
    v.string('Currency must be a 3-letter code'),
    v.trim(),
    v.toUpperCase(),
    v.regex(/^[A-Z]{3}$/, 'Currency must be a 3-letter code'),
  ),
  'USD',
);

const OptionalText = (max: number) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.maxLength(max, `Must be at most ${max} characters`),
        v.transform((value) => value || null),
      ),
    ),
    null,
  );

export const QuoteServiceInput = v.object({
  name: v.pipe(
    v.optional(v.string(quoteMessages.serviceNameRequired), ''),
    v.trim(),
    v.nonEmpty(quoteMessages.serviceNameRequired),
    v.maxLength(200, 'Service name is too long'),
  ),
  price: v.pipe(
    v.optional(v.number(quoteMessages.pricePositive), 0),
    v.integer('Price must be a whole number of cents'),
    v.minValue(0, quoteMessages.pricePositive),
    v.maxValue(MAX_MINOR_UNITS, 'Price is too large'),
  ),
  quantity: v.pipe(
    v.optional(v.number(quoteMessages.quantityMin), 1),
    v.integer(quoteMessages.quantityMin),
    v.minValue(1, quoteMessages.quantityMin),
    v.maxValue(10_000, 'Quantity is too large'),
  ),
});

/**
 * The quote form's body. subtotal, taxes and totalCost are not inputs: the server computes
 * them from the services (anything sent is ignored). agentId matters only for an admin.
 */
export const QuoteInput = v.object({
  title: v.pipe(
    v.optional(v.string(quoteMessages.titleRequired), ''),
    v.trim(),
    v.nonEmpty(quoteMessages.titleRequired),
    v.maxLength(200, 'Title is too long'),
  ),
  clientId: v.pipe(
    v.optional(v.string(quoteMessages.clientRequired), ''),
    v.nonEmpty(quoteMessages.clientRequired),
    v.uuid(quoteMessages.clientRequired),
  ),
  agentId: v.optional(
    v.nullable(v.pipe(v.string(quoteMessages.agentIdRequired), v.uuid(quoteMessages.agentIdRequired))),
  ),
  description: OptionalText(5000),
  services: v.pipe(
    v.optional(v.array(QuoteServiceInput, quoteMessages.servicesRequired), []),
    v.minLength(1, quoteMessages.servicesRequired),
    v.maxLength(100, 'At most 100 services'),
  ),
  currency: Currency,
  validUntil: CalendarDay(quoteMessages.validUntilRequired),
  status: v.optional(
    v.picklist(QUOTE_STATUSES, 'Status must be draft, sent, accepted, declined or expired'),
    'draft',
  ),
  terms: OptionalText(20_000),
  notes: OptionalText(20_000),
});
export type QuoteInput = v.InferOutput<typeof QuoteInput>;

/** A quote as the API answers it. */
export interface AgentQuote {
  id: string;
  clientId: string | null;
  agentId: string | null;
  title: string;
  description: string | null;
  services: QuoteService[];
  subtotal: number;
  taxes: number;
  totalCost: number;
  currency: string;
  validUntil: string;
  status: QuoteStatus;
  terms: string | null;
  notes: string | null;
  client: { firstName: string; lastName: string } | null;
  createdAt: string;
  updatedAt: string;
}

/** A shared starting point for a quote (GET /api/agent-quotes/templates). */
export interface QuoteTemplate {
  id: string;
  name: string;
  title: string;
  services: QuoteService[];
  terms: string | null;
}

/** An optional calendar day: blank or null means none. */
export const OptionalCalendarDay = (message: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), null),
    v.transform((value) => (value ?? '').trim()),
    v.check((value) => value === '' || /^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value), message),
    v.transform((value) => (value === '' ? null : value.slice(0, 10))),
    v.check((value) => value === null || !Number.isNaN(new Date(`${value}T12:00:00Z`).getTime()), message),
  );

export { OptionalText };
