/**
 * Clients on the wire: the schemas the agent office's client form and the API share, with
 * their messages in one place. Pure valibot: no Node or DOM imports.
 */
import * as v from 'valibot';

export const clientMessages = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  invalidEmail: 'Valid email address is required',
  tooLong: 'This field is too long',
  notFound: 'Client not found',
  created: 'Client created successfully!',
  updated: 'Client updated successfully!',
  deleted: 'Client deleted successfully!',
} as const;

// A missing field reads as '' so it gets its own message rather than valibot's "Invalid key".
const RequiredText = (message: string, max = 100) =>
  v.pipe(
    v.optional(v.nullable(v.string(message)), ''),
    v.transform((value) => value ?? ''),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(max, clientMessages.tooLong),
  );

/** Optional free text: blank becomes null. */
export const OptionalText = (max: number) =>
  v.pipe(
    v.optional(v.nullable(v.string()), null),
    v.transform((value) => (value ?? '').trim()),
    v.maxLength(max, clientMessages.tooLong),
    v.transform((value) => (value === '' ? null : value)),
  );

const Email = v.pipe(
  v.optional(v.nullable(v.string(clientMessages.invalidEmail)), ''),
  v.transform((value) => value ?? ''),
  v.trim(),
  v.toLowerCase(),
  v.email(clientMessages.invalidEmail),
  v.maxLength(254, clientMessages.invalidEmail),
);

export const ClientInput = v.object({
  firstName: RequiredText(clientMessages.firstNameRequired),
  lastName: RequiredText(clientMessages.lastNameRequired),
  email: Email,
  phone: OptionalText(50),
  address: OptionalText(500),
  notes: OptionalText(5000),
});
export type ClientInput = v.InferOutput<typeof ClientInput>;

/** An edit sends the fields it changes; each one present is checked as on creation. */
export const ClientUpdate = v.partial(ClientInput);
export type ClientUpdate = v.InferOutput<typeof ClientUpdate>;

export const ClientListQuery = v.object({
  search: v.optional(
    v.pipe(v.string('search must be text'), v.trim(), v.maxLength(200, clientMessages.tooLong)),
  ),
});
export type ClientListQuery = v.InferOutput<typeof ClientListQuery>;

/** A client as the API answers it. */
export interface ClientDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  address: string | null;
  notes: string | null;
  userId: string | null;
  version: number;
  createdAt: string;
  updatedAt: string;
}
