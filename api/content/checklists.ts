/**
 * What each service checklist says: the documents to
 * carry, what to pack, a timeline from eight weeks out to the day of travel, local knowledge
 * for Saint Lucia and Central Florida, and how to reach the agency. One source for both
 * editions: the API draws the PDF from it (GET /api/checklists/generate/{slug}) and
 * scripts/generate-checklists.ts writes the plain-text files under pwa/public/checklists.
 * Titles and file paths are in services.ts, which the public pages load; this module is large
 * and only the server and the script read it. Pure data and text: no Node or DOM imports.
 */
import { brand } from '../contract/brand.ts';
import { checklists, type Checklist, type ChecklistSlug } from './services.ts';

export interface TimelineStep {
  /** "8 weeks before", "Day of travel". */
  when: string;
  tasks: readonly string[];
}

export interface ChecklistGuide extends Checklist {
  /** Who the checklist is for and how to use it. */
  intro: string;
  documents: readonly string[];
  packing: readonly string[];
  timeline: readonly TimelineStep[];
  /** Local facts worth knowing before you go: plain notes, nothing to tick. */
  goodToKnow: readonly string[];
}

type GuideContent = Omit<ChecklistGuide, keyof Checklist>;

/** The section titles, in the order both editions print them. */
export const checklistHeadings = {
  documents: 'Documents',
  packing: 'What to Pack',
  timeline: 'Timeline',
  goodToKnow: 'Good to Know',
  contact: 'Contact Us',
} as const;

/** The agency's contacts as every checklist closes with them. */
export const checklistContacts: readonly string[] = [
  `Phone: ${brand.phone}`,
  `E-mail: ${brand.email}`,
  `Hours: ${brand.hours.weekdays}, ${brand.hours.saturday} (${brand.hours.timezone})`,
];

export const checklistClosing =
  'Questions? Book a consultation on our Quote page and an agent will help you plan.';

