import {
  CarOutlined,
  CompassOutlined,
  HeartOutlined,
  SolutionOutlined,
  SunOutlined,
  TeamOutlined,
  TrophyOutlined,
} from '@ant-design/icons';
import type { ServiceIcon as ServiceIconName } from '@pwa/site/content/services';

const icons: Record<ServiceIconName, typeof CarOutlined> = {
  business: SolutionOutlined,
  group: TeamOutlined,
  transport: CarOutlined,
  cruise: CompassOutlined,
  island: SunOutlined,
  park: TrophyOutlined,
  wellness: HeartOutlined,
};

/** Content names an icon; this maps the name to the glyph, keeping content free of JSX. */
export function ServiceIcon({ name }: { name: ServiceIconName }) {
  const Icon = icons[name];
  return <Icon />;
}
