/**
 * Social sign-in providers (Google, GitHub, X, Apple) over arctic's OAuth 2 client, with the
 * endpoints of ./endpoints.ts so tests can point them at a local fake. A provider without a
 * client id and secret in the configuration is not available.
 */
import type { Config, OAuthProvider } from '../../config.ts';
import { appleProvider } from './apple.ts';
import { githubProvider } from './github.ts';
import { googleProvider } from './google.ts';
import type { ProviderSettings, SocialSignInProvider } from './types.ts';
import { xProvider } from './x.ts';

export { OAUTH_PROVIDERS, OAUTH_PROVIDER_LABELS, isOAuthProvider, oauthEndpoints } from './endpoints.ts';
export { OAuthFlowError } from './types.ts';
export type { AuthorizationStart, SocialIdentity, SocialSignInProvider } from './types.ts';

/** The address each provider sends the browser back to (register it with the provider). */
export function socialCallbackUrl(config: Pick<Config, 'appUrl'>, provider: OAuthProvider): string {
  return `${config.appUrl}/api/social/callback/${provider}`;
}

/** The configured provider, or undefined when its client id and secret are not set. */
export function socialSignInProvider(
  config: Pick<Config, 'oauth' | 'appUrl' | 'oauthEndpointOverrideBase' | 'appleSigningKey'>,
  provider: OAuthProvider,
): SocialSignInProvider | undefined {
  const credentials = config.oauth[provider];
  if (!credentials) return undefined;
  const settings: ProviderSettings = {
    clientId: credentials.clientId,
    clientSecret: credentials.clientSecret,
    redirectUri: socialCallbackUrl(config, provider),
    endpointOverrideBase: config.oauthEndpointOverrideBase,
  };
  switch (provider) {
    case 'google':
      return googleProvider(settings);
    case 'github':
      return githubProvider(settings);
    case 'x':
      return xProvider(settings);
    case 'apple':
      return appleProvider({ ...settings, signingKey: config.appleSigningKey });
  }
}