const content: Record<ChecklistSlug, GuideContent> = {
  'business-travel': {
    intro:
      'For meetings, conventions and expos in Orlando, Tampa, Saint Lucia or wherever your company sends you. Tick each line off as you go; your agent can take care of any of it for you.',
    documents: [
      'Passport valid for at least six months beyond your return date on international trips',
      "REAL ID-compliant driver's licence or a passport for US domestic flights (required since May 7, 2025)",
      'Visa or travel authorisation where needed: ESTA for visitors to the US under the Visa Waiver Program, eTA to fly into Canada',
      'Trip approval and your company travel policy (class of travel, hotel rate cap, per diem)',
      'Flight, hotel and car confirmations, with loyalty numbers and your Known Traveler Number (TSA PreCheck) on each booking',
      'Conference registration confirmation and badge pick-up details',
      'Corporate card, a backup card, and your expense app signed in',
      'Health insurance card and the details of any company travel-assistance cover',
    ],
    packing: [
      'Laptop, phone and their chargers, plus a portable battery',
      'Your presentation on the laptop, in the cloud and on a USB drive',
      'Plug adapter: Saint Lucia uses UK-style three-pin sockets at 230 V; the US uses two flat pins at 120 V',
      'Business cards, or a digital card ready to share',
      'Clothes for the dress code of each meeting and event, and one spare shirt or blouse',
      'Comfortable shoes for convention floors, where you can walk several miles a day',
      'A light layer for air-conditioned meeting rooms',
      'Prescription medicines in your carry-on, in their original packaging',
      'A refillable water bottle and a few snacks for long sessions',
    ],
    timeline: [
      {
        when: '8 weeks before',
        tasks: [
          'Get the trip approved and share dates, budget and travel policy with your agent',
          'Register for the event and note the cut-off date of the hotel room block',
          'Book flights and a hotel near the venue, with loyalty and Known Traveler numbers added',
          'Check passport validity and apply for any visa or ESTA now',
        ],
      },
      {
        when: '2 weeks before',
        tasks: [
          'Confirm airport transfers or a rental car at both ends',
          'Settle the meeting agenda and book client dinners',
          'Share the final itinerary with your manager, your team and our office',
          'Check your phone plan for roaming, or buy a local eSIM',
        ],
      },
      {
        when: '48 hours before',
        tasks: [
          'Check in online (it usually opens 24 hours before departure) and save the boarding pass on your phone',
          "Reconfirm the hotel, the transfers and the first meeting's time and place",
          'Check the weather, pack and charge every device',
          'Download offline maps and the apps of your airline, hotel and event',
        ],
      },
      {
        when: 'Day of travel',
        tasks: [
          'Leave for the airport with 2 hours to spare on domestic flights and 3 hours on international ones',
          'Keep documents, chargers and the presentation in your carry-on',
          'Photograph receipts as you go for your expense report',
          'Tell your driver or our office at once if your flight changes, so we can rebook around it',
        ],
      },
    ],
    goodToKnow: [
      'The Orange County Convention Center in Orlando is about 20 minutes from Orlando International Airport (MCO); hotels on International Drive are a walk or a short shuttle ride away.',
      'Tampa International (TPA) is about 15 minutes from downtown Tampa and the Tampa Convention Center.',
      "In Saint Lucia most business addresses are in the north, around Castries and Rodney Bay: regional flights land at George F. L. Charles (SLU) in Castries, while from Hewanorra (UVF) in the south it's about 90 minutes by road.",
      'Keep every receipt (hotel folio, taxis, meals): we can send one consolidated invoice per trip for your accounts team.',
    ],
  },

  'group-vacation': {
    intro:
      "For family reunions, friends' getaways and company retreats. One organiser keeps this list and shares the packing list with everyone. Special pricing applies to groups of 8 or more travellers.",
    documents: [
      'Final traveller list with full names exactly as they appear on each passport, and dates of birth',
      'A passport for every traveller, children included, valid at least six months beyond the return date',
      'A signed, notarised consent letter for any child travelling without both parents or guardians',
      'Rooming or cabin list: who shares with whom, bed types and connecting rooms',
      "Deposit receipts and each traveller's final payment date",
      'Travel insurance policy numbers for each traveller',
      'Dietary needs, allergies, accessibility and medical notes, kept by the organiser',
      "An emergency contact sheet with every traveller's mobile number",
    ],
    packing: [
      'Copies of passports and the contact sheet, on paper and in a shared folder',
      'Swimwear, cover-ups and reef-safe sunscreen for Caribbean stays',
      'One smart outfit for the group dinner or celebration',
      'Matching T-shirts or colours for group photos and for finding each other in crowds',
      'Decorations, banners or small gifts for the occasion',
      "Each traveller's medicines in their carry-on, plus a small shared first-aid kit",
      'A multi-port USB charger to share in each room',
      "Plug adapters for Saint Lucia (UK-style three-pin sockets) for anyone's US-only devices",
    ],
    timeline: [
      {
        when: '8 weeks before',
        tasks: [
          'Lock the traveller list and collect passport names and dates of birth',
          'Confirm the rooming list and any connecting-room requests',
          'Remind everyone of their final payment date (often 60 to 90 days before departure)',
          'Encourage travel insurance: cover for pre-existing conditions usually needs buying soon after the first payment',
          'Book the private dinner, excursions and group activities',
        ],
      },
      {
        when: '2 weeks before',
        tasks: [
          'Share the final itinerary, flight times and transfer schedule with everyone',
          'Confirm dietary and accessibility requests with the resort or cruise line',
          'Start the group chat and share the emergency contact sheet',
          'Check every passport one last time',
        ],
      },
      {
        when: '48 hours before',
        tasks: [
          'Make sure everyone has checked in online and has a boarding pass',
          'Reconfirm group transfers with every flight number and arrival time',
          'Send the meeting point and time for departure day',
        ],
      },
      {
        when: 'Day of travel',
        tasks: [
          'Meet at the agreed point with time to spare; count heads before security and before the transfer leaves',
          'Keep the contact sheet and our office number on every phone',
          'Tell the transfer company or our office at once about any delayed traveller',
        ],
      },
    ],
    goodToKnow: [
      'Airline tickets must match passports exactly and name corrections can cost a change fee, so check every spelling before we ticket.',
      'Arrivals spread across the day cost more in transfers: where you can, choose flights that land within a couple of hours of each other.',
      'In Saint Lucia most resorts are in the north around Rodney Bay or near Soufrière in the south-west; from Hewanorra (UVF) allow about 90 minutes to the north and about an hour to Soufrière.',
      'In Orlando, a resort near the parks lets meetings and free time share one hotel; Orlando International (MCO) is about 25 to 35 minutes from the Disney and Universal areas.',
    ],
  },

  'private-transport': {
    intro:
      "For airport transfers, cruise-port shuttles, city tours and VIP rides in Central Florida and Saint Lucia. Send us these details when you book and keep your driver's number handy on the day.",
    documents: [
      'Booking confirmation with the pickup date, time and vehicle',
      'Flight number, or ship name and disembarkation time, so your driver can track your arrival',
      'Exact pickup and drop-off addresses, with the hotel name and any gate code',
      'Number of passengers and pieces of luggage, including golf bags, strollers, wheelchairs or surfboards',
      'Ages of children who need a car seat or booster',
      'Your mobile number, with roaming or WhatsApp working abroad',
      "Your driver's name and contact number, sent before the pickup",
      'Date, time and address of the return trip',
    ],
    packing: [
      'Passports and valuables in a bag that rides with you, not in the trunk',
      'A charged phone and its cable',
      'Small bills for gratuities if they are not prepaid',
      'Water and snacks for long transfers, such as Hewanorra to the north of Saint Lucia',
      "A motion-sickness remedy for Saint Lucia's winding hill roads",
      'A light jacket: vehicles are air-conditioned',
      'Your own car seat if your child is used to it, or ask us to fit one',
    ],
    timeline: [
      {
        when: '8 weeks before',
        tasks: [
          'Book transfers for busy dates (holidays, spring break, cruise days) as soon as your flights are booked',
          'Choose between one van for the group or separate cars',
          'Plan any city tour: Orlando and the Space Coast, or Castries, Soufrière and the Pitons',
        ],
      },
      {
        when: '2 weeks before',
        tasks: [
          'Send final flight numbers, arrival times and addresses',
          'Request child seats, extra luggage space or accessibility needs',
          "For cruise days, check your ship's boarding window and disembarkation time",
        ],
      },
      {
        when: '48 hours before',
        tasks: [
          "Reconfirm the pickup time and place and save your driver's number",
          'Tell us about any change in flights, passengers or luggage',
        ],
      },
      {
        when: 'Day of travel',
        tasks: [
          'Switch your phone on as soon as you land: your driver is tracking your flight',
          'Meet your driver at the agreed point (at airports, usually baggage claim, with a name sign)',
          "Call your driver or our office if you can't find each other, rather than leaving with an unbooked driver",
          'Check the vehicle for phones, passports and sunglasses before it drives away',
        ],
      },
    ],
    goodToKnow: [
      'Florida law requires children through age 5 to ride in a car seat or booster: tell us their ages and we fit the right one.',
      'Port Canaveral is about 45 minutes from Orlando International (MCO) and about an hour from the Disney area; Port Tampa Bay is about 90 minutes from Orlando.',
      'On disembarkation day ships start letting guests off from about 7 AM: for the flight home, choose one after noon.',
      "Saint Lucia drives on the left. From Hewanorra (UVF) allow about 90 minutes to Rodney Bay and about an hour to Soufrière; George F. L. Charles (SLU) is ten minutes from Castries' cruise port.",
      'Gratuities: 15 to 20 percent is customary for drivers in Florida; in Saint Lucia 10 to 15 percent is appreciated.',
    ],
  },

  'cruise-vacation': {
    intro:
      'For Caribbean, Mediterranean and Alaska sailings, including departures from Port Canaveral and Port Tampa Bay. Most items take minutes to sort out; missing one can cost you the ship.',
    documents: [
      'Passport valid at least six months beyond the end of the cruise. A closed-loop sailing from the US accepts a birth certificate and photo ID, but only a passport lets you fly home from a foreign port',
      'Visas or electronic travel authorisations for the countries on your route, especially on Europe and Canada itineraries',
      "The cruise line's online check-in completed, with your boarding time",
      "Boarding documents saved in the cruise line's app and printed",
      'Luggage tags printed and attached',
      'A credit card for your onboard account',
      'Travel insurance with medical evacuation cover',
      "Shore excursion confirmations and the port agent's phone number from your cruise documents",
    ],
    packing: [
      'A carry-on day bag with documents, medicines, swimwear, sunscreen and a change of clothes: checked bags can reach your cabin in the evening',
      'An outfit for formal or elegant nights',
      'Light layers and a rain jacket; warm clothes and binoculars for Alaska',
      'Reef-safe sunscreen, a hat and sunglasses',
      'A motion-sickness remedy (ask your doctor about patches)',
      'A refillable water bottle and a lanyard for your cruise card',
      'A USB charger with several ports; leave surge protectors, clothes irons and candles at home, as cruise lines confiscate them',
      'Water shoes for rocky beaches and snorkelling',
    ],
    timeline: [
      {
        when: '8 weeks before',
        tasks: [
          'Final payment made (most lines need it 75 to 90 days before sailing)',
          'Flights booked to arrive the day before embarkation',
          'Shore excursions, specialty dining and spa times booked as they open',
          'Passports checked and any visa applied for',
        ],
      },
      {
        when: '2 weeks before',
        tasks: [
          'Complete online check-in and choose your arrival time at the port',
          'Book the pre-cruise hotel and the transfer to the port',
          'Budget daily gratuities (most lines charge them per guest per day) and decide on drink and Wi-Fi packages',
        ],
      },
      {
        when: '48 hours before',
        tasks: [
          'Print luggage tags and boarding documents',
          'Check the forecast for each port and pack for it',
          'Put medicines, documents and valuables in your carry-on',
        ],
      },
      {
        when: 'Day of travel',
        tasks: [
          'Arrive at the port at your chosen time, not hours early',
          'Hand checked bags to the porters (a few dollars a bag is customary)',
          'Keep your day bag with you until your cabin is ready',
          'Complete the safety drill (muster) before the ship sails',
          'In every port, be back on board by the all-aboard time, at least 30 minutes before departure',
        ],
      },
    ],
    goodToKnow: [
      'Port Canaveral is about 45 minutes from Orlando International (MCO); Port Tampa Bay is about 20 minutes from Tampa International (TPA).',
      "Ships don't wait for guests on independent tours who come back late; excursions booked through the cruise line are waited for.",
      'A midship cabin on a lower deck moves least in rough seas.',
      'In Saint Lucia ships dock in Castries: Soufrière and the Pitons are about 75 minutes away by road, or a scenic boat ride.',
    ],
  },

  'saint-lucia': {
    intro:
      'For romantic getaways, adventures, family holidays and wellness stays on the island of the Pitons, from agents who know it first-hand.',
    documents: [
      'Passport valid for your whole stay; we recommend six months beyond your return date',
      'Return or onward ticket: immigration asks to see it on arrival',
      'Visa check: US, Canadian, UK and most EU citizens need no visa for a holiday; other nationalities, ask us',
      'Hotel name and address for the immigration form',
      'Travel insurance covering medical care and evacuation',
      'Confirmations for your transfers, tours and special dinners',
      "Your driver's licence, if you plan to rent a car: the rental company sells the temporary local permit you need",
    ],
    packing: [
      'Reef-safe sunscreen, a wide-brimmed hat and sunglasses',
      'Insect repellent for evenings and rainforest trails',
      'Hiking shoes with good grip for Gros Piton or the rainforest',
      "Dark swimwear you don't mind staining at the Sulphur Springs mud baths",
      'Water shoes for rocky beaches and river pools',
      'A light rain jacket: showers pass quickly, especially from June to November',
      'Plug adapter: sockets are UK-style three-pin (Type G) at 230 V, so check your devices are dual voltage',
      'A dry bag for boat trips and snorkelling',
      'A smart-casual outfit for resort restaurants',
    ],
    timeline: [
      {
        when: '8 weeks before',
        tasks: [
          'Choose your arrival airport: most flights from the US land at Hewanorra (UVF) in the south',
          'Book the airport transfer, or a helicopter hop from UVF to the north (about 15 minutes)',
          'Reserve in-demand experiences: a Gros Piton guide, a catamaran day, spa treatments',
          'Check passports and buy travel insurance',
        ],
      },
      {
        when: '2 weeks before',
        tasks: [
          'Book restaurants for special nights',
          'Plan a day in Soufrière: Sulphur Springs, Diamond Falls and the botanical gardens',
          'Arrange roaming, or a local SIM or eSIM',
        ],
      },
      {
        when: '48 hours before',
        tasks: [
          'Check in online and reconfirm your transfer with your flight number',
          'Pack small US bills or Eastern Caribbean dollars for tips and markets',
          'Check the forecast and any tropical storm advisories (hurricane season runs June to November)',
        ],
      },
      {
        when: 'Day of travel',
        tasks: [
          'Keep your passport, return ticket and hotel address at hand for immigration',
          'Meet your driver outside arrivals; the drive north winds through the hills, so take a motion-sickness remedy if you need one',
          'Use a card or change a little money at the airport: US dollars are widely accepted too',
        ],
      },
    ],
    goodToKnow: [
      'The currency is the Eastern Caribbean dollar (XCD), fixed at about 2.70 to the US dollar; cards work at most resorts and restaurants.',
      'Traffic drives on the left, and roads are steep and winding: allow extra time for every drive.',
      'Many bills already include a 10 percent service charge: check before adding a tip.',
      'Gros Piton is climbed with a local guide from the trailhead at Fond Gens Libre; allow three to five hours and start early.',
      'Friday night in Gros Islet means the street party: music, grilled fish and local rum.',
      'From Hewanorra (UVF) it takes about 90 minutes by road to Rodney Bay and about an hour to Soufrière; George F. L. Charles (SLU) is in Castries.',
    ],
  },

  'central-florida': {
    intro:
      'For theme-park vacations in Orlando and the days beyond the parks: Walt Disney World, Universal Orlando, the Space Coast, the springs and the Gulf beaches.',
    documents: [
      'Park tickets linked in the My Disney Experience or Universal Orlando Resort app',
      'Hotel confirmation, with any resort fee and parking charge noted',
      'Dining reservations (Walt Disney World opens them 60 days ahead)',
      'Lightning Lane (Disney) or Express Pass (Universal) bookings, if you buy them',
      "Driver's licence and credit card for the rental car, and a plan for tolls: many Orlando roads are cashless",
      "REAL ID-compliant driver's licence or passport for US domestic flights",
      'For visitors from abroad: passport with an ESTA or visa, and travel insurance',
      'Health insurance card',
    ],
    packing: [
      'Comfortable, broken-in walking shoes: a park day is often 8 to 10 miles',
      'Sunscreen, a hat, sunglasses and a refillable water bottle',
      'A rain poncho: summer afternoons bring short, heavy thunderstorms',
      'A portable phone battery: the park apps drain batteries fast',
      'A small backpack that passes the bag check (Disney and Universal do not allow selfie sticks)',
      'A light sweater for air-conditioned restaurants and shows',
      'Zip-top bags for phones on water rides',
      'Blister plasters',
      'Swimwear for the hotel pool, a water park or a springs day',
    ],
    timeline: [
      {
        when: '8 weeks before',
        tasks: [
          'Buy park tickets and link them to the apps',
          'Book Disney dining as soon as the 60-day window opens, character meals first',
          'Book the airport transfer or rental car',
          'Draft a park-by-day plan with a rest day in the middle',
        ],
      },
      {
        when: '2 weeks before',
        tasks: [
          'Check park hours, early entry and special events for your dates',
          'Decide on Lightning Lane or Express Pass and note when you can book',
          'Plan a day beyond the parks: Kennedy Space Center, the Gulf beaches or a springs day',
        ],
      },
      {
        when: '48 hours before',
        tasks: [
          'Check the forecast and pack ponchos and sunscreen',
          'Check in online and reconfirm your transfer',
          'Charge phones and batteries; install the park apps and sign in',
        ],
      },
      {
        when: 'Day of travel',
        tasks: [
          'Drink water all day: Florida heat and humidity catch visitors out',
          'Arrive at the parks early or stay late: midday is the busiest and hottest time',
          'Follow the live wait times on our Visit Central Florida page',
        ],
      },
    ],
    goodToKnow: [
      'Orlando International (MCO) is about 25 to 35 minutes from the Disney and Universal areas by road.',
      'From June to September expect heat, humidity and afternoon thunderstorms; outdoor rides pause when lightning is near.',
      'Hurricane season runs June to November: travel insurance and flexible bookings are worth having.',
      'Kennedy Space Center is about an hour away and Clearwater Beach about two; Blue Spring State Park has manatees from November to March.',
      'Florida adds sales tax to tickets and purchases and hotels add tourist taxes, so budget a little above listed prices.',
    ],
  },
};

