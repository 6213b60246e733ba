/**
 * Agent quotes on the wire: the schema the quote form and the API share, with the exact
 * messages under each field, and the totals rule (taxes are 8% of the subtotal). Money is integer minor units.
 */
import * as v from 'valibot';
import { CalendarDay } from './dates.ts';
import { MAX_AMOUNT, amountTooLarge, formatMoney } from './money.ts';

export const QUOTE_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired'] as const;
export type QuoteStatus = (typeof QUOTE_STATUSES)[number];

export const QUOTE_TAX_RATE = 0.08;

/** One service's price: $1,000,000.00 in minor units. */
export const MAX_SERVICE_PRICE = 100_000_000;
export const MAX_SERVICE_QUANTITY = 10_000;
export const MAX_QUOTE_SERVICES = 100;

export const quoteMessages = {
  servicesRequired: 'At least one service is required',
  serviceNameRequired: 'Service name required',
  pricePositive: 'Price must be positive',
  quantityMin: 'Quantity must be at least 1',
  validUntilRequired: 'Valid until date is required',
  validUntilInvalid: 'Valid until must be a real calendar day (YYYY-MM-DD)',
  priceTooLarge: amountTooLarge('Price', MAX_SERVICE_PRICE),
  quantityTooLarge: `Quantity must be at most ${MAX_SERVICE_QUANTITY.toLocaleString('en-US')}`,
  servicesTooMany: `A quote has at most ${MAX_QUOTE_SERVICES} services`,
  servicesTooMuch: `The services must add up to at most ${formatMoney(MAX_AMOUNT)} before taxes`,
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
    v.maxValue(MAX_SERVICE_PRICE, quoteMessages.priceTooLarge),
  ),
  quantity: v.pipe(
    v.optional(v.number(quoteMessages.quantityMin), 1),
    v.integer(quoteMessages.quantityMin),
    v.minValue(1, quoteMessages.quantityMin),
    v.maxValue(MAX_SERVICE_QUANTITY, quoteMessages.quantityTooLarge),
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
    v.maxLength(MAX_QUOTE_SERVICES, quoteMessages.servicesTooMany),
    // The totals are PostgreSQL integers: a larger sum, with its 8% taxes, might not fit. A
    // price or quantity out of its own range already has its message.
    v.check(
      (services) =>
        services.some((item) => item.price > MAX_SERVICE_PRICE || item.quantity > MAX_SERVICE_QUANTITY) ||
        quoteTotals(services).subtotal <= MAX_AMOUNT,
      quoteMessages.servicesTooMuch,
    ),
  ),
  currency: Currency,
  validUntil: CalendarDay(quoteMessages.validUntilRequired, quoteMessages.validUntilInvalid),
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

export { OptionalText };
