import { lazy, Suspense } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import type { Role } from '@innkeep/api-contract';
import { PageLoader } from '../components/PageLoader';
import { useAuth } from './AuthProvider';
import { returnPathOf, useAfterSignIn, withNext } from './returnPath';

// Only a staff member awaiting approval sees it: not in the entry (its Alert, icon and texts).
const PendingApproval = lazy(() => import('./PendingApproval').then((module) => ({ default: module.PendingApproval })));

/** Visitors go to /login (and come back after signing in), signed-in users without an allowed role go to /. */
export function RequireAuth({ roles, requireApproval = false }: { roles?: readonly Role[]; requireApproval?: boolean }) {
  const { user, loading, signedOut } = useAuth();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to={signedOut ? '/' : withNext('/login', returnPathOf(location))} replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/" replace />;
  if (requireApproval && user.isApproved !== true) {
    return (
      <Suspense fallback={<PageLoader />}>
        <PendingApproval />
      </Suspense>
    );
  }
  return <Outlet />;
}

/**
 * Sign-in and marketing pages send a signed-in user to their dashboard, or back to the page a
 * visitor left to sign in (`next`), so this and the login form agree on where a new session goes.
 */
export function GuestOnly() {
  const { user, loading } = useAuth();
  const afterSignIn = useAfterSignIn();
  if (loading) return <PageLoader />;
  if (user) return <Navigate to={afterSignIn(user.role)} replace />;
  return <Outlet />;
}
