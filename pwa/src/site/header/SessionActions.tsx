import { lightIcon } from '@pwa/components/icons';
import DashboardOutlinedSvg from '@ant-design/icons-svg/es/asn/DashboardOutlined';
import LogoutOutlinedSvg from '@ant-design/icons-svg/es/asn/LogoutOutlined';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { buttonClassName } from '@pwa/components/buttonClassName';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { useLogout } from '@pwa/account/useLogout';
import { paths } from '@contract/sitePaths';
import { QueryIsland } from '@pwa/lib/QueryIsland';
import { LoginButton } from './LoginButton';
import { SessionPlaceholder } from './SessionPlaceholder';

const DashboardOutlined = lightIcon(DashboardOutlinedSvg);
const LogoutOutlined = lightIcon(LogoutOutlinedSvg);

interface Props {
  /** Lets the mobile menu close when one of these is chosen. */
  onNavigate?: () => void;
  /** Full-width buttons in the drawer, compact ones in the bar. */
  block?: boolean;
}

/**
 * A placeholder while the session is checked, then
 * Dashboard+Logout or Login. A chunk of its own (SiteHeader loads it lazily): the session
 * lookup brings the query code, which the page itself does not need to show or to work.
 */
export function SessionActions(props: Props) {
  return (
    <QueryIsland>
      <SessionButtons {...props} />
    </QueryIsland>
  );
}

function SessionButtons({ onNavigate, block = false }: Props) {
  const { user, isLoading } = useCurrentUser();
  const { logout, isPending, label } = useLogout();

  if (isLoading) return <SessionPlaceholder />;

  if (user) {
    return (
      <>
        <ButtonLink
          to={paths.dashboard}
          icon={<DashboardOutlined aria-hidden />}
          block={block}
          onClick={onNavigate}
        >
          Dashboard
        </ButtonLink>
        <button type="button" className={buttonClassName({ block })} disabled={isPending} onClick={logout}>
          <LogoutOutlined aria-hidden />
          {label}
        </button>
      </>
    );
  }

  return <LoginButton onNavigate={onNavigate} block={block} />;
}
