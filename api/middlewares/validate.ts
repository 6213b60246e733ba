import * as v from 'valibot';
import { fieldMessages } from '@contract/fieldMessages.ts';
import { findUnstorable, itemsCheckedLater, unstorableMessages } from '@contract/storable.ts';
import { badRequest } from '../errors.ts';
import type { Provides } from './provides.ts';

type AnySchema = v.GenericSchema;

interface Schemas {
  body?: AnySchema;
  query?: AnySchema;
  params?: AnySchema;
}

/** The parsed output of each schema given, as the handler reads it on ctx.state. */
export type Validated<S extends Schemas> = {
  [K in keyof S]: S[K] extends AnySchema ? v.InferOutput<S[K]> : never;
};

/**
 * Refuses input the database could not store whatever the schema says of it (a NUL character,
 * nesting thousands deep), naming the field: without this the query fails and answers 500.
 */
function refuseUnstorable(input: unknown, skip: readonly string[] = []) {
  const found = findUnstorable(input, skip);
  if (!found) return;
  const { field, message, fieldMessage } = unstorableMessages(found);
  throw badRequest(message, { [field]: fieldMessage });
}

/** Parses input with a contract schema, or throws 400 with the schema's field messages. */
export function parseInput<S extends AnySchema>(schema: S, input: unknown): v.InferOutput<S> {
  refuseUnstorable(input, itemsCheckedLater(schema));
  const result = v.safeParse(schema, input);
  if (result.success) return result.output;
  const fields = fieldMessages(result.issues);
  throw badRequest(result.issues[0].message, fields);
}

/**
 * Checks input against the shared contract schemas (the same ones the forms use) and puts
 * the parsed output on ctx.state; a failure answers 400 with the schemas' own messages.
 */
export function validate<const S extends Schemas>(schemas: S): Provides<Validated<S>> {
  return async (ctx, next) => {
    // parseInput's output is each schema's own; Validated<S> names the same outputs by key.
    const parsed: Partial<Record<keyof Schemas, unknown>> = {};
    if (schemas.params) parsed.params = parseInput(schemas.params, ctx.params ?? {});
    if (schemas.query) parsed.query = parseInput(schemas.query, ctx.query);
    if (schemas.body) parsed.body = parseInput(schemas.body, ctx.request.body ?? {});
    Object.assign(ctx.state, parsed);
    await next();
  };
}
