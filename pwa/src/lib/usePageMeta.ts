import { useEffect } from 'react';
import { brand } from '@contract/brand';

/** "<page> | <brand>", the pattern the content specification gives for the blog title; the brand alone at home. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${brand.name}` : brand.name;
}

function setMetaDescription(content: string): void {
  let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!meta) {
    meta = document.createElement('meta');
    meta.name = 'description';
    document.head.append(meta);
  }
  meta.content = content;
}

/** Sets the tab title and the meta description for the page that calls it. */
export function usePageMeta(title?: string, description: string = brand.description): void {
  useEffect(() => {
    document.title = pageTitle(title);
    setMetaDescription(description);
  }, [title, description]);
}
