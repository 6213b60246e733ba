import { lazy, Suspense, useEffect, useState } from 'react';
import { onToastHostWanted } from './toast';

const ToastHost = lazy(async () => ({ default: (await import('./ToastHost')).ToastHost }));

/** Mount once under ConfigProvider: renders the toast holder from the first toast on. */
export function ToastRoot() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => onToastHostWanted(() => setWanted(true)), []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
