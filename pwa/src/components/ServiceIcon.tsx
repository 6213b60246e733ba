import {
  CarOutlined,
  CompassOutlined,
  HeartOutlined,
  SolutionOutlined,
  SunOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ServiceSlug } from '@content/catalogue';

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
