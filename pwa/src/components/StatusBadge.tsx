import { Tag } from 'antd';

/**
 * Status colours of the Agent Office: quotes draft grey, sent blue, accepted green, declined
 * red, expired orange; itineraries and bookings confirmed green, completed blue, cancelled
 * red, draft or pending gold; proposals draft grey, sent blue, viewed purple, accepted green,
 * rejected red; e-mails draft grey, sent blue, delivered cyan, read green, failed red.
 */
const COLOURS: Record<string, string> = {
  draft: 'default',
  pending: 'gold',
  sent: 'blue',
  viewed: 'purple',
  delivered: 'cyan',
  read: 'green',
  accepted: 'green',
  confirmed: 'green',
  completed: 'blue',
  declined: 'red',
  rejected: 'red',
  cancelled: 'red',
  failed: 'red',
  expired: 'orange',
};

/** A stored status or type as people read it: "confirmed" → "Confirmed". */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

export function StatusBadge({ status }: { status: string }) {
  return <Tag color={COLOURS[status] ?? 'default'}>{statusLabel(status)}</Tag>;
}
