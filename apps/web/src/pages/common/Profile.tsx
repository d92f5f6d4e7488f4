import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Grid,
  Group,
  List,
  PasswordInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { IconEdit, IconKey, IconMail, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useLocation } from 'react-router';
import {
  LIMITS,
  MSG,
  m,
  changePasswordForm,
  updateProfileInput,
  type ChangePasswordForm,
  type PublicUser,
  type UpdateProfileData,
  type UpdateProfileInput,
} from '@innkeep/api-contract';
import { DataRightsCard } from '../../components/account/DataRightsCard';
import { TwoStepCard } from '../../components/account/TwoStepCard';
import { useLocalizedInput } from '../../components/account/useLocalizedInput';
import { useAuth } from '../../auth/AuthProvider';
import { useLocalize, useT } from '../../i18n/language';
import { roleColor } from '../../layout/roles';
import { longDate } from '../../lib/format';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';

// A role as people read it (the API's values stay English).
const ROLE_LABEL = m('{role, select, admin {Admin} staff {Staff} other {Customer}}');

export default function ProfilePage() {
  const t = useT();
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Container size="lg" py="xl">
      <Title order={1} mb="lg">
        {t('Profile Settings')}
      </Title>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <SummaryCard user={user} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <PersonalInformation user={user} />
            <SecuritySettings />
            <TwoStepCard />
            {user.role === 'customer' && <DataRightsCard />}
            <AccountInformation user={user} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function SummaryCard({ user }: { user: PublicUser }) {
  const t = useT();
  return (
    <Card withBorder padding="xl" radius="lg">
      <Stack align="center" gap="xs">
        <Avatar size={96} radius={96} color={roleColor(user.role)}>
          {user.name.charAt(0).toUpperCase()}
        </Avatar>
        <Text fw={700} size="lg" ta="center">
          {user.name}
        </Text>
        <Badge color={roleColor(user.role)}>{t(ROLE_LABEL, { role: user.role })}</Badge>
        {user.role === 'staff' && (
          <Badge color={user.isApproved ? 'green' : 'yellow'} variant="light">
            {user.isApproved ? t('Approved') : t('Pending Approval')}
          </Badge>
        )}
        <Text size="sm" c="dimmed">
          {t('Member since {date}', { date: longDate(user.createdAt) })}
        </Text>
      </Stack>
    </Card>
  );
}

function PersonalInformation({ user }: { user: PublicUser }) {
  const t = useT();
  const localize = useLocalize();
  const localized = useLocalizedInput();
  const { setUser } = useAuth();
  const fromUser = (): Required<UpdateProfileInput> => ({
    name: user.name,
    email: user.email,
    phone: user.phone,
    address: user.address,
    currentPassword: '',
  });
  const [editing, setEditing] = useState(false);
  // The new address waiting for its owner to open the mailed link (the server keeps the old one until then).
  const [pending, setPending] = useState<string | null>(null);
  const { form } = useSchemaForm(updateProfileInput, fromUser());
  const update = trpc.auth.updateProfile.useMutation();
  const changingEmail = editing && form.values.email.trim().toLowerCase() !== user.email;
  // Read-only rather than disabled until Edit (spec: not editable): the values are information and stay readable.
  const field = (key: keyof UpdateProfileInput) => ({
    ...localized(form.getInputProps(key)),
    readOnly: !editing,
    variant: editing ? 'default' : 'filled',
  });

  const toggle = () => {
    if (editing) form.setValues(fromUser());
    form.clearErrors();
    setEditing(!editing);
  };

  const save = async (data: UpdateProfileData) => {
    try {
      const result = await update.mutateAsync(data);
      setUser(result.user);
      form.setValues({
        ...fromUser(),
        name: result.user.name,
        email: result.user.email,
        phone: result.user.phone,
        address: result.user.address,
      });
      setEditing(false);
      setPending(result.message ?? null);
      toast.success(localize(MSG.profileUpdated));
    } catch (err) {
      toast.error(errorMessage(err, localize(MSG.profileUpdateFailed)));
    }
  };

  return (
    <Card withBorder padding="lg" radius="lg">
      <form onSubmit={form.onSubmit((data) => void save(data))} noValidate>
        <Group justify="space-between" mb="md">
          <Title order={2} size="h4">
            {t('Personal Information')}
          </Title>
          <Button variant="subtle" leftSection={editing ? <IconX size={16} /> : <IconEdit size={16} />} onClick={toggle}>
            {editing ? t('Cancel') : t('Edit')}
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('Full Name')} required {...field('name')} />
          <TextInput label={t('Email Address')} type="email" required {...field('email')} />
          <TextInput label={t('Phone Number')} type="tel" required {...field('phone')} />
          <TextInput label={t('Address')} {...field('address')} />
          {changingEmail && (
            <PasswordInput
              label={t('Current Password')}
              description={t('Needed to change your email address; we mail a link to the new one to confirm it.')}
              autoComplete="current-password"
              required
              {...localized(form.getInputProps('currentPassword'))}
            />
          )}
        </SimpleGrid>
        {pending && !editing && (
          <Alert mt="md" variant="light" color="blue" role="status" icon={<IconMail size={18} />}>
            {pending}
          </Alert>
        )}
        {editing && (
          <Group justify="flex-end" mt="md">
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('Saving...') : t('Save Changes')}
            </Button>
          </Group>
        )}
      </form>
    </Card>
  );
}

