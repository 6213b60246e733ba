import { describe, expect, it } from 'vitest';
import { pageJsonLd, pageTitle } from './pageHead';

describe('pageTitle', () => {
  it('adds the brand to a page title, and shows the brand alone at home', () => {
    expect(pageTitle('Travel Services')).toBe('Travel Services | Island Bridge Travel');
    expect(pageTitle()).toBe('Island Bridge Travel');
  });

  it('keeps the brand once when the title already ends with it, whatever the separator', () => {
    for (const title of [
      'Packing for the Pitons | Island Bridge Travel',
      'Packing for the Pitons — Island Bridge Travel',
      'Packing for the Pitons - island bridge travel',
      'Packing for the Pitons – Island Bridge Travel ',
    ]) {
      expect(pageTitle(title), title).toBe('Packing for the Pitons | Island Bridge Travel');
    }
    expect(pageTitle('Island Bridge Travel')).toBe('Island Bridge Travel');
  });

  it('leaves the brand inside a title alone', () => {
    expect(pageTitle('Why Island Bridge Travel Plans Group Trips')).toBe(
      'Why Island Bridge Travel Plans Group Trips | Island Bridge Travel',
    );
  });
});

describe('pageJsonLd', () => {
  it('adds a BreadcrumbList from the home page when the page gives its trail', () => {
    const entries = pageJsonLd(
      {
        title: 'Business Travel | Island Bridge Travel',
        description: 'Trips for work.',
        breadcrumbs: [
          { name: 'Services', path: '/services' },
          { name: 'Business Travel', path: '/services/business-travel' },
        ],
      },
      'https://travel.example/services/business-travel',
      'https://travel.example',
    );
    expect(entries.map((entry) => entry['@type'])).toEqual(['WebPage', 'BreadcrumbList']);
    expect(entries[1].itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://travel.example/' },
      { '@type': 'ListItem', position: 2, name: 'Services', item: 'https://travel.example/services' },
      {
        '@type': 'ListItem',
        position: 3,
        name: 'Business Travel',
        item: 'https://travel.example/services/business-travel',
      },
    ]);
  });

  it('has no BreadcrumbList for a page without a trail (the home page)', () => {
    const entries = pageJsonLd(
      { title: 'Island Bridge Travel', description: 'Home.' },
      'https://x.example/',
      'https://x.example',
    );
    expect(entries.map((entry) => entry['@type'])).toEqual(['WebPage']);
  });
});
