import { lazy, Suspense, type ComponentProps } from 'react';
import { mightBeSignedIn } from '@pwa/account/signedInHint';
import { useHydrated } from '@pwa/lib/useHydrated';
import { LoginButton } from './LoginButton';
import { SessionPlaceholder } from './SessionPlaceholder';

const SessionActions = lazy(async () => ({ default: (await import('./SessionActions')).SessionActions }));

/**
 * The session buttons. The server renders every page for a visitor it cannot see, so the
 * placeholder stands in until the page is the browser's. A browser that never signed in shows
 * Login at once, with no session request and none of the session code; one that did checks its
 * session, the placeholder standing in until the answer.
 */
export function LazySessionActions(props: ComponentProps<typeof SessionActions>) {
  const hydrated = useHydrated();
  if (!hydrated) return <SessionPlaceholder />;
  if (!mightBeSignedIn()) return <LoginButton {...props} />;
  return (
    <Suspense fallback={<SessionPlaceholder />}>
      <SessionActions {...props} />
    </Suspense>
  );
}
