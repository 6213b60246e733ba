import { type RouteObject } from 'react-router-dom';
import { lazyPage } from '@pwa/lib/lazyPage';
import { paths } from '@contract/sitePaths';
import { AppRoot } from './AppRoot';
import { agentOfficeRoute } from './officeRoute';
import { LazyAppArea } from './LazyAppArea';
import { siteRoute } from './siteRoutes';

const AccountLayout = lazyPage(() => import('./layouts/AccountLayout'), 'AccountLayout');
const LoginPage = lazyPage(() => import('@pwa/account/login/LoginPage'), 'LoginPage');
const ForgotPasswordPage = lazyPage(
  () => import('@pwa/account/forgot-password/ForgotPasswordPage'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('@pwa/account/reset-password/ResetPasswordPage'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyPage(
  () => import('@pwa/account/verify-email/VerifyEmailPage'),
  'VerifyEmailPage',
);

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      siteRoute,
      {
        element: (
          <LazyAppArea>
            <AccountLayout />
          </LazyAppArea>
        ),
        children: [
          { path: paths.login, element: <LoginPage /> },
          { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
          { path: paths.resetPassword, element: <ResetPasswordPage /> },
          { path: paths.verifyEmail, element: <VerifyEmailPage /> },
        ],
      },
      agentOfficeRoute,
    ],
  },
];
