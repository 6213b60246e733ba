import { Tag } from 'antd';
import { dashboardStatusColour, type StatusColour } from '@contract/dashboard';
import { statusLabel } from '@pwa/components/StatusBadge';

const TAG_COLOURS: Record<StatusColour, string> = {
  green: 'green',
  yellow: 'gold',
  red: 'red',
  grey: 'default',
};

/** A trip's or booking's status in the dashboard's colours, always with its word. */
export function StatusTag({ status }: { status: string }) {
  return <Tag color={TAG_COLOURS[dashboardStatusColour(status)]}>{statusLabel(status)}</Tag>;
}
