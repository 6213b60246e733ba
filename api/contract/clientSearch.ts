/**
 * How the client list is searched and ordered, the one definition the server's list (and its
 * CSV) and the office's list on the device both apply, so a search finds the same clients in
 * the same order online and offline. Pure TypeScript: no Node or DOM imports.
 */

/** What the order reads of a client. */
export type ClientName = Pick<SearchableClient, 'id' | 'firstName' | 'lastName'>;

/** What a search and the order read of a client. */
export interface SearchableClient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
}

/**
 * Whether the client's full name ("first last") or e-mail address contains the search text,
 * ignoring case and the spaces around it. Every character matches as itself (a "%" finds a
 * "%"); an empty search matches everyone.
 */
export function matchesClientSearch(client: SearchableClient, search: string | null | undefined): boolean {
  const needle = (search ?? '').trim().toLowerCase();
  if (!needle) return true;
  const name = `${client.firstName} ${client.lastName}`.toLowerCase();
  return name.includes(needle) || client.email.toLowerCase().includes(needle);
}

// Case and nothing else ignored, so "de Souza" sorts next to "Dupont".
const names = new Intl.Collator('en', { sensitivity: 'accent' });

/** By last name, then first name, ignoring case; the id keeps namesakes in one order. */
export function compareClientsByName(a: ClientName, b: ClientName): number {
  return (
    names.compare(a.lastName, b.lastName) ||
    names.compare(a.firstName, b.firstName) ||
    (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
  );
}

/** The clients the search matches, in the list's order. */
export function searchClients<T extends SearchableClient>(
  clients: readonly T[],
  search?: string | null,
): T[] {
  return clients.filter((client) => matchesClientSearch(client, search)).sort(compareClientsByName);
}
