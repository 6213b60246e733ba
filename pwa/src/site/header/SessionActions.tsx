import { DashboardOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { useCurrentUser } from '@pwa/account/useCurrentUser';
import { useLogout } from '@pwa/account/useLogout';
import { paths } from '@pwa/lib/paths';

interface Props {
  /** Lets the mobile menu close when one of these is chosen. */
  onNavigate?: () => void;
  /** Full-width buttons in the drawer, compact ones in the bar. */
  block?: boolean;
}

/** The site specification section 4: a placeholder while the session is checked, then Dashboard+Logout or Login. */
export function SessionActions({ onNavigate, block = false }: Props) {
  const { user, isLoading } = useCurrentUser();
  const { logout, isPending, label } = useLogout();

  if (isLoading) {
    return (
      <span className="session-placeholder" role="status" aria-label="Checking your session">
        <span className="session-placeholder__bar" />
      </span>
    );
  }

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
        <Button icon={<LogoutOutlined aria-hidden />} block={block} disabled={isPending} onClick={logout}>
          {label}
        </Button>
      </>
    );
  }

  return (
    <ButtonLink to={paths.login} icon={<UserOutlined aria-hidden />} block={block} onClick={onNavigate}>
      Login
    </ButtonLink>
  );
}
