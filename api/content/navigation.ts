import { brand } from '../contract/brand.ts';
import { paths } from '../contract/sitePaths.ts';

export type NavItem =
  { label: string; to: string; external?: false } | { label: string; href: string; external: true };

/** Header navigation: three pages, then podcast and store off-site. */
export const mainNav: NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: paths.services },
  { label: 'Blog', to: paths.blog },
  { label: 'Podcast', href: brand.links.podcast, external: true },
  { label: 'Store', href: brand.links.store, external: true },
];

export const footerQuickLinks: Array<{ label: string; to: string }> = [
  { label: 'Services', to: paths.services },
  { label: 'About Us', to: paths.about },
  { label: 'Travel Blog', to: paths.blog },
  { label: 'Cruises', to: paths.cruises },
  { label: 'Visit Central Florida', to: paths.visitCentralFlorida },
  { label: 'Visit Saint Lucia', to: paths.visitSaintLucia },
  { label: 'Book Consultation', to: paths.quote },
];

export type SocialNetwork = 'youtube' | 'instagram' | 'x' | 'tiktok';

/** The agency's four social profiles (video, photo, short-post, short-video). */
export const socialLinks: Array<{ network: SocialNetwork; label: string; href: string }> = [
  { network: 'youtube', label: 'YouTube', href: brand.links.social.youtube },
  { network: 'instagram', label: 'Instagram', href: brand.links.social.instagram },
  { network: 'x', label: 'X (Twitter)', href: brand.links.social.x },
  { network: 'tiktok', label: 'TikTok', href: brand.links.social.tiktok },
];
