import { brand } from '@contract/brand';

export type LegalTopic = 'privacy' | 'terms' | 'cookies';

/** Short plain-language notices behind the footer buttons. */
export const legalNotices: Record<LegalTopic, { button: string; title: string; paragraphs: string[] }> = {
  privacy: {
    button: 'Privacy Policy',
    title: 'Privacy Policy',
    paragraphs: [
      `${brand.name} collects only what it needs to plan your trip: your name, contact details and the travel preferences you share with us in forms, chats and e-mails.`,
      'We use this information to answer you, prepare quotes and book travel on your behalf. We share it with suppliers (airlines, hotels, cruise lines, transfer partners) only as far as a booking requires, and we never sell it.',
      `To see, correct or delete your data, write to ${brand.email} and we will reply within 24 hours.`,
    ],
  },
  terms: {
    button: 'Terms of Service',
    title: 'Terms of Service',
    paragraphs: [
      'Our consultation fee covers research and planning and is credited toward the final cost of a trip you book with us.',
      'Bookings are subject to the terms of each supplier (airline, hotel, cruise line or transfer company), including their cancellation and change policies, which we share with you before you pay.',
      "Prices and availability are confirmed at the moment of booking. Travel documents, visas and insurance remain the traveller's responsibility; we are glad to guide you through them.",
    ],
  },
  cookies: {
    button: 'Cookie Settings',
    title: 'Cookie Settings',
    paragraphs: [
      'This site uses only the cookies it needs to work: one that keeps you signed in and one that protects forms against cross-site requests.',
      "We do not use advertising or tracking cookies, so there is nothing to switch off. Pages that open partner sites in a new tab follow those sites' own cookie policies.",
    ],
  },
};
