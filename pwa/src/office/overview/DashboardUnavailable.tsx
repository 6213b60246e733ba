import { PhoneOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { brand } from '@contract/brand';
import { paths } from '@contract/sitePaths';

/**
 * The dashboard's error state, for a device that has nothing of its own to show.
 * A chunk of its own: antd's Result carries large illustrations every other start of the
 * office would download and run for nothing.
 */
export function DashboardUnavailable() {
  const navigate = useNavigate();
  return (
    <Result
      status="warning"
      title={<h1 className="office__error-title">Unable to Load Agent Dashboard</h1>}
      subTitle="The dashboard could not be loaded. You may not have permission to view the Agent Office, or your session may have expired."
      extra={[
        <Button key="login" type="primary" onClick={() => void navigate(paths.login)}>
          Go to Login
        </Button>,
        <Button key="support" icon={<PhoneOutlined aria-hidden />} href={brand.phoneHref}>
          Call Support {brand.phone}
        </Button>,
      ]}
    />
  );
}
