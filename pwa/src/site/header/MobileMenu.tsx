import { lazy, Suspense, useState } from 'react';
import { lightIcon } from '@pwa/components/icons';
import MenuOutlinedSvg from '@ant-design/icons-svg/es/asn/MenuOutlined';
import { buttonClassName } from '@pwa/components/buttonClassName';
import { useLocation } from 'react-router-dom';

const MenuOutlined = lightIcon(MenuOutlinedSvg);

// The drawer's code is fetched on the first open: most visitors on wide screens never need it.
const MobileMenuDrawer = lazy(async () => ({
  default: (await import('./MobileMenuDrawer')).MobileMenuDrawer,
}));

export const MOBILE_MENU_ID = 'mobile-menu';

/** The small-screen menu toggle; the drawer repeats the navigation and the session buttons. */
export function MobileMenu({ className }: { className?: string }) {
  const { pathname } = useLocation();
  // The menu is open for the path it was opened on, so any navigation (a menu item, Logout's
  // redirect, the back button) closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const [requested, setRequested] = useState(false);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);

  return (
    <>
      <button
        type="button"
        className={buttonClassName({ type: 'text', className })}
        aria-label={open ? 'Close menu' : 'Open menu'}
        aria-expanded={open}
        aria-controls={MOBILE_MENU_ID}
        onClick={() => {
          setRequested(true);
          setOpen(!open);
        }}
      >
        <MenuOutlined aria-hidden />
      </button>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
