import { Alert, Anchor, Button, Card, Code, Container, Group, PasswordInput, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconInfoCircle, IconLock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG, TWO_FACTOR_MSG, loginInput, m, type AuthResult, type LoginData, type Role } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { useAfterSignIn, useSignInPath } from '../../auth/returnPath';
import { useLocalize, useT, useTRich } from '../../i18n/language';
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
  notice?: string;
  links: ReactNode;
}

export const PORTALS: Record<Role, Portal> = {
  customer: {
    role: 'customer',
    title: m('Customer Login'),
    path: '/login',
    wrongRole: MSG.customersOnly,
    success: MSG.loginSuccess,
    links: (
      <>
        <RegisterPrompt sentence={m("Don't have an account? <link>Register here</link>")} />
        <HomeLink />
      </>
    ),
  },
  staff: {
    role: 'staff',
    title: m('Staff Portal'),
    path: '/staff/login',
    wrongRole: MSG.staffOnly,
    success: MSG.staffLoginSuccess,
    notice: m('Staff accounts require admin approval before the staff dashboard can be used.'),
    links: <RegisterPrompt sentence={m('New staff member? <link>Register here</link>')} />,
  },
  admin: {
    role: 'admin',
    title: m('Admin Portal'),
    path: '/admin/login',
    wrongRole: MSG.adminsOnly,
    success: MSG.adminLoginSuccess,
    notice: m('Restricted access: this portal is for hotel administrators only. Sign-ins are recorded.'),
    links: <HomeLink />,
  },
};

/** One sign-in form for the three portals; the server refuses other roles with the portal's message. */
export function LoginForm({ portal }: { portal: Portal }) {
  const t = useT();
  const localize = useLocalize();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const { form, firstError } = useSchemaForm(loginInput, { email: '', password: '', portal: portal.role });
  const { ref, live } = useServerRenderedForm(form);
  const [serverError, setServerError] = useState<string | null>(null);
  const error = firstError ? localize(firstError) : serverError;
  const login = trpc.auth.login.useMutation();
  const demo = trpc.settings.demoAccounts.useQuery(undefined, { enabled: portal.role !== 'customer', staleTime: Infinity });
  const demoAccount = demo.data?.find((account) => account.role === portal.role);

  const tRich = useTRich();
  const [ticket, setTicket] = useState<string | null>(null);

  const finish = (result: AuthResult) => {
    signIn(result);
    if (result.user.mustChangePassword) {
      // A password the rules now refuse: straight to the change-password form (Profile opens it).
      toast.warning(localize(MSG.passwordMustChange));
      void navigate('/profile', { replace: true, state: { changePassword: true } });
      return;
    }
    if (result.user.mustSetUpTwoFactor) {
      // The hotel requires it and the account has none: the server holds everything else back until it is on.
      toast.warning(localize(TWO_FACTOR_MSG.setupRequired));
      void navigate('/profile', { replace: true });
      return;
    }
    if (result.user.role === 'staff' && result.user.isApproved !== true) toast.warning(localize(MSG.pendingApprovalWarning));
    else toast.success(localize(portal.success));
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
      const message = errorMessage(err, localize(MSG.loginFailed));
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
              {t(portal.title)}
            </Title>
          </Group>
          {portal.notice && (
            <Alert variant="light" color={portal.role === 'admin' ? 'red' : 'blue'} icon={<IconInfoCircle />}>
              {t(portal.notice)}
            </Alert>
          )}
          {ticket ? (
            <TwoFactorStep ticket={ticket} onSignedIn={finish} />
          ) : (
            // POST: were the browser ever to send it itself, the password stays out of the address.
            <form ref={ref} method="post" onSubmit={form.onSubmit((data) => void submit(data))} noValidate>
              <Stack gap="sm">
                <TextInput label={t('Email')} name="email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
                <PasswordInput
                  label={t('Password')}
                  name="password"
                  autoComplete="current-password"
                  required
                  {...form.getInputProps('password')}
                  visibilityToggleButtonProps={{ 'aria-label': t('Show or hide password') }}
                />
                <ForgotPasswordLink />
                {error && (
                  <Text c="red" size="sm" role="alert">
                    {error}
                  </Text>
                )}
                <Button type="submit" loading={login.isPending} disabled={!live} fullWidth>
                  {t('Sign In')}
                </Button>
              </Stack>
            </form>
          )}
          {error === localize(portal.wrongRole) && (
            <Alert variant="light" color="blue" icon={<IconInfoCircle />} title={t('Signing in with another kind of account?')}>
              <OtherPortals portal={portal} />
            </Alert>
          )}
          {demoAccount && (
            <Alert variant="default" title={t('Demo account')}>
              <Text size="sm">
                {tRich('Email: <code>{email}</code>', { email: demoAccount.email, code: (chunks) => <Code>{chunks}</Code> })}
              </Text>
              <Text size="sm">
                {tRich('Password: <code>{password}</code>', { password: demoAccount.password, code: (chunks) => <Code>{chunks}</Code> })}
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
function RegisterLink({ children }: { children: ReactNode }) {
  return (
    <Anchor component={Link} to={useSignInPath('/register')}>
      {children}
    </Anchor>
  );
}

function HomeLink() {
  const t = useT();
  return (
    <Anchor component={Link} to="/" size="sm">
      {t('Back to home')}
    </Anchor>
  );
}

/** A sentence whose <link> part leads to registration. */
function RegisterPrompt({ sentence }: { sentence: string }) {
  const tRich = useTRich();
  return <Text size="sm">{tRich(sentence, { link: (chunks) => <RegisterLink>{chunks}</RegisterLink> })}</Text>;
}

const PORTAL_LINKS: Record<Role, string> = { customer: m('Guest login'), staff: m('Staff portal'), admin: m('Admin portal') };

/** Links to the two other sign-in pages, e.g. for staff who opened the guests' login. */
function OtherPortals({ portal }: { portal: Portal }) {
  const t = useT();
  const others = Object.values(PORTALS).filter((other) => other.role !== portal.role);
  return (
    <>
      {others.map((other, index) => (
        <span key={other.role}>
          {index > 0 && ' · '}
          <Anchor component={Link} to={other.path} inherit>
            {t(PORTAL_LINKS[other.role])}
          </Anchor>
        </span>
      ))}
    </>
  );
}
