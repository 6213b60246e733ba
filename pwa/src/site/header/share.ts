import { brand } from '@contract/brand';

/** What a share carries; every field is optional and falls back to the page and the brand. */
export interface ShareTarget {
  url?: string;
  title?: string;
  description?: string;
}

export type ShareNetwork = 'facebook' | 'twitter' | 'linkedin';

/** Social share windows open at 600x400. */
export const SHARE_POPUP_FEATURES = 'width=600,height=400,noopener,noreferrer';

export function resolveShareTarget(target: ShareTarget = {}): Required<ShareTarget> {
  return {
    // Read at share time, not render time, so the address is the one the visitor is on now.
    url: target.url ?? window.location.href,
    title: target.title ?? brand.name,
    description: target.description ?? brand.description,
  };
}

export function socialShareUrl(network: ShareNetwork, target: Required<ShareTarget>): string {
  const url = encodeURIComponent(target.url);
  const title = encodeURIComponent(target.title);
  switch (network) {
    case 'facebook':
      return `https://www.facebook.com/sharer/sharer.php?u=${url}`;
    case 'twitter':
      return `https://twitter.com/intent/tweet?url=${url}&text=${title}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${url}`;
  }
}

/** A mail draft with the title as subject and the description plus the link as body. */
export function mailShareUrl(target: Required<ShareTarget>): string {
  const subject = encodeURIComponent(target.title);
  const body = encodeURIComponent(`${target.description}\n\n${target.url}`);
  return `mailto:?subject=${subject}&body=${body}`;
}

export function openSharePopup(network: ShareNetwork, target: Required<ShareTarget>): void {
  window.open(socialShareUrl(network, target), `share-${network}`, SHARE_POPUP_FEATURES);
}
