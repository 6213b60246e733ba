import { Link } from 'react-router-dom';
import { brand } from '@contract/brand';
import { paths } from '@pwa/app/paths';
import { usePageMeta } from '@pwa/lib/usePageMeta';

/** The accounts and office specification section 2, Login (the Sign In and Register forms arrive with the auth API). */
export function LoginPage() {
  usePageMeta('Sign In');
  return (
    <div className="account-card">
      <h1>Welcome to {brand.name}</h1>
      <p>Sign in to see your trips, quotes and bookings, or create an account to start planning.</p>
      <div className="account-card__links">
        <Link to={paths.forgotPassword}>Forgot your password?</Link>
        <Link to={paths.home}>Back to Home</Link>
      </div>
    </div>
  );
}
