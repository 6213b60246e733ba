import { lightIcon } from '@pwa/components/icons';
import CompassOutlinedSvg from '@ant-design/icons-svg/es/asn/CompassOutlined';
import CrownOutlinedSvg from '@ant-design/icons-svg/es/asn/CrownOutlined';
import FlagOutlinedSvg from '@ant-design/icons-svg/es/asn/FlagOutlined';
import HomeOutlinedSvg from '@ant-design/icons-svg/es/asn/HomeOutlined';
import PlusOutlinedSvg from '@ant-design/icons-svg/es/asn/PlusOutlined';
import SunOutlinedSvg from '@ant-design/icons-svg/es/asn/SunOutlined';
import { ExternalLink } from '@pwa/components/ExternalLink';
import { homePartners, type Partner, type PartnerIcon } from '@content/home';

const CompassOutlined = lightIcon(CompassOutlinedSvg);
const CrownOutlined = lightIcon(CrownOutlinedSvg);
const FlagOutlined = lightIcon(FlagOutlinedSvg);
const HomeOutlined = lightIcon(HomeOutlinedSvg);
const PlusOutlined = lightIcon(PlusOutlinedSvg);
const SunOutlined = lightIcon(SunOutlinedSvg);

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
 * The partners of the home page: each opens the partner's
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