const EMPTY_PASSWORDS: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };

function SecuritySettings() {
  const t = useT();
  const localize = useLocalize();
  const localized = useLocalizedInput();
  // Sign-in sends here with the form open when the password used is one the rules now refuse.
  const location = useLocation();
  const [open, setOpen] = useState(() => (location.state as { changePassword?: boolean } | null)?.changePassword === true);
  const { form } = useSchemaForm(changePasswordForm, EMPTY_PASSWORDS);
  const field = (key: keyof ChangePasswordForm) => localized(form.getInputProps(key));
  const change = trpc.auth.changePassword.useMutation();

  const submit = async (data: ChangePasswordForm) => {
    try {
      await change.mutateAsync(data);
      toast.success(localize(MSG.passwordChanged));
      form.reset();
      setOpen(false);
    } catch (err) {
      toast.error(errorMessage(err, localize(MSG.passwordChangeFailed)));
    }
  };

  return (
    <Card withBorder padding="lg" radius="lg">
      <Group justify="space-between" mb="md">
        <Title order={2} size="h4">
          {t('Security Settings')}
        </Title>
        <Button
          variant="subtle"
          leftSection={open ? <IconX size={16} /> : <IconKey size={16} />}
          onClick={() => {
            setOpen(!open);
            form.reset();
          }}
        >
          {open ? t('Cancel') : t('Change Password')}
        </Button>
      </Group>
      {open ? (
        <form onSubmit={form.onSubmit((data) => void submit(data))} noValidate>
          <Stack gap="sm">
            <PasswordInput label={t('Current Password')} autoComplete="current-password" {...field('currentPassword')} />
            <PasswordInput
              label={t('New Password')}
              description={t('Password must be at least {count} characters long', { count: LIMITS.minPasswordLength })}
              autoComplete="new-password"
              {...field('newPassword')}
            />
            <PasswordInput label={t('Confirm New Password')} autoComplete="new-password" {...field('confirmPassword')} />
            <Group justify="flex-end">
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? t('Updating...') : t('Update Password')}
              </Button>
            </Group>
          </Stack>
        </form>
      ) : (
        <List size="sm" c="dimmed" spacing={4}>
          <List.Item>{t('Use at least {count} characters', { count: LIMITS.minPasswordLength })}</List.Item>
          <List.Item>{t('Mix upper and lower case letters')}</List.Item>
          <List.Item>{t('Include numbers and symbols')}</List.Item>
          <List.Item>{t("Don't reuse a password from another site")}</List.Item>
        </List>
      )}
    </Card>
  );
}

function AccountInformation({ user }: { user: PublicUser }) {
  const t = useT();
  const rows = [
    [t('Account Type'), t(ROLE_LABEL, { role: user.role })],
    [t('Account Status'), user.isApproved ? t('Active') : t('Pending Approval')],
    [t('Member Since'), longDate(user.createdAt)],
    [t('Last Updated'), longDate(user.updatedAt)],
  ] as const;
  return (
    <Card withBorder padding="lg" radius="lg">
      <Title order={2} size="h4" mb="md">
        {t('Account Information')}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {rows.map(([label, value]) => (
          <div key={label}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {label}
            </Text>
            <Text component="div">{value}</Text>
          </div>
        ))}
      </SimpleGrid>
    </Card>
  );
}
