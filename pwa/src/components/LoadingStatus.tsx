import { Spin } from 'antd';

/**
 * antd's spinner with a name that assistive technology reads. A label needs a role to be
 * announced, and Spin renders a plain div, so a label put on Spin itself is an ARIA error.
 */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label}>
      <Spin />
    </div>
  );
}
