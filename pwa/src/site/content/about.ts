import { brand } from '@contract/brand';

/** The site specification section 2, About page copy. */
export const aboutCopy = {
  title: `About ${brand.name}`,
  lead: 'A certified travel agency bridging Saint Lucia and Central Florida, planning trips the way we would plan our own.',
  mission: [
    'Our mission is simple: make travel feel effortless. We listen first, then design itineraries that fit how you like to travel, whether that is a conference in Orlando, a family reunion on a Caribbean beach or a quiet wellness retreat.',
    'Because we live and work between the island and Florida, our recommendations come from experience, not brochures.',
  ],
  team: [
    {
      title: 'Become an Agent',
      text: 'Turn your love of travel into a business with training, tools and supplier access.',
    },
    {
      title: 'Plans & Pricing',
      text: 'Compare membership plans and choose the one that fits your goals.',
    },
    {
      title: 'Grab an Opportunity',
      text: 'Join a growing team focused on island, group and theme-park travel.',
    },
  ],
} as const;
