/**
 * Questions a visitor asks the assistant, with the facts a right answer must state. The
 * expected figures are written out here (not read from the catalogue), so the evaluation checks
 * the catalogue and the composer independently: a price changed on one side shows up as a miss.
 */

export interface EvalCase {
  id: string;
  /** Earlier questions of the same conversation, oldest first; each is answered before this one. */
  turns?: string[];
  question: string;
  /** What the answer must say (strings match without regard to case). */
  mustContain: Array<string | RegExp>;
  /** A link the answer must carry. */
  mustLink?: string;
  /** The agency does not sell this: the answer must say it does not know and offer a person. */
  expectRefusal?: boolean;
  /** The visitor asked for a person: the answer must offer one (and is not a refusal). */
  expectHandoff?: boolean;
}

const PHONE = '+1 (407) 555-0142';
const EMAIL = 'hello@islandbridge.travel';

export const evalCases: readonly EvalCase[] = [
  // Prices of packages
  {
    id: 'price-romantic-getaway',
    question: 'How much is the Romantic Getaway?',
    mustContain: ['$2,199'],
    mustLink: '/visit-saint-lucia',
  },
  { id: 'price-luxury-escape', question: 'What does the Luxury Escape cost?', mustContain: ['$3,999'] },
  {
    id: 'price-disney',
    question: 'Price of the Disney package?',
    mustContain: ['$1,299'],
    mustLink: '/visit-central-florida',
  },
  {
    id: 'price-alaska',
    question: 'How much is the Alaska cruise?',
    mustContain: ['$1,899'],
    mustLink: '/cruises',
  },
  {
    id: 'price-mediterranean',
    question: "What's the price of the Mediterranean Grand cruise?",
    mustContain: ['$2,899'],
  },
  {
    id: 'price-family-reunion',
    question: 'How much is the Caribbean Family Reunion per person?',
    mustContain: ['$1,599'],
    mustLink: '/services/group-vacations',
  },
  {
    id: 'price-wellness-safari',
    question: 'How much does the Wellness Safari Retreat cost?',
    mustContain: ['$4,899'],
    mustLink: '/africa-detox-tourism',
  },
  {
    id: 'price-executive',
    question: 'How much does the Executive business travel package cost?',
    mustContain: ['$1,899'],
    mustLink: '/services/business-travel',
  },
  {
    id: 'price-airport-transfer',
    question: 'How much is an airport transfer?',
    mustContain: ['$45'],
    mustLink: '/services/private-transport',
  },
  {
    id: 'price-port-shuttle',
    question: 'cruise port shuttle to Port Canaveral price',
    mustContain: ['$39'],
  },
  {
    id: 'price-saint-lucia-list',
    question: 'How much are your Saint Lucia packages?',
    mustContain: ['$2,199', '$1,899', '$1,599', '$3,999', '$2,499'],
    mustLink: '/visit-saint-lucia',
  },
  {
    id: 'price-cheapest-florida',
    question: 'What is the cheapest Central Florida package?',
    mustContain: ['Universal Adventure', '$999'],
  },
  // Consultation packages and extras
  {
    id: 'price-consultation-fee',
    question: 'What is the consultation fee?',
    mustContain: ['$50'],
    mustLink: '/quote',
  },
  {
    id: 'price-premium-vip',
    question: 'How much is Premium VIP?',
    mustContain: ['$199'],
    mustLink: '/quote',
  },
  { id: 'price-group-event', question: 'Group & Event Planning price', mustContain: ['$299'] },
  { id: 'price-rush', question: 'How much is rush planning?', mustContain: ['$49'] },
  { id: 'price-insurance', question: 'What does travel insurance guidance cost?', mustContain: ['$25'] },
  {
    id: 'price-consultation-list',
    question: 'What consultation packages do you have?',
    mustContain: ['Standard Planning', 'Premium VIP', 'Group & Event Planning'],
    mustLink: '/quote',
  },
  // Hotels and flights
  {
    id: 'price-hotel',
    question: "What's the nightly rate at Pitons Bay Beach Resort?",
    mustContain: ['$299'],
    mustLink: '/book/hotel/hotel-1',
  },
  {
    id: 'price-hotel-orlando',
    question: 'How much is the Lake Buena Vista Family Suites hotel?',
    mustContain: ['$189'],
    mustLink: '/book/hotel/hotel-3',
  },
  {
    id: 'price-flight',
    question: 'How much is the flight from Orlando to Saint Lucia?',
    mustContain: ['$489'],
    mustLink: '/book/flight/flight-1',
  },
  // Durations
  {
    id: 'duration-adventure-explorer',
    question: 'How long is the Adventure Explorer?',
    mustContain: ['7-10 days'],
  },
  {
    id: 'duration-costa-rica',
    question: 'How many days is the Costa Rica Adventure?',
    mustContain: ['8 days'],
  },
  {
    id: 'duration-caribbean-explorer',
    question: 'How long is the Caribbean Explorer cruise?',
    mustContain: ['7 days'],
  },
  { id: 'duration-desert', question: 'Duration of the Desert Detox Journey', mustContain: ['8-12 days'] },
  { id: 'duration-universal', question: 'How long is the Universal package?', mustContain: ['3-5 days'] },
  { id: 'duration-luxury', question: 'how many nights is the luxury escape', mustContain: ['4-6 days'] },
  // Inclusions
  {
    id: 'includes-romantic',
    question: 'What does the Romantic Getaway include?',
    mustContain: ['couples massage', 'sunset catamaran cruise'],
  },
  {
    id: 'includes-family-paradise',
    question: "What's included in the Family Paradise package?",
    mustContain: ['kids club'],
  },
  {
    id: 'includes-standard',
    question: 'What do I get with Standard Planning?',
    mustContain: ['flight and hotel research'],
  },
  {
    id: 'includes-florida-explorer',
    question: 'Does the Florida Explorer include Kennedy Space Center?',
    mustContain: [/yes/i, 'Kennedy Space Center'],
  },
  // Destinations and services
  {
    id: 'list-saint-lucia',
    question: 'What packages do you have in Saint Lucia?',
    mustContain: [
      'Romantic Getaway',
      'Adventure Explorer',
      'Family Paradise',
      'Luxury Escape',
      'Detox Tourism',
    ],
    mustLink: '/visit-saint-lucia',
  },
  {
    id: 'list-orlando',
    question: 'What trips do you have in Orlando?',
    mustContain: ['Disney Magic', 'Universal Adventure', 'Family Fun Combo', 'Florida Explorer'],
    mustLink: '/visit-central-florida',
  },
  {
    id: 'about-africa',
    question: 'Tell me about Africa detox tourism',
    mustContain: ['Wellness Safari Retreat', 'African Spa Escape', 'Desert Detox Journey'],
    mustLink: '/africa-detox-tourism',
  },
  {
    id: 'list-cruises',
    question: 'What cruises do you offer?',
    mustContain: ['Caribbean Explorer', 'Mediterranean Grand', 'Alaska Adventure'],
    mustLink: '/cruises',
  },
  {
    id: 'cruise-lines',
    question: 'Which cruise lines do you work with?',
    mustContain: ['Royal Caribbean', 'Carnival', 'Norwegian', 'Celebrity', 'Princess', 'Disney Cruise Line'],
    mustLink: '/cruises',
  },
  {
    id: 'cruise-line-families',
    question: 'Which cruise line is best for families with young children?',
    mustContain: ['Disney Cruise Line'],
  },
  {
    id: 'business-travel',
    question: 'Do you plan business travel for conventions?',
    mustContain: ['Business Travel'],
    mustLink: '/services/business-travel',
  },
  {
    id: 'group-discount',
    question: 'Do you offer group discounts?',
    mustContain: ['special pricing', /\b8\b/],
    mustLink: '/services/group-vacations',
  },
  { id: 'honeymoon', question: 'Do you have honeymoon packages?', mustContain: ['Romantic Getaway'] },
  {
    id: 'family-kids',
    question: 'Something for a family with kids in Saint Lucia?',
    mustContain: ['Family Paradise'],
  },
  {
    id: 'services',
    question: 'What services do you offer?',
    mustContain: ['Business Travel', 'Group Vacations'],
    mustLink: '/services',
  },
  // Hours and contact
  {
    id: 'hours',
    question: 'What are your opening hours?',
    mustContain: ['Monday-Friday 9:00 AM-6:00 PM', 'Saturday 10:00 AM-4:00 PM'],
    mustLink: '/contact',
  },
  { id: 'hours-saturday', question: 'Are you open on Saturday?', mustContain: ['Saturday 10:00 AM-4:00 PM'] },
  { id: 'contact-phone', question: "What's your phone number?", mustContain: [PHONE], mustLink: '/contact' },
  { id: 'contact-email', question: 'How can I email you?', mustContain: [EMAIL] },
  { id: 'contact-address', question: 'Where is your office?', mustContain: ['7380 Sand Lake Rd'] },
  { id: 'reply-time', question: 'How fast do you reply to messages?', mustContain: ['24 hours'] },
  // Booking
  {
    id: 'how-to-book',
    question: 'How do I book a trip?',
    mustContain: ['$50', 'credited', '24 hours'],
    mustLink: '/quote',
  },
  {
    id: 'consultation-credited',
    question: 'Is the consultation fee credited to my trip?',
    mustContain: ['credited'],
  },
  {
    id: 'book-shuttle',
    question: 'How do I book an airport shuttle?',
    mustContain: ['transportation booking page'],
    mustLink: '/transportation-booking',
  },
  {
    id: 'ready-romantic',
    question: 'I want to book the Romantic Getaway',
    mustContain: ['$2,199'],
    mustLink: '/quote',
  },
  // Transfers
  {
    id: 'transfer-saint-lucia',
    question: 'Do you do airport pickups in Saint Lucia?',
    mustContain: ['Airport Transfers'],
    mustLink: '/services/private-transport',
  },
  {
    id: 'courier',
    question: 'Do you have a courier service?',
    mustContain: ['same day'],
    mustLink: '/transportation',
  },
  // Game, podcast, blog, checklists
  {
    id: 'game',
    question: 'Is there a game on your site?',
    mustContain: ['treasure'],
    mustLink: '/island-adventures-game',
  },
  {
    id: 'game-treasures',
    question: 'How many treasures are hidden in the treasure hunt?',
    mustContain: ['6 treasures'],
  },
  { id: 'podcast-schedule', question: 'When do new podcast episodes come out?', mustContain: ['Tuesday'] },
  {
    id: 'podcast-latest',
    question: "What's the latest podcast episode?",
    mustContain: ['Planning a Group Trip Without Losing Friends'],
  },
  {
    id: 'blog-gros-piton',
    question: 'Do you have tips for hiking Gros Piton?',
    mustContain: ['Gros Piton'],
    mustLink: '/blog/hiking-gros-piton-what-to-know',
  },
  {
    id: 'blog-wait-times',
    question: 'Is there an article about theme park wait times in Orlando?',
    mustContain: ['wait times'],
    mustLink: '/blog/orlando-theme-parks-plan-around-wait-times',
  },
  {
    id: 'checklist-cruise',
    question: 'Do you have a packing checklist for a cruise?',
    mustContain: ['Cruise Vacation Checklist'],
    mustLink: '/api/checklists/generate/cruise-vacation',
  },
  {
    id: 'visa-saint-lucia',
    question: 'Do US citizens need a visa for Saint Lucia?',
    mustContain: ['Saint Lucia'],
    mustLink: '/api/checklists/generate/saint-lucia',
  },
  // Conversation
  { id: 'greeting', question: 'Hi!', mustContain: ['Isla'] },
  { id: 'handoff', question: 'Can I talk to a real person?', mustContain: [PHONE], expectHandoff: true },
  // Follow-ups
  {
    id: 'follow-up-duration',
    turns: ['How much is the Romantic Getaway?'],
    question: 'And how long is it?',
    mustContain: ['5-7 days'],
  },
  {
    id: 'follow-up-includes',
    turns: ['Tell me about the Adventure Explorer'],
    question: 'What does it include?',
    mustContain: ['Guided Gros Piton hike'],
  },
  {
    id: 'follow-up-price',
    turns: ['What is the Disney Magic package?'],
    question: 'How much?',
    mustContain: ['$1,299'],
  },
  {
    id: 'follow-up-what-about',
    turns: ['How much is the Luxury Escape?'],
    question: 'What about the Family Paradise?',
    mustContain: ['$1,599'],
  },
  {
    id: 'follow-up-list-durations',
    turns: ['What packages do you have in Central Florida?'],
    question: 'How long are they?',
    mustContain: ['4-6 days', '3-5 days', '7-10 days', '5-7 days'],
  },
  {
    id: 'follow-up-cheapest',
    turns: ['What cruises do you offer?'],
    question: 'Which one is the cheapest?',
    mustContain: ['Caribbean Explorer', '$1,299'],
  },
  {
    id: 'follow-up-ready',
    turns: ['Tell me about the Alaska cruise'],
    question: "Great, I'd like to book it",
    mustContain: ['$1,899'],
    mustLink: '/quote',
  },
  {
    id: 'follow-up-transfers-included',
    turns: ['How much is the Luxury Escape?'],
    question: 'Does it include airport transfers?',
    mustContain: [/yes/i, 'helicopter airport transfer'],
  },
  // Typos
  { id: 'typo-romantik', question: 'romantik getaway price', mustContain: ['$2,199'] },
  {
    id: 'typo-pakages',
    question: 'st lucia pakages',
    mustContain: ['Romantic Getaway', 'Family Paradise'],
    mustLink: '/visit-saint-lucia',
  },
  { id: 'typo-famly', question: 'how much is the famly paradise', mustContain: ['$1,599'] },
  { id: 'typo-carribean', question: 'carribean explorer cruise price', mustContain: ['$1,299'] },
  { id: 'typo-mediteranean', question: 'how long is the mediteranean cruise', mustContain: ['10 days'] },
  // Things the agency does not sell or know
  {
    id: 'refuse-tokyo',
    question: 'Do you sell flights to Tokyo?',
    mustContain: [PHONE, EMAIL],
    expectRefusal: true,
  },
  {
    id: 'refuse-paris-car',
    question: 'Can you rent me a car in Paris?',
    mustContain: [PHONE],
    expectRefusal: true,
  },
  {
    id: 'refuse-visa-china',
    question: 'Do I need a visa for China?',
    mustContain: [PHONE],
    expectRefusal: true,
  },
  {
    id: 'refuse-weather',
    question: "What's the weather tomorrow?",
    mustContain: [PHONE],
    expectRefusal: true,
  },
  {
    id: 'refuse-ski',
    question: 'Do you sell ski holidays in Switzerland?',
    mustContain: [PHONE],
    expectRefusal: true,
  },
  {
    id: 'refuse-restaurant-london',
    question: 'Can you book me a table at a restaurant in London?',
    mustContain: [PHONE],
    expectRefusal: true,
  },
  {
    id: 'refuse-exchange',
    question: "What's the exchange rate for euros?",
    mustContain: [PHONE],
    expectRefusal: true,
  },
  {
    id: 'refuse-hotel-dubai',
    question: 'How much is a hotel in Dubai?',
    mustContain: [PHONE],
    expectRefusal: true,
  },

  // Conversation manners: small talk never drags the last subject along, and a question after
  // it still finds the subject discussed before it.
  {
    id: 'greeting-after-a-question',
    turns: ['Do you have any travel tips?'],
    question: 'hi',
    mustContain: [/I'm Isla/],
  },
  {
    id: 'follow-up-after-thanks',
    turns: ['How much is the Romantic Getaway?', 'thanks'],
    question: 'and how long is it?',
    mustContain: ['5-7 days'],
  },
  {
    id: 'chip-travel-tips',
    question: 'Do you have any travel tips?',
    mustContain: [/checklist|tips/i],
  },
  {
    id: 'chip-destinations',
    question: 'What destinations do you offer?',
    mustContain: ['Saint Lucia', 'Central Florida'],
  },
];
