import { useEffect, useState } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { Link, Navigate, useNavigation } from 'react-router-dom';
import { brand } from '@contract/brand';
import { preloadAgentOffice } from '@pwa/app/officeRoute';
import { paths } from '@contract/sitePaths';
import { whenIdle } from '@pwa/lib/whenIdle';
import { prefetchCsrfToken } from '@pwa/lib/api';
import { usePageMeta } from '@pwa/lib/usePageMeta';
import { AccountFormTheme } from '../components/AccountForm';
import { isAgent } from '../currentUser';
import { useCurrentUser } from '../useCurrentUser';
import { RegisterForm } from './RegisterForm';
import { SignInForm } from './SignInForm';
import { useSocialErrorToast } from './useSocialErrorToast';
import '../account.css';

type TabKey = 'signin' | 'register';

const TABS_ID = 'account-tabs';

/**
 * The office's code is fetched while the person types, once the sign-in page has settled, so
 * an agent's office opens the moment the sign-in answers. Clients gain nothing from it, but
 * the service worker stores the same chunks on every device anyway.
 */
function usePreloadOffice() {
  useEffect(() => {
    return whenIdle(() => void preloadAgentOffice().catch(() => undefined), 1000);
  }, []);
}

/** Moves focus to the tab the in-form switch opened, so keyboard users land where they asked to go. */
function focusTab(key: TabKey) {
  requestAnimationFrame(() => document.getElementById(`${TABS_ID}-tab-${key}`)?.focus());
}

/** Login: Sign In and Register tabs under one welcome. */
export function LoginPage() {
  usePageMeta('Sign In');
  const { user } = useCurrentUser();
  const navigation = useNavigation();
  const [tab, setTab] = useState<TabKey>('signin');
  useSocialErrorToast();
  usePreloadOffice();
  useEffect(prefetchCsrfToken, []);

  // Signed in already: each to their own start page. Just signed in, the form is on its way
  // there already and stays on screen (Signing in...) while the router fetches that page.
  if (user && navigation.state === 'idle')
    return <Navigate to={isAgent(user) ? paths.agentOffice : paths.dashboard} replace />;

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
