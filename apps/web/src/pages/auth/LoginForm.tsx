import { Alert, Anchor, Button, Card, Code, Container, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG, TWO_FACTOR_MSG, loginInput, type AuthResult, type LoginData, type Role } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { useAfterSignIn, useSignInPath } from '../../auth/returnPath';
import { useSchemaForm, useServerRenderedForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';
import { ForgotPasswordLink } from './ForgotPasswordLink';
import { TwoFactorStep } from './TwoFactorStep';

interface Portal {
  role: Role;
  title: string;
  path: string;
  /** The server's answer to an account of another role (kept as the spec words it). */
  wrongRole: string;
  success: string;
  notice?: ReactNode;
  links: ReactNode;
}

export const PORTALS: Record<Role, Portal> = {
  customer: {
    role: 'customer',
    title: 'Customer Login',
    path: '/login',
    wrongRole: MSG.customersOnly,
    success: MSG.loginSuccess,
    links: (
      <>
        <Text size="sm">
          Don&apos;t have an account? <RegisterLink />
        </Text>
        <Anchor component={Link} to="/" size="sm">
          Back to home
        </Anchor>
      </>
    ),
  },
  staff: {
    role: 'staff',
    title: 'Staff Portal',
    path: '/staff/login',
    wrongRole: MSG.staffOnly,
    success: MSG.staffLoginSuccess,
    notice: 'Staff accounts require admin approval before the staff dashboard can be used.',
    links: (
      <Text size="sm">
        New staff member? <RegisterLink />
      </Text>
    ),
  },
  admin: {
    role: 'admin',
    title: 'Admin Portal',
    path: '/admin/login',
    wrongRole: MSG.adminsOnly,
    success: MSG.adminLoginSuccess,
    notice: 'Restricted access: this portal is for hotel administrators only. Sign-ins are recorded.',
    links: (
      <Anchor component={Link} to="/" size="sm">
        Back to home
      </Anchor>
    ),
  },
};

/** One sign-in form for the three portals; the server refuses other roles with the portal's message. */
export function LoginForm({ portal }: { portal: Portal }) {
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const { form, firstError } = useSchemaForm(loginInput, { email: '', password: '', portal: portal.role });
  const { ref, live } = useServerRenderedForm(form);
  const [serverError, setServerError] = useState<string | null>(null);
  const error = firstError ?? serverError;
  const login = trpc.auth.login.useMutation();
  const demo = trpc.settings.demoAccounts.useQuery(undefined, { enabled: portal.role !== 'customer', staleTime: Infinity });
  const demoAccount = demo.data?.find((account) => account.role === portal.role);

  const [ticket, setTicket] = useState<string | null>(null);

  const finish = (result: AuthResult) => {
    signIn(result);
    if (result.user.mustChangePassword) {
      // A password the rules now refuse: straight to the change-password form (Profile opens it).
      toast.warning(MSG.passwordMustChange);
      void navigate('/profile', { replace: true, state: { changePassword: true } });
      return;
    }
    if (result.user.mustSetUpTwoFactor) {
      // The hotel requires it and the account has none: the server holds everything else back until it is on.
      toast.warning(TWO_FACTOR_MSG.setupRequired);
      void navigate('/profile', { replace: true });
      return;
    }
    if (result.user.role === 'staff' && result.user.isApproved !== true) toast.warning(MSG.pendingApprovalWarning);
    else toast.success(portal.success);
    void navigate(afterSignIn(result.user.role), { replace: true });
  };

  const submit = async (data: LoginData) => {
    setServerError(null);
    try {
      const result = await login.mutateAsync(data);
      // An account with two-step sign-in answers a ticket; the code step then finishes the sign-in.
      if ('twoFactorRequired' in result) setTicket(result.ticket);
      else finish(result);
    } catch (err) {
      const message = errorMessage(err, MSG.loginFailed);
      setServerError(message);
      toast.error(message);
    }
  };

  return (
    <Container size={440} py={60}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Stack gap="md">
          <Group gap="xs" justify="center">
            {portal.role !== 'customer' && <IconLock size={22} />}
            <Title order={1} size="h2" ta="center">
              {portal.title}
            </Title>
          </Group>
          {portal.notice && (
            <Alert variant="light" color={portal.role === 'admin' ? 'red' : 'blue'} icon={<IconInfoCircle />}>
              {portal.notice}
            </Alert>
          )}
          {ticket ? (
            <TwoFactorStep ticket={ticket} onSignedIn={finish} />
          ) : (
            // POST: were the browser ever to send it itself, the password stays out of the address.
            <form ref={ref} method="post" onSubmit={form.onSubmit((data) => void submit(data))} noValidate>
              <Stack gap="sm">
                <TextInput label="Email" name="email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
                <PasswordInput
                  label="Password"
                  name="password"
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                  visibilityToggleButtonProps={{ 'aria-label': 'Show or hide password' }}
                />
                <ForgotPasswordLink />
                {error && (
                  <Text c="red" size="sm" role="alert">
                    {error}
                  </Text>
                )}
                <Button type="submit" loading={login.isPending} disabled={!live} fullWidth>
                  Sign In
                </Button>
              </Stack>
            </form>
          )}
          {error === portal.wrongRole && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle />} title="Signing in with another kind of account?">
              <OtherPortals portal={portal} />
            </Alert>
          )}
          {demoAccount && (
            <Alert variant="default" title="Demo account">
              <Text size="sm">
                Email: <Code>{demoAccount.email}</Code>
              </Text>
              <Text size="sm">
                Password: <Code>{demoAccount.password}</Code>
              </Text>
            </Alert>
          )}
          <Stack gap={4} align="center">
            {portal.links}
            <Text size="sm" c="dimmed">
              <OtherPortals portal={portal} />
            </Text>
          </Stack>
        </Stack>
      </Card>
    </Container>
  );
}

/** Keeps `next`, so a visitor who registers instead still comes back to the room or menu. */
function RegisterLink() {
  return (
    <Anchor component={Link} to={useSignInPath('/register')}>
      Register here
    </Anchor>
  );
}

const PORTAL_LINKS: Record<Role, string> = { customer: 'Guest login', staff: 'Staff portal', admin: 'Admin portal' };

/** Links to the two other sign-in pages, e.g. for staff who opened the guests' login. */
function OtherPortals({ portal }: { portal: Portal }) {
  const others = Object.values(PORTALS).filter((other) => other.role !== portal.role);
  return (
    <>
      {others.map((other, index) => (
        <span key={other.role}>
          {index > 0 && ' · '}
          <Anchor component={Link} to={other.path} inherit>
            {PORTAL_LINKS[other.role]}
          </Anchor>
        </span>
      ))}
    </>
  );
}
