import { useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { Link, Navigate } from 'react-router-dom';
import { brand } from '@contract/brand';
import { paths } from '@pwa/app/paths';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { AccountFormTheme } from '../components/AccountForm';
import { useCurrentUser } from '../useCurrentUser';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import { useSocialErrorToast } from './useSocialErrorToast';
import '../account.css';

type TabKey = 'signin' | 'register';

const TABS_ID = 'account-tabs';

/** Moves focus to the tab the in-form switch opened, so keyboard users land where they asked to go. */
function focusTab(key: TabKey) {
  requestAnimationFrame(() => document.getElementById(`${TABS_ID}-tab-${key}`)?.focus());
}

/** The accounts and office specification section 2, Login: Sign In and Register tabs under one welcome. */
export function LoginPage() {
  usePageMeta('Sign In');
  const { user } = useCurrentUser();
  const [tab, setTab] = useState<TabKey>('signin');
  useSocialErrorToast();

  // Signed in already (or just now): the dashboard guard takes agents on to the office.
  if (user) return <Navigate to={paths.dashboard} replace />;

  const switchTo = (key: TabKey) => {
    setTab(key);
    focusTab(key);
  };

  return (
    <AccountFormTheme>
      <div className="account-card account-card--login">
        <h1>Welcome to {brand.name}</h1>
        <p className="account-card__lead">
          Sign in to see your trips, quotes and bookings, or create an account to start planning.
        </p>
        <Tabs
          id={TABS_ID}
          className="account-tabs"
          activeKey={tab}
          onChange={(key) => setTab(key as TabKey)}
          items={[
            {
              key: 'signin',
              label: 'Sign In',
              children: <SignInForm onSwitchToRegister={() => switchTo('register')} />,
            },
            {
              key: 'register',
              label: 'Register',
              children: <RegisterForm onSwitchToSignIn={() => switchTo('signin')} />,
            },
          ]}
        />
        <div className="account-card__back">
          <Link to={paths.home}>
            <ArrowLeftOutlined aria-hidden /> Back to Home
          </Link>
        </div>
      </div>
    </AccountFormTheme>
  );
}
