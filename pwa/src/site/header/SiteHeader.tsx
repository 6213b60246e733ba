import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { Logo } from '@pwa/components/Logo';
import { paths } from '@contract/sitePaths';
import { MainNav } from './MainNav';
import { MobileMenu } from './MobileMenu';
import { LazySessionActions as SessionActions } from './LazySessionActions';
import { ShareMenu } from './ShareMenu';
import type { ShareTarget } from './share';
import './header.css';

/**
 * The site header. Wide screens show everything in one bar; below 1280 px the
 * navigation moves into the menu drawer, and below 768 px the share menu and session buttons
 * leave the bar too (the drawer carries the session buttons).
 */
export function SiteHeader({ share }: { share?: ShareTarget }) {
  return (
    <header className="site-header">
      <div className="site-header__inner container">
        <Link to={paths.home} className="brand-link">
          <Logo size={40} />
          <span className="brand-link__name">{brand.name}</span>
        </Link>
        <MainNav label="Main" className="main-nav" />
        <div className="site-header__actions">
          <ShareMenu {...share} className="site-header__share" />
          <ButtonLink to={paths.quote} type="primary" className="site-header__quote">
            Get Quote
          </ButtonLink>
          <div className="site-header__session">
            <SessionActions />
          </div>
          <MobileMenu className="site-header__menu-toggle" />
        </div>
      </div>
    </header>
  );
}
