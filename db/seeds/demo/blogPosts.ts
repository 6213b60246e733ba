/** The demo blog: twelve published articles (HTML), spread over 2026. */

export interface BlogPostSeed {
  slug: string;
  title: string;
  /** Slug of a blog category of the required seed. */
  category: string;
  excerpt: string;
  tags: string[];
  publishedAt: string;
  seoDescription: string;
  content: string;
}

export const blogPosts: readonly BlogPostSeed[] = [
  {
    slug: 'first-timers-guide-to-saint-lucia',
    title: "The First-Timer's Guide to Saint Lucia",
    category: 'saint-lucia',
    excerpt:
      'Where to stay, when to go and how to get around the island of the Pitons, from someone who has planned hundreds of Saint Lucia trips.',
    tags: ['saint-lucia', 'caribbean', 'first-trip', 'pitons'],
    publishedAt: '2026-01-13T14:00:00Z',
    seoDescription:
      'Plan your first Saint Lucia trip: the best areas to stay, the best time to visit and getting around.',
    content: `<p>Saint Lucia is small, just 27 miles from north to south, but it packs in volcanic peaks, rainforest, reef and some of the most romantic hotels in the Caribbean. The trick to a great first visit is choosing the right base and not trying to see everything at once.</p>
<h2>North or south: choosing where to stay</h2>
<p>The island has two personalities. The north, around Rodney Bay and Cap Estate, has the calmest beaches, the most restaurants and a lively Friday-night street party in Gros Islet. The south-west, around Soufriere, is where you find the Pitons, the drive-in volcano and the hotels with the famous views.</p>
<ul>
<li><strong>Rodney Bay:</strong> best for families, first-timers who like to walk to dinner, and anyone who wants nightlife.</li>
<li><strong>Soufriere:</strong> best for couples, hikers and anyone who wants to wake up facing the Pitons.</li>
<li><strong>Split stay:</strong> three or four nights in each gives you both, and the drive between them is a sightseeing day in itself.</li>
</ul>
<h2>When to go</h2>
<p>December to April is dry season, with the highest prices and the busiest resorts. May and June are our favourite months: the weather is still excellent, rates fall and the island is green. Hurricane season runs from June to November, but Saint Lucia is rarely hit directly; travel insurance is a sensible companion for any trip in that window.</p>
<h2>Getting around</h2>
<p>Most international flights land at Hewanorra (UVF) in the south, about 75 minutes from Rodney Bay and 50 minutes from Soufriere. The roads are winding and steep, so we recommend private transfers and a driver-guide for day trips rather than a rental car on a first visit. Water taxis between Soufriere and Marigot Bay are a beautiful alternative.</p>
<p>Ready to plan? Tell us how you like to travel and we will suggest the right resort, the right side of the island and the experiences worth your time.</p>`,
  },
  {
    slug: 'hiking-gros-piton-what-to-know',
    title: 'Hiking Gros Piton: What to Know Before You Climb',
    category: 'saint-lucia',
    excerpt:
      'The climb to the top of Saint Lucia’s most famous peak is steep but doable. Here is how fit you need to be, what to bring and how to book a guide.',
    tags: ['saint-lucia', 'hiking', 'adventure', 'pitons'],
    publishedAt: '2026-03-10T14:00:00Z',
    seoDescription:
      'Everything you need to know about hiking Gros Piton in Saint Lucia: difficulty, timing, guides and gear.',
    content: `<p>Gros Piton rises 2,619 feet straight out of the sea south of Soufriere, and standing on its summit is one of the great Caribbean experiences. It is a real climb rather than a stroll, but travellers with reasonable fitness reach the top every day.</p>
<h2>How hard is it?</h2>
<p>The trail is about 2.5 miles each way and climbs steadily over rocks and tree roots. Most hikers take two to two and a half hours up and around an hour and a half down. There is no technical climbing, but the last third is steep and your legs will know about it the next day.</p>
<h2>Guides and permits</h2>
<p>All hikers must go with a guide from the Gros Piton Tour Guides Association, based at the trailhead in the village of Fond Gens Libres. The guides are local, knowledgeable and patient, and they set the pace for the group. We book your guide in advance and arrange the transfer from your hotel, so you arrive early while the mountain is still cool.</p>
<h2>What to bring</h2>
<ul>
<li>Closed-toe shoes with good grip (trail runners or light hiking boots).</li>
<li>At least two litres of water per person, plus a snack for the summit.</li>
<li>Sunscreen, a hat and a light rain jacket: showers come and go quickly.</li>
<li>Cash for the guide’s tip and a cold drink at the bottom.</li>
</ul>
<h2>Make a day of it</h2>
<p>After the hike, soak your legs at the Sulphur Springs mud baths or the Diamond Falls mineral baths, both a short drive away. Many of our clients finish with a late lunch overlooking the Pitons they just conquered. Start early, ideally at 7am, to avoid the midday heat.</p>`,
  },
  {
    slug: 'saint-lucia-festivals-jazz-and-carnival',
    title: 'Planning Around Saint Lucia’s Festivals: Jazz, Carnival and Creole Heritage',
    category: 'saint-lucia',
    excerpt:
      'From May’s jazz and arts festival to July’s carnival and October’s Creole celebrations, here is how to time your trip to the island’s biggest events.',
    tags: ['saint-lucia', 'festivals', 'culture', 'events'],
    publishedAt: '2026-05-05T14:00:00Z',
    seoDescription:
      'Saint Lucia festival guide: Jazz and Arts Festival, Carnival and Jounen Kwéyòl, with planning tips.',
    content: `<p>Saint Lucians know how to celebrate, and timing a trip around one of the island’s festivals adds music, food and colour you will not find the rest of the year. Each one also fills hotels quickly, so early planning pays off.</p>
<h2>Saint Lucia Jazz and Arts Festival (May)</h2>
<p>Concerts on Pigeon Island and in venues around Rodney Bay mix international headliners with Caribbean artists in every style from jazz to soca and R&amp;B. The open-air shows on Pigeon Island, with the sea on three sides, are the highlight.</p>
<h2>Saint Lucia Carnival (July)</h2>
<p>Two weeks of calypso competitions, fetes and parades culminate in the two days of Carnival Monday and Tuesday in Castries, when masquerade bands fill the streets. Joining a band means a costume, drinks and a place in the parade; we can arrange band packages and the transfers you will need.</p>
<h2>Jounen Kwéyòl (October)</h2>
<p>Creole Day celebrates the island’s language and heritage. Villages host food fairs with bouyon, accra and green fig and saltfish, and everyone wears madras plaid. It is the best day of the year to meet the island beyond the resorts.</p>
<h2>Planning tips</h2>
<ul>
<li>Book flights and rooms four to six months ahead for Jazz and Carnival weeks.</li>
<li>Stay in the north if the events are your priority; most take place around Castries and Gros Islet.</li>
<li>Build in a quiet day after Carnival Tuesday. You will need it.</li>
</ul>
<p>Tell us which festival you have in mind and we will build the trip around it.</p>`,
  },
  {
    slug: 'orlando-theme-parks-plan-around-wait-times',
    title: 'Orlando Theme Parks: How to Plan Your Days Around Wait Times',
    category: 'central-florida',
    excerpt:
      'Rope drop, midday breaks and evening rides: a practical plan for spending less time in line at Walt Disney World and Universal Orlando.',
    tags: ['central-florida', 'theme-parks', 'orlando', 'family'],
    publishedAt: '2026-02-17T14:00:00Z',
    seoDescription:
      'Spend less time in line at Orlando theme parks with a simple day plan built around wait times.',
    content: `<p>The difference between a great theme-park day and an exhausting one is rarely the park; it is the plan. Waits for headline rides swing from ten minutes to two hours over a single day, and they follow patterns you can use.</p>
<h2>Arrive before opening</h2>
<p>The first hour of the day is the most valuable. Be at the gate 30 to 45 minutes before the official opening and head straight for the ride with the longest typical wait. Hotel guests with early entry get an extra half hour; that alone can save you two hours later.</p>
<h2>Take the middle of the day off</h2>
<p>Crowds and heat peak between noon and 4pm. Go back to the hotel pool, have a long lunch or see an indoor show. Families with young children who take a midday break last much longer into the evening, when waits fall again.</p>
<h2>Use live wait times</h2>
<p>Our Visit Central Florida page shows live wait times for the parks, refreshed every five minutes. A simple rule of thumb:</p>
<ul>
<li><strong>Up to 20 minutes:</strong> go now, it will not get better.</li>
<li><strong>21 to 45 minutes:</strong> fine for a favourite ride, or check back after a show.</li>
<li><strong>Over 45 minutes:</strong> skip it for now unless you have a paid skip-the-line reservation.</li>
</ul>
<h2>Decide on skip-the-line options before you go</h2>
<p>Both resorts sell ways to skip the regular queue. They are worth it on busy days and for short visits, less so in quiet weeks. We look at your dates and the crowd calendar and tell you honestly whether they are worth the money.</p>`,
  },
  {
    slug: 'beyond-the-parks-central-florida',
    title: 'Beyond the Parks: Springs, Space and Wildlife in Central Florida',
    category: 'central-florida',
    excerpt:
      'Crystal-clear springs, rocket launches and airboat rides: the Central Florida most visitors never see, all within an hour or two of Orlando.',
    tags: ['central-florida', 'nature', 'space-coast', 'day-trips'],
    publishedAt: '2026-06-09T14:00:00Z',
    seoDescription:
      'The best Central Florida day trips beyond the theme parks: springs, Kennedy Space Center and wildlife.',
    content: `<p>Orlando’s theme parks get the headlines, but some of our clients’ favourite Florida memories happen outside them. Add one or two of these days to a park trip, or build a whole Florida Explorer itinerary around them.</p>
<h2>Swim in the springs</h2>
<p>Central Florida sits on an aquifer that bubbles up in dozens of springs at a constant 72°F. Wekiwa Springs is 30 minutes from downtown Orlando, and Blue Spring State Park is famous for the manatees that shelter there from November to March. Arrive early: parks close their gates when they reach capacity.</p>
<h2>Visit the Space Coast</h2>
<p>Kennedy Space Center Visitor Complex is an hour east of Orlando and worth a full day, from the Saturn V rocket to the space shuttle Atlantis. If a launch is scheduled during your stay, we can arrange viewing tickets; there is nothing quite like feeling the rumble across the water.</p>
<h2>Meet the wildlife</h2>
<ul>
<li><strong>Airboat tours</strong> on the St. Johns River and Lake Tohopekaliga get you close to alligators and wading birds.</li>
<li><strong>Merritt Island National Wildlife Refuge</strong>, next to the space center, is one of the best birding spots in the country.</li>
<li><strong>Kayaking</strong> on the Wekiva River is calm enough for beginners and older children.</li>
</ul>
<h2>End with a beach day</h2>
<p>Cocoa Beach is an hour away on the Atlantic; the Gulf beaches of Clearwater and St. Pete are about two hours west and have the softer sand and the sunsets. A rental car gives you the freedom for these days, and we plan a route that avoids the worst of the traffic.</p>`,
  },
  {
    slug: 'where-to-stay-in-orlando',
    title: 'Where to Stay in Orlando: On-Property Hotels, Vacation Homes or International Drive?',
    category: 'central-florida',
    excerpt:
      'Each option saves you something: time, money or space. How to choose the right Orlando base for your group and your park plans.',
    tags: ['central-florida', 'orlando', 'hotels', 'family'],
    publishedAt: '2026-09-15T14:00:00Z',
    seoDescription:
      'Compare Orlando accommodation: theme-park resort hotels, vacation homes and International Drive hotels.',
    content: `<p>Where you sleep in Orlando shapes the whole trip: how early you reach the parks, how much you spend on meals and whether everyone has room to spread out after a long day. There is no single right answer, but there is a right answer for you.</p>
<h2>Theme-park resort hotels</h2>
<p>Staying at a hotel inside Walt Disney World or Universal Orlando brings early park entry, free transport to the gates and the feeling of never leaving the vacation. The cost is higher room rates and on-site dining prices. They are ideal for shorter trips where every park hour counts.</p>
<h2>Vacation homes</h2>
<p>The communities around Kissimmee and Davenport are full of homes with private pools, games rooms and full kitchens. For a family of five or more, or two families travelling together, a home often costs less than two hotel rooms and makes rest days genuinely restful. You will want a rental car.</p>
<h2>International Drive</h2>
<p>I-Drive sits between the two resorts and the convention center, with hotels at every price, restaurants within walking distance and easy access to Universal. It is our usual choice for business travellers and for groups who want to mix parks with other attractions.</p>
<h2>Questions we ask before recommending</h2>
<ul>
<li>How many park days, and at which resort?</li>
<li>Will you have a car?</li>
<li>Do you want to cook some meals?</li>
<li>Does anyone need a quiet afternoon by the pool?</li>
</ul>
<p>Tell us your answers and we will shortlist three places to stay, with the real cost of each once transport and meals are included.</p>`,
  },
  {
    slug: 'choosing-your-first-caribbean-cruise',
    title: 'Choosing Your First Caribbean Cruise',
    category: 'cruises',
    excerpt:
      'Eastern or Western route, big ship or small, inside cabin or balcony: the decisions that matter most when you book your first Caribbean sailing.',
    tags: ['cruises', 'caribbean', 'first-cruise', 'tips'],
    publishedAt: '2026-01-27T14:00:00Z',
    seoDescription: 'How to choose your first Caribbean cruise: routes, ships, cabins and what is included.',
    content: `<p>A Caribbean cruise is one of the easiest ways to see several islands in a week, and Florida’s ports make it easy to start. But the choice is huge, and the cheapest fare is rarely the best value. These are the questions we walk first-time cruisers through.</p>
<h2>Eastern, Western or Southern Caribbean?</h2>
<ul>
<li><strong>Eastern:</strong> the Bahamas, the Virgin Islands and Puerto Rico. More sea days, classic white-sand beaches.</li>
<li><strong>Western:</strong> Mexico’s Cozumel and Costa Maya, Belize, Honduras. Mayan ruins, reefs and adventure excursions.</li>
<li><strong>Southern:</strong> Aruba, Barbados, Saint Lucia and beyond. More ports and fewer sea days, usually on longer sailings.</li>
</ul>
<h2>Pick the ship for the onboard life</h2>
<p>On a seven-night cruise you spend at least half your waking hours on board. Families tend to love the largest ships with water parks and kids’ clubs. Couples who want quiet may prefer premium lines with fewer children and better dining. We match the ship to the way you like to spend a day.</p>
<h2>Is a balcony worth it?</h2>
<p>For a first cruise in the Caribbean, we usually say yes. Morning coffee looking at a new island, fresh air and natural light make a small cabin feel larger. If the budget is tight, an ocean-view cabin on a lower deck is a good compromise and moves less in rough weather.</p>
<h2>Know what is included</h2>
<p>Cruise fares include your cabin, main restaurants and entertainment. Drinks, specialty restaurants, Wi-Fi, gratuities and excursions are extra. Our Caribbean Explorer package starts at $1,299 per person for seven nights, and we list every extra before you book so there are no surprises at the end of the week.</p>`,
  },
  {
    slug: 'alaska-cruise-season-when-to-go',
    title: 'Alaska Cruise Season: When to Go and What to Pack',
    category: 'cruises',
    excerpt:
      'May brings lower prices and snowy peaks, July the warmest days, September the northern lights. A month-by-month guide to Alaska’s short cruise season.',
    tags: ['cruises', 'alaska', 'packing', 'wildlife'],
    publishedAt: '2026-04-14T14:00:00Z',
    seoDescription:
      'The best time for an Alaska cruise, month by month, and a packing list for the Inside Passage.',
    content: `<p>Alaska’s cruise season runs from early May to late September, and every month has something different to offer. Our Alaska Adventure sailing is eight days through the Inside Passage, and the month you choose changes the experience more than the ship does.</p>
<h2>Month by month</h2>
<ul>
<li><strong>May:</strong> the lowest fares, snow still on the mountains, fewer crowds in port. Evenings are cool.</li>
<li><strong>June:</strong> the longest days, with light until almost midnight; wildflowers and active wildlife.</li>
<li><strong>July and August:</strong> the warmest weather and peak salmon runs, which bring out the bears. Also the busiest and most expensive weeks.</li>
<li><strong>September:</strong> autumn colour, falling prices and a real chance of seeing the northern lights on clear nights.</li>
</ul>
<h2>Glaciers and wildlife</h2>
<p>Choose an itinerary that includes a day of scenic cruising in Glacier Bay or Tracy Arm; watching ice calve into the sea is unforgettable. Humpback whales feed in these waters all summer, and a whale-watching excursion from Juneau has very high success rates.</p>
<h2>What to pack</h2>
<p>Alaska weather can change several times in a day, so pack layers rather than bulk:</p>
<ul>
<li>A waterproof jacket with a hood.</li>
<li>A fleece or light down layer, plus a warm hat and gloves for glacier days.</li>
<li>Comfortable waterproof shoes for wet ports.</li>
<li>Binoculars: the one item clients always say they are glad they brought.</li>
</ul>
<p>Adding a few days on land in Denali National Park turns a cruise into a full Alaska adventure; ask us about cruise-and-land combinations.</p>`,
  },
  {
    slug: 'florida-cruise-port-transfers',
    title: 'Getting to Your Cruise: Port Canaveral and Port Tampa Bay Transfers',
    category: 'cruises',
    excerpt:
      'How much time to leave between landing and sailing, which port is closer to which airport, and why a private transfer beats the ship’s bus.',
    tags: ['cruises', 'transport', 'florida', 'port-transfers'],
    publishedAt: '2026-08-11T14:00:00Z',
    seoDescription:
      'Plan transfers from Orlando and Tampa airports to Port Canaveral and Port Tampa Bay for your cruise.',
    content: `<p>Every year some cruisers watch their ship leave without them because a flight was late or the road to the port was jammed. A little planning makes embarkation day the relaxed start to a holiday that it should be.</p>
<h2>Which airport for which port?</h2>
<ul>
<li><strong>Port Canaveral:</strong> about 45 minutes from Orlando International (MCO) in normal traffic.</li>
<li><strong>Port Tampa Bay:</strong> about 15 minutes from Tampa International (TPA), but over 90 minutes from Orlando.</li>
</ul>
<p>Flying into the nearest airport saves time and money on the transfer, even when the flight is slightly more expensive.</p>
<h2>How much time should you leave?</h2>
<p>Our firm advice: fly in the day before. Ships must leave on schedule, and a single delayed connection can cost you the cruise. A night near the airport or the port also lets you start the holiday rested. If you must fly on the day, land no later than 11am for an afternoon departure and choose a non-stop flight.</p>
<h2>Private transfer or cruise line bus?</h2>
<p>Cruise line coaches are convenient but wait until they are full, and on the way home they often leave you at the airport hours early. A private transfer leaves when you are ready, takes your whole party and your luggage, and can stop for groceries or a pre-cruise lunch on the way.</p>
<h2>Our port shuttle service</h2>
<p>Our drivers meet you at arrivals, track your flight and know the port traffic patterns on busy embarkation days. We serve Port Canaveral and Port Tampa Bay from the airports, hotels and vacation homes across Central Florida, and Castries cruise port in Saint Lucia.</p>`,
  },
  {
    slug: 'plan-a-family-reunion-trip',
    title: 'How to Plan a Family Reunion Trip Without the Stress',
    category: 'group-travel',
    excerpt:
      'Three generations, a dozen opinions and one shared holiday. A step-by-step plan for a reunion everyone enjoys, including the organiser.',
    tags: ['group-travel', 'family-reunion', 'caribbean', 'planning'],
    publishedAt: '2026-03-24T14:00:00Z',
    seoDescription:
      'Step-by-step family reunion travel planning: destinations, budgets, rooms and activities for all ages.',
    content: `<p>Family reunions are some of the most rewarding trips we plan, and some of the most complex. The organiser often ends up as travel agent, banker and referee. It does not have to be that way.</p>
<h2>Start with the dates and the budget</h2>
<p>Send a short survey before choosing anything: possible dates, a comfortable budget per person and any mobility or dietary needs. Choosing a destination only after you know those answers avoids the most common reunion argument.</p>
<h2>Choose a place that works for every age</h2>
<p>All-inclusive resorts in the Caribbean are popular for good reason: one price covers meals and activities, grandparents can relax by the pool while teenagers go snorkelling, and nobody argues over restaurant bills. Our Caribbean Family Reunion package is built for groups of 8 to 20.</p>
<h2>Keep the schedule light</h2>
<ul>
<li>One group dinner at the start and one at the end.</li>
<li>One shared outing, such as a catamaran day or a family photo session.</li>
<li>Everything else optional, so each household can do its own thing.</li>
</ul>
<h2>Let each household pay its own way</h2>
<p>We set up a group booking where every household pays its own deposit and balance directly, with reminders sent automatically. The organiser never has to chase a cousin for money again.</p>
<h2>Book accessible rooms first</h2>
<p>Accessible rooms and connecting family rooms are limited at every resort. We secure them first, then build the rest of the room block around them. Start planning nine to twelve months ahead for school-holiday dates.</p>`,
  },
  {
    slug: 'group-travel-budgeting-deposits-room-blocks',
    title: 'Group Travel Budgeting: Deposits, Room Blocks and Who Pays What',
    category: 'group-travel',
    excerpt:
      'Room blocks, attrition clauses and payment schedules explained in plain language, so your group trip stays on budget and on good terms.',
    tags: ['group-travel', 'budgeting', 'room-blocks', 'planning'],
    publishedAt: '2026-10-20T14:00:00Z',
    seoDescription:
      'A plain-language guide to group travel budgets: room blocks, attrition, deposits and payment plans.',
    content: `<p>Group travel offers real savings, from discounted room rates to free places for organisers. It also comes with contracts and deadlines that catch first-time organisers out. Here is what to know before you sign anything.</p>
<h2>Room blocks and attrition</h2>
<p>A room block reserves a set number of rooms at a group rate until a cut-off date. An attrition clause says how many of those rooms you must actually fill, often 80 percent, before penalties apply. Always ask for a block slightly smaller than your best guess; it is easier to add rooms than to pay for empty ones.</p>
<h2>Deposits and payment schedules</h2>
<ul>
<li><strong>Initial deposit:</strong> usually a fixed amount per person or per room, to hold space.</li>
<li><strong>Interim payments:</strong> common for cruises and tours; monthly instalments make large trips affordable.</li>
<li><strong>Final payment:</strong> typically 60 to 90 days before departure, after which cancellations become expensive.</li>
</ul>
<h2>Who pays what?</h2>
<p>Decide early whether the trip is one shared budget or each traveller paying individually. Individual payments are fairer and simpler for reunions and friend groups; a single invoice suits companies and churches paying from one account. We can run either, and send reminders so the organiser is not the debt collector.</p>
<h2>Protect the trip</h2>
<p>With many travellers, the chance that someone needs to cancel is high. Travel insurance bought soon after the deposit covers most reasons for cancellation. Our Group &amp; Event Planning consultation includes a review of every contract before you sign, so there are no surprises at the cut-off date.</p>`,
  },
  {
    slug: 'business-travel-checklist-conventions-expos',
    title: 'The Business Travel Checklist for Conventions and Expos',
    category: 'business-travel',
    excerpt:
      'Registration, room blocks, shipping and shuttles: the convention checklist we use for teams of every size, from two attendees to fifty.',
    tags: ['business-travel', 'conventions', 'checklist', 'teams'],
    publishedAt: '2026-07-14T14:00:00Z',
    seoDescription:
      'A practical convention and expo travel checklist for business teams: timing, hotels, transport and expenses.',
    content: `<p>A convention is expensive for every company that sends people, and small travel mistakes cost real sales time. This is the checklist we work through with our corporate clients, starting several months before the show.</p>
<h2>Three to six months before</h2>
<ul>
<li>Register attendees early; rates rise and workshops fill up.</li>
<li>Book into the official hotel block or a hotel connected to the venue. A five-minute walk is worth a higher rate.</li>
<li>Confirm the travel policy: cabin class, per-diems and who approves changes.</li>
</ul>
<h2>One to two months before</h2>
<ul>
<li>Ticket flights as a group so the team arrives together.</li>
<li>Book airport shuttles or a private van instead of separate taxis.</li>
<li>Reserve a private room for the client dinner; the best restaurants near big shows book out weeks ahead.</li>
<li>Ship booth materials with tracking and a buffer day.</li>
</ul>
<h2>The week of the show</h2>
<p>Send every traveller a one-page itinerary with flight times, hotel confirmation numbers, the shuttle schedule and a single number to call if anything changes. Our Executive and Team Travel clients get that number answered by a person, not a call centre, throughout the trip.</p>
<h2>After the show</h2>
<p>Collect receipts while they are fresh and compare the real costs with the budget. We send a single trip summary per traveller, ready for expenses, and note what to improve for next year’s show.</p>
<p>Download our Business Travel checklist from the services page, or let us run the whole thing for you.</p>`,
  },
];
