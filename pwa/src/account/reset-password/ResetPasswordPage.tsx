import { Link } from 'react-router-dom';
import { paths } from '@pwa/app/paths';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The accounts and office specification section 2, Reset password (reads ?token=). */
export function ResetPasswordPage() {
  usePageMeta('Reset Password');
  return (
    <div className="account-card">
      <h1>Reset your password</h1>
      <p>Choose a new password of at least 8 characters for your account.</p>
      <div className="account-card__links">
        <Link to={paths.forgotPassword}>Get New Reset Link</Link>
        <Link to={paths.login}>Back to Sign In</Link>
      </div>
    </div>
  );
}
