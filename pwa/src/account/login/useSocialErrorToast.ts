import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from '@pwa/components/toast';
import { socialErrorText } from '../social';

export const SOCIAL_ERROR_PARAM = 'social_error';
export const SOCIAL_PROVIDER_PARAM = 'provider';

/**
 * A social sign-in the server could not finish comes back as
 * /login?social_error=<code>&provider=<id>: say so once, then tidy the address so a reload or
 * a shared link does not repeat it.
 */
export function useSocialErrorToast(): void {
  const [params, setParams] = useSearchParams();
  const code = params.get(SOCIAL_ERROR_PARAM);
  const provider = params.get(SOCIAL_PROVIDER_PARAM);
  // StrictMode runs effects twice on mount; one redirect is one toast.
  const shown = useRef<string | null>(null);

  useEffect(() => {
    if (!code) {
      shown.current = null;
      return;
    }
    const key = `${code}:${provider ?? ''}`;
    if (shown.current === key) return;
    shown.current = key;
    const { title, description } = socialErrorText(code, provider);
    toast.error(title, description);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(SOCIAL_ERROR_PARAM);
        next.delete(SOCIAL_PROVIDER_PARAM);
        return next;
      },
      { replace: true },
    );
  }, [code, provider, setParams]);
}
