/**
 * Everything the agency says about itself, as facts the assistant can quote: the catalogue's
 * packages, the consultation packages and extras, the services and destinations, the cruise
 * types and lines, the sample hotels and flights, the contact details and hours, how to book,
 * the checklists, the game and the podcast (static, from the content modules), then the
 * published blog posts and podcast episodes (from the database). Every price and length the
 * assistant may state comes from here.
 */
import { brand } from '@contract/brand.ts';
import {
  cataloguePageInfo,
  CONSULTATION_FEE,
  type CataloguePageSlug,
  checklists,
  consultationExtras,
  homeHighlights,
  consultationPackages,
  cruiseLines,
  cruiseTypes,
  packagesFor,
  services,
  transportCoverageAreas,
  type TravelPackage,
} from '@content/catalogue.ts';
import { checklistGuides } from '@content/checklists.ts';
import type { Db } from '@db/index.ts';
import { aboutCopy } from '@content/about.ts';
import { flights, formatDuration, hotels } from '@content/bookingSamples.ts';
import { homeCopy, homePartners } from '@content/home.ts';
import { gameCopy } from '@content/game.ts';
import {
  businessTravel,
  courierService,
  groupVacations,
  privateTransport,
  transportation,
  transportationBooking,
  visitSaintLucia,
} from '@content/serviceDetails.ts';
import { blogPostPath, checklistPdfPath, flightPath, hotelPath, paths } from '@contract/sitePaths.ts';
import { BOARD_SIZE } from '@contract/treasureHunt.ts';
import { onBlogChanged } from '../../lib/blogChanges.ts';
import { textOfHtml } from '../../lib/postFields.ts';
import { listPublishedEpisodes } from '../../queries/podcast.ts';
import { formatPrice, listText } from './format.ts';
import { createKnowledgeIndex, type KnowledgeIndex } from './knowledgeIndex.ts';
import type { Fact, Knowledge } from './types.ts';

/** A fact's text: the sentence an answer can quote first, then the rest, for search only. */
function factText(summary: string, ...details: Array<string | readonly string[] | undefined>): string {
  const rest = details
    .flat()
    .filter((part): part is string => Boolean(part))
    .join(' ');
  return rest ? `${summary}\n${rest}` : summary;
}

// ---------------------------------------------------------------------------------------------
// The catalogue's pages and their packages

interface PageInfo {
  /** The page's own title, as the catalogue names it. */
  title: string;
  route: string;
  kind: 'destination' | 'service';
  /** Where the page's trips go and what they are called there: searched, and read as places. */
  keywords: readonly string[];
  /**
   * What every package of the page is also found by: the destination, not each of the page's
   * places (an Alaska cruise is not found by "Caribbean" because the cruises page says both).
   */
  packageKeywords: readonly string[];
}

