import { formatMoney } from '@contract/money';

/** Fields holding integer minor units: shown as money, edited in dollars. */
export const MONEY_FIELDS = new Set(['totalCost', 'cost', 'budget', 'totalValue']);

export function isMoneyField(field: string): boolean {
  return MONEY_FIELDS.has(field);
}

/** "totalCost" -> "Total cost": the wire names read as words. */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function describeItem(item: unknown): string {
  if (item && typeof item === 'object' && !Array.isArray(item)) {
    const named = item as Record<string, unknown>;
    const name = named.name ?? named.title ?? named.description ?? named.label;
    if (typeof name === 'string' && name.trim()) return name.trim();
    return describeObject(named);
  }
  return formatValue('', item);
}

function describeObject(value: Record<string, unknown>): string {
  const parts = Object.entries(value)
    .filter(([, inner]) => inner !== null && inner !== undefined && inner !== '')
    .map(([key, inner]) => `${fieldLabel(key)}: ${describeItem(inner)}`);
  return parts.length > 0 ? parts.join('; ') : '(empty)';
}

/** A stored value as a person reads it: money as money, lists as lists, nothing as "(empty)". */
export function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'number' && isMoneyField(field)) return formatMoney(value);
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value)) return value.length > 0 ? value.map(describeItem).join(', ') : '(empty)';
  if (typeof value === 'object') return describeObject(value as Record<string, unknown>);
  return String(value);
}

const relative = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/** "Synced 2 minutes ago" style wording of how long ago `iso` was. */
export function timeAgo(iso: string, now: number): string {
  const seconds = Math.max(0, Math.round((now - new Date(iso).getTime()) / 1000));
  if (seconds < 45) return 'just now';
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return relative.format(-minutes, 'minute');
  const hours = Math.round(minutes / 60);
  if (hours < 24) return relative.format(-hours, 'hour');
  return relative.format(-Math.round(hours / 24), 'day');
}
