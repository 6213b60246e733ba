/**
 * Picks the payments provider by configuration: PayPal Orders v2 with
 * PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET (sandbox or live by PAYPAL_API_BASE), else the demo
 * checkout on this server, which takes no money.
 */
import type { Db } from '@db/index.ts';
import type { Config } from '../../config.ts';
import type { Logger } from '../../logger.ts';
import { createDemoPaymentsProvider } from './demo.ts';
import { createPayPalProvider } from './paypal.ts';
import type { PaymentsProvider } from './types.ts';

export function createPaymentsProvider(config: Config, db: Db, logger: Logger): PaymentsProvider {
  const { clientId, clientSecret, apiBase, webhookId } = config.paypal;
  if (clientId && clientSecret) {
    return createPayPalProvider({ clientId, clientSecret, apiBase, webhookId, logger });
  }
  return createDemoPaymentsProvider({ db });
}
