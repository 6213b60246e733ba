/**
 * Questions a visitor asks the assistant, with the facts a right answer must state. The
 * expected figures are written out here (not read from the catalogue), so the evaluation checks
 * the catalogue and the composer independently: a price changed on one side shows up as a miss.
 */

/** An earlier question of a conversation whose answer is checked too, before the next is asked. */
export interface EvalTurn {
  question: string;
  mustContain: Array<string | RegExp>;
  mustNotContain?: Array<string | RegExp>;
}

export interface EvalCase {
  id: string;
  /**
   * Earlier questions of the same conversation, oldest first; each is answered before this one.
   * A turn written with its own expectations is graded too: the case passes only if every one does.
   */
  turns?: Array<string | EvalTurn>;
  question: string;
  /** What the answer must say (strings match without regard to case). */
  mustContain: Array<string | RegExp>;
  /** What it must not say: the earlier subject's figures when a new one is asked about. */
  mustNotContain?: Array<string | RegExp>;
  /** A link the answer must carry. */
  mustLink?: string;
  /** The agency does not sell this: the answer must say it does not know and offer a person. */
  expectRefusal?: boolean;
  /** The visitor asked for a person: the answer must offer one (and is not a refusal). */
  expectHandoff?: boolean;
}

/** The question of a turn, however it is written. */
export function questionOf(turn: string | EvalTurn): string {
  return typeof turn === 'string' ? turn : turn.question;
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

  // Conversations: each answer is about what was just asked. A new subject replaces the last
  // one; a question without one ("how long is it?") is about the last answer.
  {
    id: 'conversation-planning-chip-then-package-price',
    turns: [
      { question: 'Can you help me plan a trip?', mustContain: ['Standard Planning'] },
      { question: 'Tell me about the Romantic Getaway', mustContain: ['Romantic Getaway'] },
    ],
    question: 'How much is it?',
    mustContain: ['Romantic Getaway', '$2,199'],
    mustNotContain: ['$50'],
  },
  {
    id: 'conversation-destinations-chip-then-package-price',
    turns: ['What destinations do you offer?', 'What about the Romantic Getaway?'],
    question: "What's the price?",
    mustContain: ['$2,199'],
    mustNotContain: ['$50'],
  },
  {
    id: 'conversation-planning-chip-then-named-price',
    turns: ['Can you help me plan a trip?'],
    question: 'How much is the Romantic Getaway?',
    mustContain: ['$2,199'],
    mustNotContain: ['$50'],
  },
  {
    id: 'conversation-package-price-for-two',
    turns: ['Tell me about the Romantic Getaway'],
    question: 'How much for two people?',
    mustContain: ['$2,199', 'per person'],
  },
  {
    id: 'conversation-package-then-its-price',
    turns: ['What packages do you have in Saint Lucia?', 'Tell me about the Luxury Escape'],
    question: "What's its price?",
    mustContain: ['Luxury Escape', '$3,999'],
    mustNotContain: ['$2,199'],
  },
  {
    id: 'conversation-cruises-then-transfers',
    turns: [{ question: 'What cruises do you offer?', mustContain: ['Caribbean Explorer'] }],
    question: 'Do you do transfers?',
    mustContain: ['Airport Transfers', '$45'],
    mustNotContain: ['Mediterranean Grand', 'Alaska'],
    mustLink: '/services/private-transport',
  },
  {
    id: 'conversation-cruises-then-what-about-transfers',
    turns: ['What cruises do you offer?'],
    question: 'What about transfers?',
    mustContain: ['$45'],
    mustNotContain: ['Mediterranean Grand', 'Alaska'],
  },
  {
    id: 'conversation-cruise-page-then-transfers',
    turns: ['Tell me about cruises'],
    question: 'And transfers?',
    mustContain: ['Airport Transfers'],
    mustNotContain: ['Alaska'],
  },
  {
    id: 'conversation-cruises-then-transfers-included',
    turns: ['What cruises do you offer?'],
    question: 'Are transfers included?',
    mustContain: [/not include transfers/i, 'Airport Transfers', '$45'],
  },
  {
    id: 'conversation-cruises-then-port',
    turns: ['Tell me about cruises'],
    question: 'How do I get to the port?',
    mustContain: ['Cruise Port Shuttles', '$39'],
  },
  {
    id: 'conversation-cruise-then-transfers-as-well',
    turns: ['Tell me about the Caribbean Explorer'],
    question: 'Can you arrange transfers as well?',
    mustContain: ['Airport Transfers'],
    mustNotContain: ['Seven nights'],
  },
  {
    id: 'conversation-cruise-then-port-transfer-price',
    turns: ['Tell me about the Caribbean Explorer'],
    question: 'How much is a transfer to Port Canaveral?',
    mustContain: ['$39'],
    mustNotContain: ['$1,299'],
  },
  {
    id: 'conversation-alaska-how-long',
    turns: [{ question: 'Tell me about the Alaska cruise', mustContain: ['Alaska Adventure'] }],
    question: 'How long is it?',
    mustContain: ['Alaska Adventure', '8 days'],
    mustLink: '/cruises',
  },
  {
    id: 'conversation-caribbean-how-long',
    turns: ['Tell me about the Caribbean Explorer'],
    question: 'How long is it?',
    mustContain: ['7 days'],
  },
  {
    id: 'conversation-mediterranean-how-long',
    turns: [{ question: 'Tell me about the Mediterranean cruise', mustContain: ['Mediterranean Grand'] }],
    question: 'How long does it last?',
    mustContain: ['10 days'],
  },
  {
    id: 'conversation-alaska-how-many-nights',
    turns: ['How much is the Alaska cruise?'],
    question: 'How many nights?',
    mustContain: ['8 days'],
  },
  {
    id: 'conversation-cheapest-cruise-how-long',
    turns: [{ question: 'What is the cheapest cruise?', mustContain: ['Caribbean Explorer', '$1,299'] }],
    question: 'How long is it?',
    mustContain: ['Caribbean Explorer', '7 days'],
  },
  {
    id: 'conversation-cheapest-cruise-includes',
    turns: ['What is the cheapest cruise?'],
    question: 'What does it include?',
    mustContain: ['balcony stateroom'],
  },
  {
    id: 'conversation-cruises-most-expensive',
    turns: ['What cruises do you offer?'],
    question: 'Which is the most expensive?',
    mustContain: ['Mediterranean Grand', '$2,899'],
  },
  {
    id: 'conversation-cruises-longest',
    turns: ['What cruises do you offer?'],
    question: 'Which one is the longest?',
    mustContain: ['Mediterranean Grand', '10 days'],
  },
  {
    id: 'conversation-cruises-shortest',
    turns: ['What cruises do you offer?'],
    question: 'And the shortest?',
    mustContain: ['Caribbean Explorer', '7 days'],
  },
  {
    id: 'conversation-cruises-cheapest-includes',
    turns: ['What cruises do you offer?'],
    question: 'What does the cheapest one include?',
    mustContain: ['Caribbean Explorer', 'balcony stateroom'],
  },
  {
    id: 'conversation-alaska-then-cheapest-cruise',
    turns: ['Tell me about the Alaska cruise'],
    question: 'What is the cheapest cruise?',
    mustContain: ['Caribbean Explorer', '$1,299'],
    mustNotContain: ['Alaska'],
  },
  {
    id: 'conversation-alaska-then-mediterranean',
    turns: ['How much is the Alaska cruise?'],
    question: 'What about the Mediterranean Grand?',
    mustContain: ['$2,899'],
    mustNotContain: ['$1,899'],
  },
  {
    id: 'conversation-saint-lucia-most-expensive',
    turns: ['What packages do you have in Saint Lucia?'],
    question: 'Which one is the most expensive?',
    mustContain: ['Luxury Escape', '$3,999'],
  },
  {
    id: 'conversation-saint-lucia-cheapest',
    turns: ['What packages do you have in Saint Lucia?'],
    question: 'Which is the cheapest?',
    mustContain: ['Family Paradise', '$1,599'],
  },
  {
    id: 'conversation-orlando-longest',
    turns: ['What trips do you have in Orlando?'],
    question: 'Which one is the longest?',
    mustContain: ['Family Fun Combo', '7-10 days'],
  },
  {
    id: 'conversation-disney-universal-cheaper',
    turns: ['How much is the Disney Magic package?', 'And the Universal Adventure?'],
    question: 'Which is cheaper?',
    mustContain: ['Universal Adventure', '$999'],
  },
  {
    id: 'conversation-luxury-family-paradise-length',
    turns: [
      { question: 'How much is the Luxury Escape?', mustContain: ['$3,999'] },
      { question: 'What about the Family Paradise?', mustContain: ['$1,599'] },
    ],
    question: 'How long is it?',
    mustContain: ['Family Paradise', '6-8 days'],
    mustNotContain: ['4-6 days'],
  },
  {
    id: 'conversation-detox-then-saint-lucia',
    turns: [
      {
        question: 'Tell me about detox tourism',
        mustContain: ['Africa Detox Tourism', 'Detox Tourism package', 'Visit Saint Lucia'],
      },
    ],
    question: 'How much is the Saint Lucia one?',
    mustContain: ['Detox Tourism', '$2,499'],
  },
  {
    id: 'conversation-detox-then-africa',
    turns: ['Tell me about detox tourism'],
    question: 'And the ones in Africa?',
    mustContain: ['Wellness Safari Retreat', 'African Spa Escape', 'Desert Detox Journey'],
  },
  {
    id: 'conversation-saint-lucia-list-then-detox',
    turns: ['What packages do you have in Saint Lucia?'],
    question: 'Tell me about the detox one',
    mustContain: ['volcanic mud'],
    mustNotContain: ['Wellness Safari Retreat'],
  },
  {
    id: 'conversation-africa-then-longest',
    turns: ['What packages do you have in Africa?'],
    question: 'Which one is the longest?',
    mustContain: ['Wellness Safari Retreat', '10-14 days'],
  },
  {
    id: 'conversation-package-then-quote',
    turns: ['Tell me about the Romantic Getaway'],
    question: 'How can I get a quote?',
    mustContain: ['/quote', '$50', 'free consultation'],
    mustLink: '/quote',
  },
  {
    id: 'conversation-consultation-then-free',
    turns: ['What is the consultation fee?'],
    question: 'Is there a free consultation?',
    mustContain: ['free consultation', '/quote'],
  },
  {
    id: 'conversation-cruises-then-group-discount',
    turns: ['What cruises do you offer?'],
    question: 'Is there a discount for groups?',
    mustContain: [/8 or more/],
    mustNotContain: ['Alaska'],
    mustLink: '/services/group-vacations',
  },
  {
    id: 'conversation-group-vacations-how-many',
    turns: ['Tell me about group vacations'],
    question: 'How many people do we need for group pricing?',
    mustContain: [/\b8 travellers\b/],
  },
  {
    id: 'conversation-family-reunion-group-size',
    turns: ['Tell me about the Caribbean Family Reunion'],
    question: 'How many people can come?',
    mustContain: ['8-20'],
  },
  {
    id: 'conversation-transfer-then-cruises',
    turns: ['How much is an airport transfer?'],
    question: 'What cruises do you offer?',
    mustContain: ['Caribbean Explorer', 'Alaska Adventure'],
    mustNotContain: ['$45'],
  },
  {
    id: 'conversation-consultation-then-package',
    turns: ['What is the consultation fee?'],
    question: 'How much is the Adventure Explorer?',
    mustContain: ['$1,899'],
    mustNotContain: ['$50'],
  },
  {
    id: 'conversation-consultation-credited',
    turns: ['What is the consultation fee?'],
    question: 'Is it credited to my trip?',
    mustContain: ['credited'],
  },
  {
    id: 'conversation-hours-then-package',
    turns: ['What are your opening hours?'],
    question: 'How much is the Family Paradise?',
    mustContain: ['$1,599'],
    mustNotContain: ['Saturday'],
  },
  {
    id: 'conversation-thanks-then-new-subject',
    turns: ['How much is the Romantic Getaway?', 'thanks'],
    question: 'Do you have a courier service?',
    mustContain: ['same day'],
    mustNotContain: ['$2,199'],
  },
  {
    id: 'conversation-cruise-then-person',
    turns: ['Tell me about the Alaska cruise'],
    question: 'Can I talk to a real person?',
    mustContain: [PHONE],
    expectHandoff: true,
  },
  {
    id: 'conversation-cruise-length-then-book',
    turns: ['Tell me about the Alaska cruise', { question: 'How long is it?', mustContain: ['8 days'] }],
    question: "I'd like to book it",
    mustContain: ['$1,899'],
    mustLink: '/quote',
  },
  {
    id: 'conversation-cruises-then-lines',
    turns: ['What cruises do you offer?'],
    question: 'Which cruise lines do you work with?',
    mustContain: ['Royal Caribbean', 'Disney Cruise Line'],
  },
  {
    id: 'conversation-hotel-then-flight',
    turns: ["What's the nightly rate at Pitons Bay Beach Resort?"],
    question: 'How much is the flight from Orlando to Saint Lucia?',
    mustContain: ['$489'],
    mustNotContain: ['$299'],
  },
  {
    id: 'conversation-saint-lucia-then-pickups',
    turns: ['Tell me about Saint Lucia'],
    question: 'Do you do airport pickups there?',
    mustContain: ['Airport Transfers'],
  },
  {
    id: 'conversation-romantic-then-includes-transfer',
    turns: ['Tell me about the Romantic Getaway'],
    question: 'Does it include a massage?',
    mustContain: [/yes/i, 'couples massage'],
  },
  {
    id: 'conversation-cheapest-then-book',
    turns: ['What is the cheapest cruise?'],
    question: 'Great, how do I book it?',
    mustContain: ['$1,299'],
    mustLink: '/quote',
  },
  {
    id: 'conversation-florida-cheapest-how-long',
    turns: [
      'What do you have in Central Florida?',
      { question: 'Which is the cheapest?', mustContain: ['Universal Adventure', '$999'] },
    ],
    question: 'How long is it?',
    mustContain: ['Universal Adventure', '3-5 days'],
  },
  {
    id: 'conversation-cruises-then-alaska-one',
    turns: [
      'What cruises do you offer?',
      { question: 'Tell me about the Alaska one', mustContain: ['Inside Passage'] },
    ],
    question: 'How long is it?',
    mustContain: ['Alaska Adventure', '8 days'],
  },
  {
    id: 'conversation-spa-escape-then-saint-lucia-detox',
    turns: ['Tell me about the African Spa Escape'],
    question: 'And the Saint Lucia detox?',
    mustContain: ['Detox Tourism', '$2,499'],
    mustNotContain: ['$3,299'],
  },
  {
    id: 'conversation-package-then-quote-for-it',
    turns: ['How much is the Romantic Getaway?'],
    question: 'Can I get a quote for it?',
    mustContain: ['$2,199', 'free consultation'],
    mustLink: '/quote',
  },
  {
    id: 'conversation-group-trips-then-discount',
    turns: ['Do you offer group trips?'],
    question: 'Do we get a discount with 10 people?',
    mustContain: [/8 or more/],
  },
  {
    id: 'conversation-costa-rica-group-size',
    turns: ['How much is the Costa Rica Adventure?'],
    question: 'How many people is it for?',
    mustContain: ['10-25'],
  },

  // Superlatives, quotes, group pricing and detox asked on their own
  {
    id: 'cheapest-cruise',
    question: 'What is the cheapest cruise?',
    mustContain: ['Caribbean Explorer', '$1,299'],
    mustNotContain: ['Alaska'],
  },
  { id: 'cheap-cruise', question: 'I want a cheap cruise', mustContain: ['Caribbean Explorer', '$1,299'] },
  {
    id: 'cheapest-cruise-costs-least',
    question: 'Which cruise costs the least?',
    mustContain: ['Caribbean Explorer', '$1,299'],
  },
  {
    id: 'most-expensive-cruise',
    question: 'Which is the most expensive cruise?',
    mustContain: ['Mediterranean Grand', '$2,899'],
  },
  {
    id: 'longest-cruise',
    question: 'What is the longest cruise?',
    mustContain: ['Mediterranean Grand', '10 days'],
  },
  {
    id: 'shortest-cruise',
    question: 'What is the shortest cruise?',
    mustContain: ['Caribbean Explorer', '7 days'],
  },
  {
    id: 'most-expensive-saint-lucia',
    question: 'Which Saint Lucia package is the most expensive?',
    mustContain: ['Luxury Escape', '$3,999'],
  },
  {
    id: 'cheapest-africa',
    question: 'Which Africa package is the cheapest?',
    mustContain: ['African Spa Escape', '$3,299'],
  },
  {
    id: 'quote-how',
    question: 'How do I request a quote?',
    mustContain: ['/quote', '$50', 'free consultation', '24 hours'],
    mustLink: '/quote',
    mustNotContain: ['Premium VIP'],
  },
  {
    id: 'quote-consultation-free',
    question: 'Is the consultation free?',
    mustContain: ['$50', 'free consultation'],
    mustLink: '/quote',
  },
  {
    id: 'group-pricing',
    question: 'Do you offer group pricing?',
    mustContain: [/8 or more/, 'Caribbean Family Reunion'],
    mustLink: '/services/group-vacations',
  },
  {
    id: 'group-pricing-how-many',
    question: 'How many travellers do we need for a group discount?',
    mustContain: [/8 or more/],
  },
  {
    id: 'detox-both',
    question: 'Do you offer detox trips?',
    mustContain: ['Africa Detox Tourism', 'Detox Tourism package', 'Visit Saint Lucia'],
    mustLink: '/africa-detox-tourism',
  },
  {
    id: 'detox-saint-lucia',
    question: 'Do you have a detox package in Saint Lucia?',
    mustContain: ['Detox Tourism', '$2,499'],
    mustNotContain: ['Wellness Safari Retreat'],
    mustLink: '/visit-saint-lucia',
  },
  {
    id: 'detox-africa',
    question: 'Do you offer detox tourism in Africa?',
    mustContain: ['Wellness Safari Retreat'],
    mustNotContain: ['volcanic'],
    mustLink: '/africa-detox-tourism',
  },
];
