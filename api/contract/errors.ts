/** The error shape every API failure answers with. */
export const ERROR_CODES = [
  'validation_failed',
  'invalid_json',
  'unauthorized',
  'forbidden',
  'csrf_invalid',
  'not_found',
  'conflict',
  /** 409 to a device whose app speaks another sync schema: it must reload, not retry. */
  'client_outdated',
  'payload_too_large',
  'unprocessable',
  'rate_limited',
  'unavailable',
  'internal_error',
  /** A consultation payment refused at verification: why, for the checkout to say. */
  'payment_declined',
  'payment_unavailable',
  'payment_not_completed',
  'payment_amount_mismatch',
  'payment_not_ours',
  'payment_already_used',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export interface ApiErrorBody {
  success: false;
  error: ErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** What the caller can act on, e.g. the existing record a refused creation names. */
  data?: Record<string, unknown>;
}
