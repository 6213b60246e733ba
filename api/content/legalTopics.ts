export type LegalTopic = 'privacy' | 'terms' | 'cookies';

/**
 * The footer's policy buttons, in order. Apart from the policies themselves (legal.ts), which
 * load with their dialog rather than with every page.
 */
export const legalButtons: ReadonlyArray<{ topic: LegalTopic; label: string }> = [
  { topic: 'privacy', label: 'Privacy Policy' },
  { topic: 'terms', label: 'Terms of Service' },
  { topic: 'cookies', label: 'Cookie Settings' },
];
