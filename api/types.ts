import type { ParameterizedContext, DefaultContext } from 'koa';
import type { Config, OAuthProvider } from './config.ts';
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

/** A social sign-in between the redirect to its provider and the provider's callback. */
export interface PendingSocialLogin {
  provider: OAuthProvider;
  state: string;
  codeVerifier: string | null;
  nonce: string | null;
  startedAt: number;
}

/**
 * Everything the server keeps in a browser's session (the `sessions` table), in one shape.
 * Every field is optional: an anonymous session holds a few, a signed-in one more. What comes
 * back from the store was written by this server, yet readers still check a field's type
 * before trusting it, as a session written by an older release may lack or differ in it.
 */
export interface SessionData {
  /** The signed-in user; absent for an anonymous session. */
  userId?: string;
  /** The synchronizer token every unsafe API request must echo. */
  csrfToken?: string;
  /** This browser without an account: what a visitor starts anonymously belongs to it. */
  browserKey?: string;
  /** This browser as a blog reader (a like or a share counts once per reader). */
  blogVisitor?: string;
  socialLogin?: PendingSocialLogin;
  /** When the user signed in (ms): the session ends `session.maxMs` later, whatever. */
  signedInAt?: number;
  /** The last request seen, to the minute (ms). */
  seenAt?: number;
  /** How long the session may sit idle, by the user's role (ms). */
  idleMs?: number;
  /** The scope version this browser's office began its pull from 0 under. */
  syncFullPullScope?: number;
}

/** The session as handlers see it: its data, and a new id on sign-in. */
export interface AppSession extends SessionData {
  /** Starts a new session id (its data emptied), so an id planted before is worthless. */
  regenerate(): Promise<void> | undefined;
}

export interface AppState {
  requestId: string;
  /** Set for a signed-in request; set in every handler behind a guard (middlewares/auth.ts). */
  user?: SessionUser;
}

export interface AppContextExtensions extends DefaultContext {
  /** The browser's session (koa-session); null once ended, until the next request starts one. */
  session: AppSession | null;
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
