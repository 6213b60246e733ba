import { lazy, Suspense, type ComponentProps } from 'react';
import { SessionPlaceholder } from './SessionPlaceholder';

const SessionActions = lazy(async () => ({ default: (await import('./SessionActions')).SessionActions }));

/** The session buttons, their placeholder standing in until their code has arrived. */
export function LazySessionActions(props: ComponentProps<typeof SessionActions>) {
  return (
    <Suspense fallback={<SessionPlaceholder />}>
      <SessionActions {...props} />
    </Suspense>
  );
}
