import { lazy, Suspense, useEffect, useState, type ComponentType } from 'react';

// Outside the router's error page: a stack that cannot load (a redeploy) leaves the app without toasts, not blank.
const ToastStack = lazy<ComponentType>(() => import('./ToastStack').catch(() => ({ default: () => null })));

let requested = false;
let wake: (() => void) | undefined;

/**
 * Called as a toast is shown (lib/toast.ts, showToast): the toast waits in Mantine's store meanwhile. Not the
 * store itself here: this module is in every first visit, and a visit that never raises a toast needs neither.
 */
export function toastsWanted(): void {
  requested = true;
  wake?.();
}

/** The stack that shows the toasts, downloaded with the first one. */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    wake = () => setWanted(true);
    if (requested) setWanted(true);
    return () => {
      wake = undefined;
    };
  }, []);
  // Stays mounted once loaded, so the last toast still animates out.
  return wanted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