/** What the assistant adds to each catalogue page: how its page and its packages are found. */
const sectionSearchWords: Record<CataloguePageSlug, Omit<PageInfo, 'title' | 'route'>> = {
  'business-travel': {
    kind: 'service',
    keywords: ['corporate travel', 'conventions', 'expos', 'meetings', 'Orlando', 'Tampa'],
    packageKeywords: ['business travel', 'corporate'],
  },
  'group-vacations': {
    kind: 'service',
    keywords: ['group travel', 'family reunion', 'Caribbean', 'Orlando', 'Costa Rica', 'Arenal'],
    packageKeywords: ['group travel', 'group'],
  },
  'private-transport': {
    kind: 'service',
    keywords: [
      ...transportCoverageAreas,
      'Tampa',
      'Florida',
      'Port Canaveral',
      'Port Tampa Bay',
      'Castries',
      'Soufriere',
      'Hewanorra',
      'MCO',
      'TPA',
      'UVF',
    ],
    packageKeywords: [...transportCoverageAreas, 'Tampa', 'Florida', 'private transport'],
  },
  'visit-saint-lucia': {
    kind: 'destination',
    keywords: [
      'Saint Lucia',
      'St Lucia',
      'Caribbean',
      'island',
      'Pitons',
      'Gros Piton',
      'Petit Piton',
      'Soufriere',
      'Castries',
      'Rodney Bay',
      'Gros Islet',
      'Marigot Bay',
      'Anse Chastanet',
      'Reduit Beach',
      'Pigeon Island',
      'Hewanorra',
      'Vieux Fort',
      'Sulphur Springs',
    ],
    packageKeywords: ['Saint Lucia', 'St Lucia', 'Caribbean', 'island'],
  },
  'visit-central-florida': {
    kind: 'destination',
    keywords: [
      'Orlando',
      'Central Florida',
      'Florida',
      'Kissimmee',
      'Lake Buena Vista',
      'Walt Disney World',
      'Disney',
      'Universal Orlando',
      'theme parks',
      'Kennedy Space Center',
      'Space Coast',
      'Gulf coast',
    ],
    packageKeywords: ['Orlando', 'Central Florida', 'Florida'],
  },
  cruises: {
    kind: 'service',
    // The ports of call belong to the packages that visit them (packageKeywords below).
    keywords: [
      'cruise',
      'Caribbean',
      'Bahamas',
      'Mediterranean',
      'Europe',
      'Alaska',
      'Pacific Northwest',
      'Port Canaveral',
      'Port Tampa Bay',
    ],
    packageKeywords: ['cruise'],
  },
  'africa-detox-tourism': {
    kind: 'destination',
    keywords: ['Africa', 'safari', 'desert', 'wellness', 'detox', 'spa'],
    packageKeywords: ['Africa', 'wellness', 'detox'],
  },
};

/** Each catalogue page as the assistant reads it: the catalogue's title and route, and its words. */
const catalogueSections = Object.fromEntries(
  Object.entries(sectionSearchWords).map(([slug, words]) => {
    const { title, route } = cataloguePageInfo(slug as CataloguePageSlug);
    return [slug, { title, route, ...words }];
  }),
) as Record<CataloguePageSlug, PageInfo>;

/** The service of services.ts that presents each catalogue page (its description and checklist). */
const serviceOfSection: Record<CataloguePageSlug, string> = {
  'business-travel': 'business-travel',
  'group-vacations': 'group-vacations',
  'private-transport': 'private-transport',
  'visit-saint-lucia': 'saint-lucia',
  'visit-central-florida': 'central-florida',
  cruises: 'cruises',
  'africa-detox-tourism': 'africa-detox-tourism',
};

/** The words a visitor may add to find one package ("honeymoon" for the couples' escape). */
const packageKeywords: Partial<Record<string, readonly string[]>> = {
  'romantic-getaway': ['honeymoon', 'couples', 'anniversary'],
  'family-paradise': ['kids', 'children'],
  'family-fun-combo': ['kids', 'children'],
  'disney-magic': ['Walt Disney World', 'Magic Kingdom', 'Epcot', 'Hollywood Studios', 'Animal Kingdom'],
  'universal-adventure': [
    'Universal Orlando',
    'Universal Studios',
    'Islands of Adventure',
    'Epic Universe',
    'Harry Potter',
  ],
  'caribbean-explorer': ['Caribbean cruise', 'Bahamas', 'Eastern Caribbean', 'Western Caribbean'],
  'mediterranean-grand': [
    'Europe cruise',
    'Mediterranean',
    'Barcelona',
    'French Riviera',
    'Rome',
    'Florence',
    'Greek islands',
  ],
  'alaska-adventure': [
    'Alaska cruise',
    'Inside Passage',
    'Glacier Bay',
    'Juneau',
    'Skagway',
    'Ketchikan',
    'Denali',
  ],
  'costa-rica-adventure': ['Costa Rica', 'Arenal'],
  'corporate-orlando-retreat': ['Orlando', 'team building'],
  'airport-transfers': ['airport pickup', 'shuttle'],
};

