import { lightIcon } from '@pwa/components/icons';
import UserOutlinedSvg from '@ant-design/icons-svg/es/asn/UserOutlined';
import { ButtonLink } from '@pwa/components/ButtonLink';
import { paths } from '@contract/sitePaths';

const UserOutlined = lightIcon(UserOutlinedSvg);

interface Props {
  onNavigate?: () => void;
  block?: boolean;
}

/** The header's way in for a visitor who is not signed in. */
export function LoginButton({ onNavigate, block = false }: Props) {
  return (
    <ButtonLink to={paths.login} icon={<UserOutlined aria-hidden />} block={block} onClick={onNavigate}>
      Login
    </ButtonLink>
  );
}
