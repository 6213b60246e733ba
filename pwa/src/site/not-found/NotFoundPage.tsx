import { lightIcon } from '@pwa/components/icons';
import AppstoreOutlinedSvg from '@ant-design/icons-svg/es/asn/AppstoreOutlined';
import CompassOutlinedSvg from '@ant-design/icons-svg/es/asn/CompassOutlined';
import HomeOutlinedSvg from '@ant-design/icons-svg/es/asn/HomeOutlined';
import { Link } from 'react-router-dom';
import { paths } from '@contract/sitePaths';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import './not-found.css';

const AppstoreOutlined = lightIcon(AppstoreOutlinedSvg);
const CompassOutlined = lightIcon(CompassOutlinedSvg);
const HomeOutlined = lightIcon(HomeOutlinedSvg);

/** Any unknown path shows "404 Page Not Found", with ways back. */
export function NotFoundPage() {
  usePageMeta('Page Not Found');
  return (
    <section className="not-found">
      <div className="container not-found__inner">
        <CompassOutlined className="not-found__mark" aria-hidden="true" />
        <h1>404 Page Not Found</h1>
        <p>
          The page you are looking for has moved or never existed. Let&apos;s get you back on course: start
          from the home page or browse the trips we plan.
        </p>
        <nav className="not-found__links" aria-label="Ways back">
          <Link className="not-found__home" to={paths.home}>
            <HomeOutlined aria-hidden="true" /> Back to Home
          </Link>
          <Link className="not-found__services" to={paths.services}>
            <AppstoreOutlined aria-hidden="true" /> Explore Our Services
          </Link>
        </nav>
      </div>
    </section>
  );
}
