import { Link } from 'react-router-dom';
import { paths } from '@pwa/app/paths';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The accounts and office specification section 2, Forgot password. */
export function ForgotPasswordPage() {
  usePageMeta('Forgot Password');
  return (
    <div className="account-card">
      <h1>Forgot your password?</h1>
      <p>
        Enter the e-mail address of your account and we will send you a link to reset your password. The link
        expires in 1 hour.
      </p>
      <div className="account-card__links">
        <Link to={paths.login}>Back to Sign In</Link>
      </div>
    </div>
  );
}
