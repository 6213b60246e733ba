import { lightIcon } from '@pwa/components/icons';
import CarOutlinedSvg from '@ant-design/icons-svg/es/asn/CarOutlined';
import CompassOutlinedSvg from '@ant-design/icons-svg/es/asn/CompassOutlined';
import HeartOutlinedSvg from '@ant-design/icons-svg/es/asn/HeartOutlined';
import SolutionOutlinedSvg from '@ant-design/icons-svg/es/asn/SolutionOutlined';
import SunOutlinedSvg from '@ant-design/icons-svg/es/asn/SunOutlined';
import TeamOutlinedSvg from '@ant-design/icons-svg/es/asn/TeamOutlined';
import TrophyOutlinedSvg from '@ant-design/icons-svg/es/asn/TrophyOutlined';
import type { ServiceSlug } from '@content/catalogue';

const CarOutlined = lightIcon(CarOutlinedSvg);
const CompassOutlined = lightIcon(CompassOutlinedSvg);
const HeartOutlined = lightIcon(HeartOutlinedSvg);
const SolutionOutlined = lightIcon(SolutionOutlinedSvg);
const SunOutlined = lightIcon(SunOutlinedSvg);
const TeamOutlined = lightIcon(TeamOutlinedSvg);
const TrophyOutlined = lightIcon(TrophyOutlinedSvg);

const icons: Record<ServiceSlug, typeof CarOutlined> = {
  'business-travel': SolutionOutlined,
  'group-vacations': TeamOutlined,
  'private-transport': CarOutlined,
  cruises: CompassOutlined,
  'saint-lucia': SunOutlined,
  'central-florida': TrophyOutlined,
  'africa-detox-tourism': HeartOutlined,
};

/** The glyph of each catalogue service, keeping the shared catalogue free of JSX. */
export function ServiceIcon({ slug }: { slug: ServiceSlug }) {
  const Icon = icons[slug];
  return <Icon />;
}
