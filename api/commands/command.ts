import type { Trx } from '@db/index.ts';
import type { SessionUser } from '../types.ts';

/**
 * What every command receives: the request's transaction, the signed-in user it acts for
 * (whose visibility rules it applies) and its validated input.
 */
export interface Command<Input = undefined> {
  trx: Trx;
  actor: SessionUser;
  input: Input;
}