/** Every checklist with its content, in the order the services page lists them. */
export const checklistGuides: readonly ChecklistGuide[] = checklists.map((checklist) => ({
  ...checklist,
  ...content[checklist.slug],
}));

export function findChecklistGuide(slug: string): ChecklistGuide | undefined {
  return checklistGuides.find((guide) => guide.slug === slug);
}

/** "Island-Bridge-Travel-Business-Travel-Checklist.pdf": the agency and the checklist, readable. */
export function checklistPdfFileName(guide: Checklist): string {
  const words = `${brand.name} ${guide.title}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return `${words.join('-')}.pdf`;
}

// ---------------------------------------------------------------------------------------------
// The plain-text edition

const TEXT_WIDTH = 76;

/** Words laid in lines of at most TEXT_WIDTH characters; later lines start with `hang`. */
function wrapText(text: string, lead: string, hang = ' '.repeat(lead.length)): string[] {
  const lines: string[] = [];
  let line = lead;
  let empty = true;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (!empty && line.length + 1 + word.length > TEXT_WIDTH) {
      lines.push(line);
      line = hang + word;
    } else {
      line = empty ? line + word : `${line} ${word}`;
    }
    empty = false;
  }
  lines.push(line);
  return lines;
}

const ticks = (items: readonly string[]) => items.flatMap((item) => wrapText(item, '[ ] '));

/** The checklist as a text file to print and tick off: 76 columns, LF line ends, UTF-8. */
export function checklistText(guide: ChecklistGuide): string {
  const section = (title: string, lines: string[]) => [title.toUpperCase(), ...lines];
  const blocks: string[][] = [
    [`${brand.name} - ${guide.title}`.toUpperCase(), `${brand.phone} | ${brand.email}`],
    wrapText(guide.intro, ''),
    section(checklistHeadings.documents, ticks(guide.documents)),
    section(checklistHeadings.packing, ticks(guide.packing)),
    section(checklistHeadings.timeline, []),
    ...guide.timeline.map((step) => [step.when, ...ticks(step.tasks)]),
    section(
      checklistHeadings.goodToKnow,
      guide.goodToKnow.flatMap((note) => wrapText(note, '- ')),
    ),
    section(
      checklistHeadings.contact,
      checklistContacts.flatMap((line) => wrapText(line, '', '  ')),
    ),
    wrapText(checklistClosing, ''),
  ];
  return `${blocks.map((block) => block.join('\n')).join('\n\n')}\n`;
}

/** Each text file as the site serves it: its path under pwa/public and its content. */
export function checklistTextFiles(): { path: string; text: string }[] {
  return checklistGuides.map((guide) => ({ path: guide.staticPath, text: checklistText(guide) }));
}
