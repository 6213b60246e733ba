import type { OAuthProvider } from '../../config.ts';

/** Who the provider says signed in: only what the account needs, e-mail only when verified. */
export interface SocialIdentity {
  provider: OAuthProvider;
  /** The provider's stable id of the person. */
  subject: string;
  /** A verified e-mail address, lower-cased; null when the provider gave none or an unverified one. */
  email: string | null;
  firstName: string | null;
  lastName: string | null;
}

/** The start of an authorization-code flow: where to send the browser, and what to remember. */
export interface AuthorizationStart {
  url: URL;
  state: string;
  /** PKCE verifier (null for a provider without PKCE). */
  codeVerifier: string | null;
  /** OpenID Connect nonce, checked in the ID token (null for plain OAuth 2 providers). */
  nonce: string | null;
}

export interface AuthorizationCallback {
  code: string;
  codeVerifier: string | null;
  nonce: string | null;
  /** Apple only: the `user` JSON it posts on first consent (names; unsigned, so names only). */
  appleUser?: string;
}

export interface SocialSignInProvider {
  readonly provider: OAuthProvider;
  /** Builds the authorization URL with fresh state (and PKCE verifier and nonce where used). */
  start(): AuthorizationStart;
  /** Exchanges the code and reads the person's identity; throws OAuthFlowError on any failure. */
  finish(callback: AuthorizationCallback): Promise<SocialIdentity>;
}

export interface ProviderSettings {
  clientId: string;
  clientSecret: string;
  /** The absolute callback address registered with the provider. */
  redirectUri: string;
  /** OAUTH_ENDPOINT_OVERRIDE_BASE (tests and development only). */
  endpointOverrideBase?: string;
}

/** Anything that went wrong talking to a provider; the route logs it and answers social_error=failed. */
export class OAuthFlowError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'OAuthFlowError';
  }
}
