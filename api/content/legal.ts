import { brand } from '../contract/brand.ts';
import type { LegalTopic } from './legalTopics.ts';

export interface LegalSection {
  heading: string;
  paragraphs?: readonly string[];
  list?: readonly string[];
}

export interface LegalNotice {
  title: string;
  updated: string;
  intro: string;
  sections: readonly LegalSection[];
}

const UPDATED = 'November 1, 2026';
const contactLine = `${brand.legalName}, Orlando, Florida. E-mail ${brand.email}, telephone ${brand.phone} (${brand.hours.weekdays}, ${brand.hours.saturday}, ${brand.hours.timezone} time).`;

const privacy: LegalNotice = {
  title: 'Privacy Policy',
  updated: UPDATED,
  intro: `${brand.legalName} ("${brand.name}", "we", "us") is a small travel agency based in Florida. This policy explains what personal information we collect through this website and when we plan your travel, why we collect it, who we share it with, how long we keep it and the choices you have.`,
  sections: [
    {
      heading: 'What we collect',
      list: [
        'Quote requests: your first and last name, e-mail address, phone number, group name, number of travellers, travel dates, the kinds of travel you are interested in, budget range, departure city or airport and any special requests.',
        'Contact messages: your name, e-mail address, subject, message and, if you give one, your budget.',
        'Newsletter sign-up: your e-mail address and, if you give them, your first and last name.',
        'Consultation payments: when you pay a consultation fee, PayPal processes the payment. We receive the order number, amount, package, status and the name and e-mail address on the payment; we never see or store your card or bank details.',
        'Client accounts: your name, e-mail address, a securely hashed password, and the itineraries, bookings and quotes we prepare for you. For a booking we may also need dates of birth, passport details, loyalty numbers and an emergency contact, which you give us directly.',
        `Travel assistant chat: the messages you send to ${brand.assistantName}, our AI travel assistant, so the conversation can continue if you reload the page. Please do not type passport or payment details into the chat.`,
        'Blog comments: the name, e-mail address and comment you submit. Your e-mail address is never published.',
        'Technical data: our server records the IP address, browser type, date and page of each request in its logs, to keep the site secure and working.',
      ],
    },
    {
      heading: 'How we use it',
      list: [
        'To answer your questions and prepare quotes, itineraries and proposals.',
        'To make and manage bookings with airlines, hotels, cruise lines, transfer companies and other suppliers on your behalf.',
        'To confirm payments and credit your consultation fee toward your trip.',
        'To send the newsletter you signed up for; every issue has an unsubscribe link.',
        'To protect the site against abuse and fraud, and to meet our legal, tax and accounting obligations.',
      ],
      paragraphs: [
        'We do not use your information for automated decisions that affect you, and we do not build advertising profiles.',
      ],
    },
    {
      heading: 'Who we share it with',
      list: [
        'Travel suppliers, only as far as your booking requires (for example the names and passport details an airline must have).',
        'PayPal, which processes consultation payments under its own privacy statement.',
        'Service providers that run parts of our business for us: website hosting, e-mail delivery, our newsletter service and the AI provider behind the travel assistant. They may use the information only to provide their service to us.',
        'Authorities, when the law requires it or to protect the safety of a traveller.',
      ],
      paragraphs: [
        'We do not sell or rent your personal information, and we do not share it for cross-context behavioural advertising.',
        'Many of our trips go to Saint Lucia and other countries, so booking details are sent to suppliers outside the United States when you travel there.',
      ],
    },
    {
      heading: 'Cookies',
      paragraphs: [
        'We use only the cookies the site needs to work: a session cookie and the security token that protects our forms. See Cookie Settings in the footer for the details.',
      ],
    },
    {
      heading: 'How long we keep it',
      list: [
        'Quote requests and contact messages: three years after our last contact with you, unless they lead to a booking.',
        'Booking, payment and invoice records: seven years, as tax and accounting rules require.',
        'Newsletter details: until you unsubscribe.',
        'Travel assistant conversations: twelve months.',
        'Client accounts: until you ask us to close the account, then as for bookings.',
        'Server logs: thirty days.',
      ],
    },
    {
      heading: 'Your rights and choices',
      paragraphs: [
        'You may ask us for a copy of the personal information we hold about you, ask us to correct it, or ask us to delete it where we are not required to keep it. You may unsubscribe from the newsletter at any time and object to any use of your information you did not expect. Residents of California and other states with privacy laws have these rights by law; we extend them to everyone.',
        `To make a request, write to ${brand.email}. We acknowledge requests within 24 hours and complete them within 30 days. We will not treat you differently for using these rights.`,
      ],
    },
    {
      heading: 'Security',
      paragraphs: [
        'The site is served over an encrypted connection, passwords are stored only as one-way hashes, and access to client records is limited to the agents who plan your trip. No system is perfectly secure; if we learn of a breach that affects you, we will tell you promptly.',
      ],
    },
    {
      heading: 'Children',
      paragraphs: [
        'This site is not directed at children under 13 and we do not knowingly collect their information online. Details of children travelling with a family are provided by, and handled for, their parent or guardian.',
      ],
    },
    {
      heading: 'Changes to this policy',
      paragraphs: [
        'If we change this policy we will update the date above, and tell clients and subscribers by e-mail about any important change.',
      ],
    },
    { heading: 'Contact us', paragraphs: [contactLine] },
  ],
};