/** A travel package's fact: its price per person, its length, what it includes, its page. */
function packageFact(item: TravelPackage, section: PageInfo): Fact {
  const price = item.priceFromPerPerson;
  const group = item.groupSize ? `For groups of ${item.groupSize.min}-${item.groupSize.max} travellers.` : '';
  const lead = `${item.name} (${section.title}): ${item.description}`;
  const facts = [
    `Duration: ${item.duration}.`,
    price === null ? 'Price on request.' : `Price: from ${formatPrice(price)} per person.`,
    group,
  ].filter(Boolean);
  return {
    id: `package:${item.id}`,
    kind: item.page === 'private-transport' ? 'transfer' : 'package',
    title: item.name,
    text: factText(
      `${lead} ${facts.join(' ')}`,
      `Includes: ${listText(item.features)}.`,
      `${item.name} package.`,
    ),
    url: section.route,
    pageTitle: section.title,
    ...(price === null ? {} : { price: { amount: price, per: 'person', from: true } }),
    duration: item.duration,
    inclusions: item.features,
    keywords: [...section.packageKeywords, ...(packageKeywords[item.id] ?? [])],
  };
}

/** What each page adds to its service's description (serviceDetails.ts). */
function sectionDetails(slug: CataloguePageSlug): string[] {
  switch (slug) {
    case 'business-travel':
      return [businessTravel.hero.lead, `Benefits: ${listText(businessTravel.benefits)}.`];
    case 'group-vacations':
      return [
        groupVacations.hero.lead,
        `Popular destinations: ${listText(groupVacations.destinations.map((item) => `${item.name} (${item.description})`))}.`,
        `Included: ${listText(groupVacations.included)}.`,
      ];
    case 'private-transport':
      return [
        privateTransport.hero.lead,
        ...Object.entries(privateTransport.locationDetails).map(([place, text]) => `${place}: ${text}`),
        `Coverage areas: ${listText(transportCoverageAreas)}.`,
      ];
    case 'visit-saint-lucia':
      return [
        visitSaintLucia.hero.lead,
        ...visitSaintLucia.itinerary.paragraphs,
        `Sights: ${listText(visitSaintLucia.gallery.map((image) => image.caption))}.`,
      ];
    case 'cruises':
      return [`Cruise types: ${listText(cruiseTypes.map((type) => type.name))}.`];
    default:
      return [];
  }
}

/** A catalogue page as a whole: what it offers and which packages it shows. */
function sectionFact(slug: CataloguePageSlug): Fact {
  const section = catalogueSections[slug];
  // Visit Central Florida is a home-page highlight, not one of the services page's six.
  const service = [...services, ...homeHighlights].find((item) => item.slug === serviceOfSection[slug]);
  const packages = packagesFor(slug);
  const names = listText(packages.map((item) => item.name));
  const description = service?.description ?? section.title;
  return {
    id: `${section.kind}:${slug}`,
    kind: section.kind,
    title: section.title,
    text: factText(`${section.title}: ${description} Packages: ${names}.`, sectionDetails(slug)),
    url: section.route,
    pageTitle: section.title,
    keywords: section.keywords,
  };
}

function catalogueFacts(): Fact[] {
  return (Object.keys(catalogueSections) as CataloguePageSlug[]).flatMap((slug) => [
    sectionFact(slug),
    ...packagesFor(slug).map((item) => packageFact(item, catalogueSections[slug])),
  ]);
}

// ---------------------------------------------------------------------------------------------
// The quote page: consultation packages and extras

const QUOTE_PAGE_TITLE = 'Book a Consultation & Request a Quote';

function consultationFacts(): Fact[] {
  const packages = consultationPackages.map((item): Fact => ({
    id: `consultation:${item.type}`,
    kind: 'consultation',
    title: item.name,
    text: factText(
      `${item.name}${item.alternateName === item.name ? '' : ` (${item.alternateName})`} is a consultation package: ${item.description} It costs ${formatPrice(item.price)}, with a deposit of ${formatPrice(item.depositPerRoom)} per room, and the fee is credited toward your trip.`,
      `Includes: ${listText(item.features)}.`,
      'Consultation planning package fee, paid on the quote page.',
    ),
    url: paths.quote,
    pageTitle: QUOTE_PAGE_TITLE,
    price: { amount: item.price, per: 'consultation', from: false },
    inclusions: item.features,
    keywords: [item.alternateName, 'consultation', 'planning'],
  }));
  const extras = consultationExtras.map((extra): Fact => ({
    id: `extra:${extra.id}`,
    kind: 'extra',
    title: extra.name,
    text: factText(
      `${extra.name} is an extra you can add to a consultation: ${extra.description} It costs ${formatPrice(extra.price)} (deposit ${formatPrice(extra.deposit)}).`,
      'Consultation extra, add-on, paid on the quote page.',
    ),
    url: paths.quote,
    pageTitle: QUOTE_PAGE_TITLE,
    price: { amount: extra.price, per: 'booking', from: false },
    keywords: ['extra', 'add-on'],
  }));
  return [...packages, ...extras];
}

