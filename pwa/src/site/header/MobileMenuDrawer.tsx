import { Drawer } from 'antd';
import { AntdTheme } from '@pwa/app/AntdTheme';
import { brand } from '@contract/brand';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { paths } from '@contract/sitePaths';
import { MainNav } from './MainNav';
import { SessionActions } from './SessionActions';
import { MOBILE_MENU_ID } from './MobileMenu';

interface Props {
  open: boolean;
  onClose: () => void;
}

export function MobileMenuDrawer({ open, onClose }: Props) {
  return (
    <AntdTheme>
      <Drawer
        id={MOBILE_MENU_ID}
        title={brand.name}
        placement="right"
        size={300}
        open={open}
        onClose={onClose}
        className="mobile-menu"
      >
        <MainNav label="Mobile" className="mobile-menu__nav" onNavigate={onClose} />
        <div className="mobile-menu__actions">
          <ButtonLink to={paths.quote} type="primary" block onClick={onClose}>
            Get Quote
          </ButtonLink>
          <SessionActions block onNavigate={onClose} />
        </div>
      </Drawer>
    </AntdTheme>
  );
}
