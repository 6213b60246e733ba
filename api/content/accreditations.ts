/**
 * The industry accreditations and credentials the agency's advisors hold, with the short name a
 * badge shows. The footer carries them on every page; the about page lists them first among
 * its certifications. A module of its own, so the footer does not bring the about page's copy.
 */
export interface Accreditation {
  /**
   * What the badge reads: the body and, where it has one, the credential's initials; short
   * enough for every badge to share one width.
   */
  badge: string;
  name: string;
}

export const accreditations: readonly Accreditation[] = [
  { badge: 'CLIA ACC', name: 'CLIA Accredited Cruise Counsellor (ACC)' },
  { badge: 'CLIA MCC', name: 'CLIA Master Cruise Counsellor (MCC)' },
  { badge: 'CTA', name: 'The Travel Institute Certified Travel Associate (CTA)' },
  { badge: 'CTC', name: 'The Travel Institute Certified Travel Counselor (CTC)' },
  { badge: 'ASTA VTA', name: 'ASTA Verified Travel Advisor (VTA)' },
  { badge: 'IATAN', name: 'IATAN Accredited Travel Professional' },
  { badge: 'GBTA GTP', name: 'GBTA Global Travel Professional (GTP)' },
  { badge: 'Travel Leaders', name: 'Travel Leaders Network Certified Advisor' },
];
