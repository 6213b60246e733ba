import type { SyncEntity } from '@contract/sync';

/** What people call a record: a client's name, an itinerary's title, an e-mail's subject. */
export function recordLabel(entity: SyncEntity, record: Record<string, unknown>): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  switch (entity) {
    case 'clients':
      return [text(record.firstName), text(record.lastName)].filter(Boolean).join(' ') || 'A client';
    case 'trip_plans':
      return text(record.name) || 'A trip plan';
    case 'emails':
      return text(record.subject) || 'An e-mail';
    default:
      return text(record.title) || ENTITY_NOUNS[entity];
  }
}

/** The kind of record, for sentences ("An itinerary was changed on another device"). */
export const ENTITY_NOUNS: Record<SyncEntity, string> = {
  clients: 'A client',
  itineraries: 'An itinerary',
  bookings: 'A booking',
  agent_quotes: 'A quote',
  proposals: 'A proposal',
  trip_plans: 'A trip plan',
  emails: 'An e-mail',
};
