import type { ParameterizedContext, DefaultContext } from 'koa';
import type { Config } from './config.ts';
import type { Db } from '@db/index.ts';
import type { Logger } from './logger.ts';
import type { Assistant } from './providers/assistant/types.ts';
import type { PaymentsProvider } from './providers/payments/types.ts';
import type { ThemeParksProvider } from './providers/themeParks/types.ts';

export type Role = 'client' | 'agent' | 'admin';

/** The signed-in user as the server keeps it during a request. */
export interface SessionUser {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: Role;
  isActive: boolean;
  /** Null until the owner of the address proved it is theirs. */
  emailVerifiedAt: Date | null;
}

export interface AppState {
  requestId: string;
  /** Set for a signed-in request; required in handlers after requireUser() or requireRole(). */
  user?: SessionUser;
}

export interface AppContextExtensions extends DefaultContext {
  db: Db;
  config: Config;
  log: Logger;
  /** Answers the chat's questions (providers/assistant): local by default, a model when configured. */
  assistant: Assistant;
  /** Takes consultation payments (providers/payments): PayPal when configured, else the demo. */
  payments: PaymentsProvider;
  /** Live theme-park data (providers/themeParks): ThemeParks.wiki, shared through the database. */
  themeParks: ThemeParksProvider;
}

export type AppContext = ParameterizedContext<AppState, AppContextExtensions>;
