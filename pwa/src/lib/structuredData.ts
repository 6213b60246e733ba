/**
 * Structured data (schema.org JSON-LD) the pages hand to search engines: the agency's business
 * card and the offers of its packages. Built from the brand module and the catalogue, so the
 * page and its data never disagree.
 */
import { schemaOpeningHours, sellerOfTravelLabel, type AgencyDetails } from '@contract/agency';
import { brand } from '@contract/brand';
import type { JsonLd } from './pageHead';
import { paths } from '@contract/sitePaths';

/** The picture shared for a page that has none of its own (Open Graph, an article's image). */
export const DEFAULT_SHARE_IMAGE = '/icons/icon-512.png';

/** A step of a page's trail below the home page: its name and path. */
export interface Breadcrumb {
  name: string;
  path: string;
}

/** The trail to a page as a BreadcrumbList, led by the home page; the last step is the page. */
export function breadcrumbListJsonLd(origin: string, trail: readonly Breadcrumb[]): JsonLd {
  const steps = [{ name: 'Home', path: paths.home }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: steps.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: new URL(step.path, origin).toString(),
    })),
  };
}

/** The trail of a page listed on the services page: Services, then the page. */
export function serviceTrail(name: string, path: string): Breadcrumb[] {
  return [
    { name: 'Services', path: paths.services },
    { name, path },
  ];
}

/**
 * The agency as a TravelAgency: address, phone, opening hours and its Florida Seller of Travel
 * registration as an identifier, from the server's configuration (`agency`), beside the brand's
 * name, e-mail and social profiles. Without the configuration (a page the browser rendered
 * itself) those parts are left out rather than guessed.
 */
export function travelAgencyJsonLd(origin: string, agency: AgencyDetails | null): JsonLd {
  return {
    '@context': 'https://schema.org',
    '@type': 'TravelAgency',
    name: brand.name,
    legalName: brand.legalName,
    description: brand.description,
    url: `${origin}/`,
    logo: `${origin}/icons/icon-512.png`,
    image: `${origin}/icons/icon-512.png`,
    email: brand.email,
    priceRange: '$$',
    areaServed: ['Saint Lucia', 'Central Florida', 'Caribbean'],
    sameAs: Object.values(brand.links.social),
    ...(agency && {
      telephone: agency.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: agency.address.streetAddress,
        addressLocality: agency.address.locality,
        addressRegion: agency.address.region,
        postalCode: agency.address.postalCode,
        addressCountry: agency.address.country,
      },
      openingHours: schemaOpeningHours(agency.openingHours),
      openingHoursSpecification: agency.openingHours.map(({ days, opens, closes }) => ({
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: days,
        opens,
        closes,
      })),
      identifier: {
        '@type': 'PropertyValue',
        propertyID: 'Florida Seller of Travel Registration Number',
        name: sellerOfTravelLabel(agency.sellerOfTravelNumber),
        value: agency.sellerOfTravelNumber,
      },
    }),
  };
}

export interface OfferedTrip {
  name: string;
  description: string;
  /** US dollars per person, the "from" price. */
  priceFrom?: number;
  duration?: string;
}

/** A page's packages as TouristTrips, each with its starting price as an Offer. */
export function touristTripsJsonLd(
  origin: string,
  pagePath: string,
  trips: readonly OfferedTrip[],
): JsonLd[] {
  return trips.map((trip) => ({
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trip.name,
    description: trip.duration ? `${trip.description} (${trip.duration})` : trip.description,
    provider: { '@type': 'TravelAgency', name: brand.name, url: `${origin}/` },
    ...(trip.priceFrom !== undefined && {
      offers: {
        '@type': 'Offer',
        price: trip.priceFrom.toFixed(2),
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
        url: `${origin}${pagePath}`,
      },
    }),
  }));
}

/** What a BlogPosting is built from: a post as the blog's API gives it. */
export interface PostForStructuredData {
  title: string;
  excerpt: string;
  slug: string;
  author: string;
  featuredImage: string | null;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
  tags: string[];
  wordCount?: number;
}

/**
 * A blog post as a schema.org BlogPosting, published by the agency. Search engines show an
 * article with a picture only, so a post without one carries the site's sharing image.
 */
export function blogPostingJsonLd(
  post: PostForStructuredData,
  url: string,
  origin: string,
  section?: string,
): JsonLd {
  const published = post.publishedAt ?? post.createdAt;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: new URL(post.featuredImage || DEFAULT_SHARE_IMAGE, origin).toString(),
    datePublished: published,
    dateModified: post.updatedAt > published ? post.updatedAt : published,
    author: { '@type': post.author === brand.name ? 'Organization' : 'Person', name: post.author },
    publisher: {
      '@type': 'Organization',
      name: brand.name,
      logo: { '@type': 'ImageObject', url: `${origin}/icons/icon-512.png` },
    },
    ...(section ? { articleSection: section } : {}),
    ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
  };
}
