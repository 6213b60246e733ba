import { lazy, Suspense, useState } from 'react';
import { lightIcon } from '@pwa/components/icons';
import ShareAltOutlinedSvg from '@ant-design/icons-svg/es/asn/ShareAltOutlined';
import { buttonClassName } from '@pwa/components/buttonClassName';
import type { ShareTarget } from './share';

const ShareAltOutlined = lightIcon(ShareAltOutlinedSvg);

// antd's Dropdown brings the whole Menu (about 30 KB gzip): fetch it on the first open only.
const ShareDropdown = lazy(async () => ({ default: (await import('./ShareDropdown')).ShareDropdown }));

export type ShareMenuProps = ShareTarget & { className?: string };

/**
 * The header's Share menu; every prop is optional (current address, brand name, description).
 * Until first used it is a plain button, which the dropdown then wraps, already open.
 */
export function ShareMenu({ className, ...target }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  const trigger = (
    <button
      type="button"
      className={buttonClassName({ className })}
      aria-haspopup="menu"
      aria-expanded={open}
      onClick={
        requested
          ? undefined
          : () => {
              setRequested(true);
              setOpen(true);
            }
      }
    >
      <ShareAltOutlined aria-hidden />
      Share
    </button>
  );

  if (!requested) return trigger;
  return (
    <Suspense fallback={trigger}>
      <ShareDropdown target={target} open={open} onOpenChange={setOpen}>
        {trigger}
      </ShareDropdown>
    </Suspense>
  );
}
