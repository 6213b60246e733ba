import { describe, expect, it } from 'vitest';
import { compareClientsByName, matchesClientSearch, searchClients } from './clientSearch.ts';

const client = (id: string, firstName: string, lastName: string, email = `${id}@example.org`) => ({
  id,
  firstName,
  lastName,
  email,
});

describe('client search', () => {
  const jordan = client('1', 'Jordan', 'Baptiste', 'j.baptiste@example.org');
  const keisha = client('2', 'Keisha', 'Brown', 'keisha.b@example.org');

  it('finds a client by a piece of the full name or the address, ignoring case and outer spaces', () => {
    expect(matchesClientSearch(jordan, 'jordan BAP')).toBe(true);
    expect(matchesClientSearch(keisha, '  KEISHA.B@ ')).toBe(true);
    expect(matchesClientSearch(keisha, 'jordan')).toBe(false);
  });

  it('matches every character as itself and lets an empty search through', () => {
    expect(matchesClientSearch(jordan, '%')).toBe(false);
    expect(matchesClientSearch(client('3', '50%', 'Off'), '%')).toBe(true);
    expect(matchesClientSearch(jordan, '')).toBe(true);
    expect(matchesClientSearch(jordan, undefined)).toBe(true);
  });

  it('orders by last then first name ignoring case, namesakes by id', () => {
    const list = [
      client('c', 'Ann', 'Zed'),
      client('b', 'Bea', 'abel'),
      client('a', 'Al', 'Abel'),
      client('e', 'Marc', 'Dupont'),
      client('d', 'Rui', 'de Souza'),
      client('f', 'Al', 'Abel'),
    ];
    expect([...list].sort(compareClientsByName).map((found) => found.id)).toEqual([
      'a',
      'f',
      'b',
      'd',
      'e',
      'c',
    ]);
    expect(searchClients(list, 'abel').map((found) => found.id)).toEqual(['a', 'f', 'b']);
  });
});
