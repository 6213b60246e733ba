import { authMessages } from '@contract/auth';

/** Social sign-in with Google, GitHub, X and Apple. */
export const SOCIAL_PROVIDERS = [
  { id: 'google', name: 'Google' },
  { id: 'github', name: 'GitHub' },
  { id: 'x', name: 'X' },
  { id: 'apple', name: 'Apple' },
] as const;

export type SocialProviderId = (typeof SOCIAL_PROVIDERS)[number]['id'];

/** Every button navigates the browser to the same path; the provider rides along as a parameter. */
export function socialLoginUrl(provider: SocialProviderId): string {
  return `/api/social/login?provider=${encodeURIComponent(provider)}`;
}

export function providerName(provider: string | null | undefined): string | undefined {
  return SOCIAL_PROVIDERS.find((candidate) => candidate.id === provider?.toLowerCase())?.name;
}

const EMAIL_FALLBACK = 'Please sign in with your email and password.';

/**
 * What the login screen says when the server sends a social sign-in back with
 * ?social_error=<code>&provider=<id>.
 */
export function socialErrorText(
  code: string,
  provider: string | null | undefined,
): { title: string; description: string } {
  const name = providerName(provider);
  switch (code) {
    case 'not_configured':
      return {
        title: `${name ?? 'Social'} sign-in is not available`,
        description: `This sign-in option has not been set up yet. ${EMAIL_FALLBACK}`,
      };
    case 'unknown_provider':
      return {
        title: 'Sign-in option not supported',
        description: `Please choose Google, GitHub, X or Apple, or sign in with your email and password.`,
      };
    case 'inactive':
      return { title: 'Account deactivated', description: authMessages.accountInactive };
    case 'email_required':
      return {
        title: `${name ?? 'The provider'} did not share an email address`,
        description: `We need your email address to sign you in. Allow access to it and try again, or sign up with your email and password.`,
      };
    case 'failed':
    default:
      return {
        title: `${name ?? 'Social'} sign-in failed`,
        description: `We could not complete the sign-in${name ? ` with ${name}` : ''}. Please try again, or sign in with your email and password.`,
      };
  }
}