// ---------------------------------------------------------------------------------------------
// Cruise types and lines

function cruiseFacts(): Fact[] {
  const section = catalogueSections.cruises;
  return [
    ...cruiseTypes.map((type): Fact => ({
      id: `cruise-type:${type.id}`,
      kind: 'cruise-type',
      title: type.name,
      text: factText(`${type.name} cruises: ${type.description}`, 'A cruise type of our cruise vacations.'),
      url: section.route,
      pageTitle: section.title,
      keywords: ['cruise type', 'cruise'],
    })),
    ...cruiseLines.map((line): Fact => ({
      id: `cruise-line:${line.id}`,
      kind: 'cruise-line',
      title: line.name,
      text: factText(
        `${line.name}: ${line.description} Best for: ${line.bestFor}.`,
        'One of the featured cruise lines we book.',
      ),
      url: section.route,
      pageTitle: section.title,
      keywords: ['cruise line', line.bestFor],
    })),
  ];
}

// ---------------------------------------------------------------------------------------------
// Transportation pages

function transportationFacts(): Fact[] {
  return [
    {
      id: 'transfer:booking',
      kind: 'transfer',
      title: transportationBooking.hero.title,
      text: factText(
        `Book private transportation online on our transportation booking page: ${transportationBooking.hero.lead} ${transportationBooking.form.intro}`,
        transportationBooking.form.fallbackText,
        'Reserve your ride: airport transfer, cruise port shuttle, hotel transfer booking form.',
      ),
      url: paths.transportationBooking,
      pageTitle: transportationBooking.hero.title,
      keywords: ['book a ride', 'book a transfer', ...transportCoverageAreas],
    },
    {
      id: 'service:courier',
      kind: 'service',
      title: courierService.title,
      text: factText(
        `${courierService.title}: ${courierService.text}`,
        `${listText(courierService.features)}.`,
        'Courier, delivery, documents, parcels, same-day.',
      ),
      url: paths.transportation,
      pageTitle: transportation.hero.title,
      keywords: ['courier', 'delivery', 'parcel', 'documents', ...transportCoverageAreas],
    },
    {
      id: 'page:transportation',
      kind: 'page',
      title: transportation.hero.title,
      text: factText(
        `${transportation.hero.title}: ${transportation.hero.lead} Services: ${listText(transportation.services.map((item) => item.name))}.`,
        transportation.services.map((item) => `${item.name}: ${item.description}`),
        `Coverage areas: ${listText(transportCoverageAreas)}.`,
        transportation.trust,
        `${courierService.title}: ${courierService.text}`,
        courierService.features,
        `Call ${brand.phone}.`,
      ),
      url: paths.transportation,
      pageTitle: transportation.hero.title,
      keywords: ['courier', 'delivery', 'parcel', 'hourly charter', ...transportCoverageAreas],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// Sample hotels and flights

function sampleFacts(): Fact[] {
  const hotelFacts = hotels.map((hotel): Fact => ({
    id: `hotel-sample:${hotel.id}`,
    kind: 'hotel-sample',
    title: hotel.name,
    text: factText(
      `${hotel.name} (${hotel.address}) is rated ${hotel.rating} out of 5, at ${formatPrice(hotel.price.amount)} per night, taxes and fees included.`,
      hotel.description,
      `Amenities: ${listText(hotel.amenities)}.`,
      `Check-in ${hotel.checkInTime}, check-out ${hotel.checkOutTime}.`,
      `Hotel, resort, stay. Book it on ${brand.links.bookingSiteName}, or contact our agent for special requests or group bookings.`,
    ),
    url: hotelPath(hotel.id),
    pageTitle: hotel.name,
    price: { amount: hotel.price.amount, per: 'night', from: false },
    inclusions: hotel.amenities,
    keywords: [...hotel.places, hotel.region === 'orlando' ? 'Orlando' : 'Saint Lucia', 'hotel'],
  }));
  const flightFacts = flights.map((flight): Fact => {
    const [leg] = flight.legs;
    const route = `${leg.from.city} (${leg.from.code}) to ${leg.to.city} (${leg.to.code})`;
    const title = `${flight.carrier} ${flight.flightNumber}`;
    return {
      id: `flight-sample:${flight.id}`,
      kind: 'flight-sample',
      title,
      text: factText(
        `${title} flies from ${route} in ${formatDuration(leg.durationMinutes)}, ${flight.cabinClass.toLowerCase()}, at ${formatPrice(flight.price.amount)} per person.`,
        `${flight.aircraft}. Return flight ${flight.returnLeg.flightNumber}.`,
        `Baggage: ${flight.baggage.carryOn}. ${flight.baggage.checked}.`,
        `Amenities: ${listText(flight.amenities)}.`,
        `Cancellation: ${flight.policies.cancellation} Changes: ${flight.policies.changes} Check-in: ${flight.policies.checkin}`,
        `Flight, airfare. Book it on ${brand.links.bookingSiteName}.`,
      ),
      url: flightPath(flight.id),
      pageTitle: `${title}: ${leg.from.city} to ${leg.to.city}`,
      price: { amount: flight.price.amount, per: 'person', from: false },
      duration: formatDuration(leg.durationMinutes),
      inclusions: flight.amenities,
      keywords: [
        leg.from.city,
        leg.to.city,
        leg.from.code,
        leg.to.code,
        leg.from.name,
        leg.to.name,
        'flight',
      ],
    };
  });
  return [...hotelFacts, ...flightFacts];
}

// ---------------------------------------------------------------------------------------------
// Contact, hours, booking

const CONTACT_PAGE_TITLE = 'Contact Us';

function agencyFacts(): Fact[] {
  const { address } = brand;
  const addressText = `${address.streetAddress}, ${address.locality}, ${address.region} ${address.postalCode}`;
  const hoursText = `${brand.hours.weekdays} and ${brand.hours.saturday} (${brand.hours.timezone} Time)`;
  return [
    {
      id: 'contact:details',
      kind: 'contact',
      title: `Contact ${brand.name}`,
      text: factText(
        `You can call us at ${brand.phone} or e-mail ${brand.email}; we reply to every message within 24 hours. Our office is at ${addressText}.`,
        'Service area: worldwide, with a focus on the Caribbean and Florida.',
        'We can help with planning a new trip or group vacation, changes to an existing booking, airport and cruise-port transfers, business and convention travel, travel documents and insurance guidance.',
        'Contact form, phone number, email address, telephone, office location, reach an agent, reply time.',
      ),
      url: paths.contact,
      pageTitle: CONTACT_PAGE_TITLE,
      keywords: ['contact', 'phone', 'email', 'address', 'office', 'call', address.locality],
    },
    {
      id: 'hours:business',
      kind: 'hours',
      title: 'Business hours',
      text: factText(
        `Our business hours are ${hoursText}.`,
        'Opening hours, open, closed, times, when we are available by phone.',
      ),
      url: paths.contact,
      pageTitle: CONTACT_PAGE_TITLE,
      keywords: ['hours', 'open', 'opening times', 'business hours'],
    },
    {
      id: 'booking-steps:consultation-fee',
      kind: 'booking-steps',
      title: 'Consultation fee',
      text: factText(
        `Every trip starts with a ${formatPrice(CONSULTATION_FEE)} consultation with a certified agent, and the fee is credited toward the final cost of your trip.`,
        'Consultation fee, planning fee, booking fee, credited, refunded against the trip.',
      ),
      url: paths.quote,
      pageTitle: QUOTE_PAGE_TITLE,
      price: { amount: CONSULTATION_FEE, per: 'consultation', from: false },
      keywords: ['consultation fee', 'consultation', 'fee credited'],
    },
    {
      id: 'booking-steps:how-to-book',
      kind: 'booking-steps',
      title: 'How to book',
      text: factText(
        `To book, choose a consultation package on our quote page (Standard Planning is ${formatPrice(CONSULTATION_FEE)}, credited toward your trip) or start a free consultation, then tell us about your travellers, dates and budget in the quote request form; a certified agent replies within 24 hours with options.`,
        `You can also call ${brand.phone}. Hotels and flights can be searched on our booking partner, ${brand.links.bookingSiteName}, or an agent builds the trip for you.`,
        'How to book, booking, reserve, request a quote, get started, plan a trip, consultation.',
      ),
      url: paths.quote,
      pageTitle: QUOTE_PAGE_TITLE,
      price: { amount: CONSULTATION_FEE, per: 'consultation', from: false },
      keywords: ['book', 'booking', 'reserve', 'quote', 'consultation'],
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The site's other pages: services, about, checklists, game, podcast, partners

function siteFacts(): Fact[] {
  const serviceNames = services.map((service) => service.title);
  const game = homeCopy.game;
  return [
    {
      id: 'page:services',
      kind: 'page',
      title: 'Our services',
      text: factText(
        `We offer ${listText(serviceNames)}, plus trips to Central Florida; every trip starts with a ${formatPrice(CONSULTATION_FEE)} consultation, credited toward your trip.`,
        services.map((service) => `${service.title}: ${service.description}`),
        'Free downloadable travel checklists.',
      ),
      url: paths.services,
      pageTitle: 'Services',
      keywords: ['services', 'what we do'],
    },
    {
      id: 'page:about',
      kind: 'page',
      title: aboutCopy.title,
      text: factText(
        `${aboutCopy.lead} The agency was founded by ${aboutCopy.founder.name}, ${aboutCopy.founder.role}, and our advisors hold ${aboutCopy.certifications.groups.reduce((count, group) => count + group.items.length, 0)} certifications.`,
        aboutCopy.mission,
        aboutCopy.values.items,
        aboutCopy.founder.bio,
        aboutCopy.team.cards.map((card) => `${card.title}: ${card.text}`),
        // The certifications' groups, not each one: "Jamaica Travel Specialist" is a credential,
        // and read as a destination it would answer "do you go to Jamaica?" with the about page.
        `Certifications: ${listText(aboutCopy.certifications.groups.map((group) => group.title.toLowerCase()))}.`,
      ),
      url: paths.about,
      pageTitle: 'About Us',
      keywords: ['about', 'founder', 'team', 'certifications', 'become an agent', 'careers'],
    },
    ...checklists.map((checklist): Fact => {
      const guide = checklistGuides.find((item) => item.slug === checklist.slug);
      return {
        id: `checklist:${checklist.slug}`,
        kind: 'checklist',
        title: checklist.title,
        text: factText(
          `Our free ${checklist.title} (PDF) covers the documents, what to pack, a timeline and local tips. ${guide?.intro ?? ''}`,
          guide?.documents,
          guide?.packing,
          guide?.goodToKnow,
          `Plain-text version: ${checklist.staticPath}.`,
        ),
        url: checklistPdfPath(checklist.slug),
        pageTitle: checklist.title,
        keywords: ['checklist', 'packing list', 'documents', 'download', 'pdf', 'guide', 'tips', 'advice'],
      };
    }),
    {
      id: 'game:island-adventures',
      kind: 'game',
      title: game.title,
      text: factText(
        `${game.title} is our free browser game: ${gameCopy.rules}`,
        game.text,
        // The page's own "How to Play", read from the copy the page draws.
        gameCopy.howToPlay.steps,
        `Island Adventures treasure hunt game, play, ${BOARD_SIZE} by ${BOARD_SIZE} board, points.`,
      ),
      url: paths.game,
      pageTitle: gameCopy.pageTitle,
      keywords: ['game', 'treasure hunt', 'play', 'island adventure', 'kids', 'children', 'family'],
    },
    {
      id: 'podcast:show',
      kind: 'podcast',
      title: homeCopy.podcast.title,
      text: factText(
        `${homeCopy.podcast.title} comes out weekly, with a new episode every Tuesday: ${homeCopy.podcast.text.charAt(0).toLowerCase()}${homeCopy.podcast.text.slice(1)}`,
        `Hosted by our founder, ${aboutCopy.founder.name}. Listen on YouTube.`,
      ),
      url: brand.links.podcast,
      pageTitle: homeCopy.podcast.title,
      keywords: ['podcast', 'episodes', 'listen', 'youtube'],
    },
    {
      id: 'page:partners',
      kind: 'page',
      title: homeCopy.partners.title,
      text: factText(
        `Our travel partners: ${listText(homePartners.filter((partner) => partner.url).map((partner) => `${partner.name} (${partner.category.toLowerCase()})`))}.`,
        homeCopy.partners.intro,
      ),
      url: paths.home,
      pageTitle: 'Home',
      keywords: homePartners.filter((partner) => partner.url).map((partner) => partner.name),
    },
    {
      id: 'page:store',
      kind: 'page',
      title: homeCopy.store.title,
      text: factText(`${homeCopy.store.title}: ${homeCopy.store.text}`, 'Shop, buy travel gear.'),
      url: brand.links.store,
      pageTitle: homeCopy.store.title,
      keywords: ['store', 'shop', 'gear', 'packing cubes', 'adapters'],
    },
    {
      id: 'page:hotel-flight-search',
      kind: 'page',
      title: homeCopy.booking.title,
      text: factText(
        `${homeCopy.booking.intro} ${listText(homeCopy.booking.reassurance)}.`,
        'Search hotels, search flights, hotel booking, flight booking.',
      ),
      url: paths.home,
      pageTitle: 'Home',
      keywords: ['hotel search', 'flight search', brand.links.bookingSiteName],
    },
  ];
}

/** Every fact the content modules state: pure, the same on every call. */
export function staticFacts(): Fact[] {
  return [
    ...catalogueFacts(),
    ...consultationFacts(),
    ...cruiseFacts(),
    ...transportationFacts(),
    ...sampleFacts(),
    ...agencyFacts(),
    ...siteFacts(),
  ];
}

// ---------------------------------------------------------------------------------------------
// The database's facts: published posts and episodes

/** Enough of the blog for the assistant; older posts than these are rarely what a visitor means. */
const POST_LIMIT = 300;
const EPISODE_LIMIT = 20;
/** A post's article is cut here: the opening says what it is about, and the index stays small. */
const POST_TEXT_LENGTH = 4000;

interface PostRow {
  slug: string;
  title: string;
  excerpt: string | null;
  content: string;
  tags: string[] | null;
  seoDescription: string | null;
  categoryName: string | null;
}

/** Published posts whose date has come, newest first (the blog's own rule, api/queries/blog.ts). */
async function postFacts(db: Db): Promise<Fact[]> {
  const rows: PostRow[] = await db('blogPosts')
    .leftJoin('blogCategories', 'blogCategories.id', 'blogPosts.categoryId')
    .where('blogPosts.status', 'published')
    .andWhere((when) =>
      when.whereNull('blogPosts.publishedAt').orWhere('blogPosts.publishedAt', '<=', db.fn.now()),
    )
    .select(
      'blogPosts.slug',
      'blogPosts.title',
      'blogPosts.excerpt',
      'blogPosts.content',
      'blogPosts.tags',
      'blogPosts.seoDescription',
      'blogCategories.name as categoryName',
    )
    .orderByRaw('coalesce(blog_posts.published_at, blog_posts.created_at) desc, blog_posts.id')
    .limit(POST_LIMIT);
  return rows.map((row) => {
    const article = textOfHtml(row.content);
    const excerpt = row.excerpt?.trim() || row.seoDescription?.trim() || article.slice(0, 200);
    return {
      id: `post:${row.slug}`,
      kind: 'post',
      title: row.title,
      text: factText(excerpt, article.slice(0, POST_TEXT_LENGTH), 'Blog post, article.'),
      url: blogPostPath(row.slug),
      pageTitle: row.title,
      keywords: [
        ...(row.tags ?? []).map((tag) => tag.replace(/-/g, ' ')),
        ...(row.categoryName ? [row.categoryName] : []),
      ],
    };
  });
}

async function episodeFacts(db: Db): Promise<Fact[]> {
  const episodes = await listPublishedEpisodes(db, EPISODE_LIMIT);
  return episodes.map((episode) => {
    const number = episode.episodeNumber ? `Episode ${episode.episodeNumber}` : 'Episode';
    return {
      id: `episode:${episode.id}`,
      kind: 'episode',
      title: episode.title,
      text: factText(
        `${number} of ${homeCopy.podcast.title}: "${episode.title}". ${episode.description ?? ''}`.trim(),
        'Podcast episode, listen.',
      ),
      url: /^https?:\/\//.test(episode.audioUrl ?? '') ? episode.audioUrl! : brand.links.podcast,
      pageTitle: `${homeCopy.podcast.title}: ${episode.title}`,
      keywords: (episode.tags ?? []).map((tag) => tag.replace(/-/g, ' ')),
    };
  });
}

/** The facts the database holds today: published posts, then episodes, each newest first. */
export async function databaseFacts(db: Db): Promise<Fact[]> {
  const [posts, episodes] = await Promise.all([postFacts(db), episodeFacts(db)]);
  return [...posts, ...episodes];
}

// ---------------------------------------------------------------------------------------------
// The knowledge the assistant reads

/**
 * A scheduled post becomes public when its date comes, with no change signal: the index is
 * rebuilt at least this often so it appears without a restart.
 */
const MAX_INDEX_AGE_MS = 10 * 60 * 1000;

interface IndexEntry {
  /** The count of blog changes it was built after. */
  generation: number;
  builtAt: number;
  index: Promise<KnowledgeIndex>;
}

export interface LiveKnowledge extends Knowledge {
  /** The index the facts are searched in (built on first use, rebuilt after a blog change). */
  index(): Promise<KnowledgeIndex>;
  /** Stops listening for blog changes. */
  close(): void;
}

/** Knowledge over fixed facts (no database): tests, and the evaluation without a database. */
export function knowledgeFromFacts(facts: readonly Fact[]): LiveKnowledge {
  const index = createKnowledgeIndex(facts);
  return {
    index: async () => index,
    retrieve: async (question, history) => index.retrieve(question, history).facts,
    allFacts: async () => index.facts,
    close() {},
  };
}

/**
 * The static facts and the database's, indexed on first use and again after the blog changes
 * (or grows old). A failed database read answers from the static facts and is retried next time.
 */
export function createKnowledge(db: Db): LiveKnowledge {
  const staticPart = staticFacts();
  let generation = 0;
  let current: IndexEntry | null = null;
  const stopListening = onBlogChanged(() => {
    generation += 1;
  });

  async function build(): Promise<{ index: KnowledgeIndex; complete: boolean }> {
    try {
      return { index: createKnowledgeIndex([...staticPart, ...(await databaseFacts(db))]), complete: true };
    } catch {
      return { index: createKnowledgeIndex(staticPart), complete: false };
    }
  }

  function index(): Promise<KnowledgeIndex> {
    const age = current ? Date.now() - current.builtAt : 0;
    if (current && current.generation === generation && age <= MAX_INDEX_AGE_MS) return current.index;
    const entry: IndexEntry = {
      generation,
      builtAt: Date.now(),
      index: build().then(({ index: built, complete }) => {
        // Forget an index made without the database, so the next question tries again.
        if (!complete && current === entry) current = null;
        return built;
      }),
    };
    current = entry;
    return entry.index;
  }

  return {
    index,
    async retrieve(question, history) {
      return (await index()).retrieve(question, history).facts;
    },
    async allFacts() {
      return (await index()).facts;
    },
    close: stopListening,
  };
}