const terms: LegalNotice = {
  title: 'Terms of Service',
  updated: UPDATED,
  intro: `These terms apply when you use this website or ask ${brand.name} to plan or book travel for you. By using the site or our services you agree to them.`,
  sections: [
    {
      heading: 'Our role',
      paragraphs: [
        'We are a travel agency. We arrange travel services provided by independent suppliers such as airlines, hotels, resorts, cruise lines, tour operators and transfer companies, and we act as their agent. Each supplier’s own terms, including its cancellation, change and refund rules, apply to your booking; we share them with you before you pay.',
      ],
    },
    {
      heading: 'Consultations and fees',
      list: [
        'Standard Planning: $50. Premium VIP: $199. Group & Event Planning: $299. Travel Insurance Guidance: $25. Rush Planning: $49 additional fee.',
        'Consultation fees are paid in advance through PayPal and are credited toward the final cost of a trip you book with us.',
        'A fee is refundable until our planning work has started; after that it is not refundable, but it remains credited toward a booking for twelve months.',
      ],
    },
    {
      heading: 'Quotes, prices and payment',
      paragraphs: [
        'Quotes and package prices on this site are "from" prices per person in US dollars, based on shared occupancy, and are not guaranteed until a booking is confirmed; supplier prices and availability change. Deposits and final payments are due on the dates each supplier sets, which we confirm in writing. If a payment is late the supplier may cancel the booking and apply its penalties.',
      ],
    },
    {
      heading: 'Changes and cancellations',
      paragraphs: [
        'If you change or cancel a booking, the supplier’s penalties apply and we pass them on at cost. If a supplier changes or cancels your travel, we will help you with the alternatives or refunds the supplier offers.',
      ],
    },
    {
      heading: 'Travel documents, health and insurance',
      paragraphs: [
        'Each traveller is responsible for holding a valid passport, any visas, and meeting the entry and health requirements of every country visited, including Saint Lucia. We will point you to the official requirements, but they can change without notice. We strongly recommend travel insurance that covers cancellation and medical costs; we can guide you through the options.',
      ],
    },
    {
      heading: 'Using this website',
      list: [
        'Keep your account password private; you are responsible for what is done with your account.',
        'Do not misuse the site: no attempts to break its security, overload it, or submit content that is unlawful, abusive or not yours to share.',
        `The travel assistant, ${brand.assistantName}, gives general information and can make mistakes. Confirm anything important with an agent before you rely on it.`,
        'Links to partner websites open in a new tab and are governed by those sites’ own terms; we may earn a commission from them at no cost to you.',
        'The site’s text, images and game are ours or used with permission; you may share links to them but not copy them for commercial use.',
      ],
    },
    {
      heading: 'Limitation of liability',
      paragraphs: [
        'We plan carefully, but we are not responsible for the acts or omissions of suppliers, or for events outside our control such as weather, strikes or government action. To the extent the law allows, our liability to you for any claim is limited to the fees you paid us for the service concerned.',
      ],
    },
    {
      heading: 'Governing law',
      paragraphs: [
        'These terms are governed by the laws of the State of Florida. Any dispute will be handled by the courts of Orange County, Florida, unless the law of your home state gives you another choice.',
      ],
    },
    {
      heading: 'Changes to these terms',
      paragraphs: ['We may update these terms; the version in force when you book applies to that booking.'],
    },
    { heading: 'Contact us', paragraphs: [contactLine] },
  ],
};

const cookies: LegalNotice = {
  title: 'Cookie Settings',
  updated: UPDATED,
  intro:
    'This site uses only the cookies and browser storage it needs to work. We use no advertising, analytics or tracking cookies, so there is nothing to switch off here.',
  sections: [
    {
      heading: 'Cookies we set',
      list: [
        'travel.sid and travel.sid.sig (__Host-travel.sid and __Host-travel.sid.sig over https; strictly necessary): the session cookie and its signature. They keep you signed in and hold the security token described below. They are sent only to this site and cannot be read by scripts. A signed-in session ends after 2 hours without use for agency staff, 14 days for clients, and 30 days after signing in in any case.',
        'Security token (strictly necessary): a random code kept in your session and sent with every form, so that no other website can submit a form here in your name (cross-site request forgery protection). It is not a separate cookie and identifies nothing about you.',
      ],
    },
    {
      heading: 'Storage in your browser',
      list: [
        `The travel assistant remembers whether its panel is open and which conversation is yours, so ${brand.assistantName} can pick up where you left off.`,
        'When you sign in we remember who is signed in, so the site shows the right buttons straight away.',
        'Agents who install the Agent Office keep their work in the browser so it is available offline.',
        'Signing out or clearing your browser data removes these entries.',
      ],
    },
    {
      heading: 'Other websites',
      paragraphs: [
        'Links to partners, our podcast, store and social profiles open those sites in a new tab, and the transport booking form on our transportation page is provided by our transport partner. Those sites set their own cookies under their own policies.',
      ],
    },
    {
      heading: 'Your choices',
      paragraphs: [
        'You can block or delete cookies in your browser settings. If you block the session cookie, you will still be able to read the site, but you will not be able to sign in or send forms.',
        `Questions about cookies: ${brand.email}.`,
      ],
    },
  ],
};

/** The policies behind the footer buttons (legalTopics.ts), loaded with the dialog that shows them. */
export const legalNotices: Record<LegalTopic, LegalNotice> = { privacy, terms, cookies };
