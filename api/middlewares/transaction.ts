import type { Knex } from 'knex';
import type { Provides } from './provides.ts';

/** After transaction(), the handler's ctx.state.trx is set. */
export interface InTransaction {
  trx: Knex.Transaction;
}

/**
 * Runs the rest of the chain in one transaction (ctx.state.trx): committed when the handler
 * returns, rolled back when it throws. Inside it, use trx only: on PGlite's single connection
 * a query on db would wait for the transaction forever.
 */
export function transaction(): Provides<InTransaction> {
  return async (ctx, next) => {
    await ctx.db.transaction(async (trx) => {
      ctx.state.trx = trx;
      try {
        await next();
      } finally {
        ctx.state.trx = undefined;
      }
    });
  };
}
