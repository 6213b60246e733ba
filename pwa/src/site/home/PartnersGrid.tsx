import {
  CompassOutlined,
  CrownOutlined,
  FlagOutlined,
  HomeOutlined,
  PlusOutlined,
  SunOutlined,
} from '@ant-design/icons';
import { ExternalLink } from '@pwa/components/ExternalLink';
import { homePartners, type Partner, type PartnerIcon } from '@pwa/site/content/home';

const icons: Record<PartnerIcon, typeof SunOutlined> = {
  resort: SunOutlined,
  cruise: CompassOutlined,
  rental: HomeOutlined,
  excursion: FlagOutlined,
  'theme-park': CrownOutlined,
  'coming-soon': PlusOutlined,
};

function PartnerFace({ partner }: { partner: Partner }) {
  const Icon = icons[partner.icon];
  return (
    <>
      <span className="partner-card__badge" style={{ background: partner.colour }} aria-hidden="true">
        <Icon />
      </span>
      <span className="partner-card__name">{partner.name}</span>
      <span className="partner-card__category">{partner.category}</span>
    </>
  );
}

/**
 * The partners of the home page (the site specification section 2): each opens the partner's
 * site in a new tab; the place not yet taken is a plain card, not a link to nowhere.
 */
export function PartnersGrid() {
  return (
    <ul className="partner-grid">
      {homePartners.map((partner) => (
        <li key={partner.name}>
          {partner.url ? (
            <ExternalLink className="partner-card" href={partner.url}>
              <PartnerFace partner={partner} />
              <span className="visually-hidden"> (opens in a new tab)</span>
            </ExternalLink>
          ) : (
            <div className="partner-card partner-card--placeholder">
              <PartnerFace partner={partner} />
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
