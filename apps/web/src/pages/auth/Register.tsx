import {
  Alert,
  Anchor,
  Button,
  Card,
  Container,
  PasswordInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { MSG, registerInput, type RegisterData, type RegisterInput } from '@innkeep/api-contract';
import { useLocalize, useT, useTRich } from '../../i18n/language';
import { useAuth } from '../../auth/AuthProvider';
import { useAfterSignIn, useSignInPath } from '../../auth/returnPath';
import { useSchemaForm, useServerRenderedForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';

type Form = Required<RegisterInput>;
const EMPTY: Form = { name: '', email: '', phone: '', address: '', role: 'customer', password: '', confirmPassword: '' };

export default function RegisterPage() {
  const t = useT();
  const localize = useLocalize();
  const tRich = useTRich();
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const afterSignIn = useAfterSignIn();
  const signInPath = useSignInPath();
  const { form, firstError } = useSchemaForm(registerInput, EMPTY);
  const { ref, live } = useServerRenderedForm(form);
  const [serverError, setServerError] = useState<string | null>(null);
  const error = firstError ? localize(firstError) : serverError;
  const register = trpc.auth.register.useMutation();

  const submit = async (data: RegisterData) => {
    setServerError(null);
    try {
      const result = await register.mutateAsync(data);
      signIn(result);
      toast.success(localize(MSG.registrationSuccess));
      void navigate(afterSignIn(result.user.role), { replace: true });
    } catch (err) {
      const message = errorMessage(err, localize(MSG.registrationFailed));
      setServerError(message);
      toast.error(message);
    }
  };

  return (
    <Container size={560} py={48}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        {/* POST: were the browser ever to send it itself, the passwords stay out of the address. */}
        <form ref={ref} method="post" onSubmit={form.onSubmit((data) => void submit(data))} noValidate>
          <Stack gap="sm">
            <Title order={1} size="h2" ta="center">
              {t('Create Your Account')}
            </Title>
            <Text c="dimmed" ta="center" size="sm">
              {t('Book rooms, order food and reach the front desk from one place.')}
            </Text>
            <TextInput label={t('Full Name')} required autoComplete="name" name="name" {...form.getInputProps('name')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <TextInput label={t('Email')} type="email" required autoComplete="email" name="email" {...form.getInputProps('email')} />
              <TextInput label={t('Phone')} type="tel" required autoComplete="tel" name="phone" {...form.getInputProps('phone')} />
            </SimpleGrid>
            <TextInput
              label={t('Address')}
              description={t('Optional')}
              autoComplete="street-address"
              name="address"
              {...form.getInputProps('address')}
            />
            <div>
              <Text size="sm" fw={500} mb={4} id="account-type-label">
                {t('Account Type')}
              </Text>
              <SegmentedControl
                fullWidth
                aria-labelledby="account-type-label"
                value={form.values.role}
                onChange={(role) => form.setFieldValue('role', role)}
                data={[
                  { value: 'customer', label: t('Customer') },
                  { value: 'staff', label: t('Staff') },
                ]}
              />
            </div>
            {form.values.role === 'staff' && (
              <Alert variant="light" color="yellow" icon={<IconInfoCircle />}>
                {t('Staff accounts need admin approval before the staff dashboard can be used.')}
              </Alert>
            )}
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PasswordInput
                label={t('Password')}
                required
                autoComplete="new-password"
                name="password"
                {...form.getInputProps('password')}
              />
              <PasswordInput
                label={t('Confirm Password')}
                required
                autoComplete="new-password"
                name="confirmPassword"
                {...form.getInputProps('confirmPassword')}
              />
            </SimpleGrid>
            {error && (
              <Text c="red" size="sm" role="alert">
                {error}
              </Text>
            )}
            <Button type="submit" loading={register.isPending} disabled={!live} fullWidth mt="xs">
              {t('Create Account')}
            </Button>
            <Text size="sm" ta="center">
              {tRich('Already have an account? <link>Sign in</link>', {
                link: (chunks) => (
                  <Anchor component={Link} to={signInPath}>
                    {chunks}
                  </Anchor>
                ),
              })}
            </Text>
          </Stack>
        </form>
      </Card>
    </Container>
  );
}
