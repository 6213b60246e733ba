import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from '@pwa/components/toast';

/** The "Copied!" label reverts after 2 seconds. */
export const COPIED_RESET_MS = 2000;

/** Copies a link to the clipboard and reports it with a toast, success or failure. */
export function useCopyLink() {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (url: string) => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard API unavailable');
      await navigator.clipboard.writeText(url);
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), COPIED_RESET_MS);
      toast.success('Link copied!', 'The link has been copied to your clipboard.');
    } catch (error) {
      console.warn('Copy to clipboard failed:', error);
      toast.error('Failed to copy', 'Please try again.');
    }
  }, []);

  return { copied, copy };
}
