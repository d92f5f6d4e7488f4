import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState, type ComponentType } from 'react';

// Outside the router's error page: a stack that cannot load (a redeploy) leaves the app without toasts, not blank.
const ToastStack = lazy<ComponentType>(() => import('./ToastStack').catch(() => ({ default: () => null })));

/**
 * Toasts wait in Mantine's store (`notifications.show`) from the start; the stack that shows them is
 * downloaded with the first one, so a visit that never raises a toast never loads it.
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Stays mounted once loaded, so the last toast still animates out.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  ) : null;
}
