import { lightIcon } from '@pwa/components/icons';
import ExportOutlinedSvg from '@ant-design/icons-svg/es/asn/ExportOutlined';
import { NavLink } from 'react-router-dom';
import { mainNav } from '@content/navigation';

const ExportOutlined = lightIcon(ExportOutlinedSvg);

interface Props {
  /** "Main" for the header bar; the mobile drawer uses its own label so the two stay distinct. */
  label: string;
  className?: string;
  /** Lets the mobile menu close itself once an item is chosen. */
  onNavigate?: () => void;
}

/**
 * The site navigation. NavLink marks the current page with aria-current="page", which is
 * also what the CSS highlights; Home matches only "/" itself.
 */
export function MainNav({ label, className, onNavigate }: Props) {
  return (
    <nav aria-label={label} className={className}>
      <ul className="main-nav__list">
        {mainNav.map((item) => (
          <li key={item.label}>
            {item.external ? (
              <a
                className="main-nav__link"
                href={item.href}
                target="_blank"
                rel="noopener noreferrer"
                onClick={onNavigate}
              >
                {item.label}
                <ExportOutlined className="main-nav__external" aria-hidden="true" />
              </a>
            ) : (
              <NavLink className="main-nav__link" to={item.to} end={item.to === '/'} onClick={onNavigate}>
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
