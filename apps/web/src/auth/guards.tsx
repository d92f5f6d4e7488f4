import { Alert, Container, Title } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { MSG, type Role } from '@innkeep/api-contract';
import { PageLoader } from '../components/PageLoader';
import { useAuth } from './AuthProvider';
import { returnPathOf, useAfterSignIn, withNext } from './returnPath';

/** Visitors go to /login (and come back after signing in), signed-in users without an allowed role go to /. */
export function RequireAuth({ roles, requireApproval = false }: { roles?: readonly Role[]; requireApproval?: boolean }) {
  const { user, loading, signedOut } = useAuth();
  const location = useLocation();
  if (loading) return <PageLoader />;
  if (!user) return <Navigate to={signedOut ? '/' : withNext('/login', returnPathOf(location))} replace />;
  if (roles && !roles.includes(user.role)) return <Navigate to="/" replace />;
  if (requireApproval && user.isApproved !== true) return <PendingApproval />;
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

export function PendingApproval() {
  return (
    <Container size="sm" py={80}>
      <Alert
        variant="light"
        color="yellow"
        // The notice is the whole page: its title is the page's heading.
        title={
          <Title order={1} size="h4">
            {MSG.pendingApprovalTitle}
          </Title>
        }
        icon={<IconClockHour4 />}
        role="alert"
      >
        {MSG.pendingApprovalText}
      </Alert>
    </Container>
  );
}
