import {
  Alert,
  Button,
  Card,
  Fieldset,
  Grid,
  Group,
  Loader,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconAlertCircle,
  IconBuildingSkyscraper,
  IconDatabaseExport,
  IconLogout,
  IconMessageOff,
  IconShieldLock,
  IconTool,
  IconTrashX,
  type TablerIcon,
} from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import {
  ADMIN_MSG,
  CHAT_MSG,
  CURRENCIES,
  CURRENCY_MSG,
  formatAmount,
  hotelInfoSchema,
  LOCALES,
  type DepositRule,
  type HotelInfo,
} from '@innkeep/api-contract';
import { PageLoader } from '../PageLoader';
import { useSchemaForm } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { AuditLog } from './AuditLog';
import { FeedLinks } from './FeedLinks';
import { failureToast } from './feedback';
import { ConfirmModal } from './parts';
import { RemoveDemoDataModal } from './RemoveDemoDataModal';
import { ScheduledBackups } from './ScheduledBackups';

/** Settings (spec §2): General, System Maintenance and Security cards, all working. */
export default function SettingsTab() {
  // The cards show once the hotel's details and the backups' schedule are in: stacked on a phone, each
  // card's arrival pushed the cards below it down.
  const hotel = trpc.admin.settings.hotel.useQuery();
  const backups = trpc.admin.settings.backups.useQuery();
  if (hotel.isPending || backups.isPending) return <PageLoader />;
  return (
    <Grid gap="md">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <General />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 5 }}>
        <Maintenance />
      </Grid.Col>
      <Grid.Col span={12}>
        <Security />
      </Grid.Col>
    </Grid>
  );
}

function SettingsCard({
  title,
  description,
  icon: Icon,
  children,
}: {
  title: string;
  description: string;
  icon: TablerIcon;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%">
      <Group gap="sm" mb="md" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" size={36} radius="md">
          <Icon size={20} />
        </ThemeIcon>
        <div>
          <Title order={3} size="h4">
            {title}
          </Title>
          <Text size="sm" c="dimmed">
            {description}
          </Text>
        </div>
      </Group>
      {children}
    </Card>
  );
}

function General() {
  const hotel = trpc.admin.settings.hotel.useQuery();
  return (
    <SettingsCard
      title="General"
      description="Shown to guests in the footer, on Facilities and on the complaints help card."
      icon={IconBuildingSkyscraper}
    >
      {hotel.data ? (
        <HotelForm key={JSON.stringify(hotel.data)} initial={hotel.data} />
      ) : hotel.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={ADMIN_MSG.tabLoadFailed('settings')} />
      ) : (
        <Loader />
      )}
    </SettingsCard>
  );
}

const currencyNames = new Intl.DisplayNames(['en'], { type: 'currency' });
const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
const DEPOSIT_OPTIONS: { value: DepositRule; label: string }[] = [
  { value: 'none', label: 'None: only a fully paid booking' },
  { value: 'first-night', label: 'The first night' },
  { value: 'percent', label: 'A percent of the stay' },
  { value: 'full', label: 'The whole stay' },
];
const CURRENCY_OPTIONS = CURRENCIES.map((code) => ({ value: code, label: `${code} · ${currencyNames.of(code) ?? code}` }));
const LOCALE_OPTIONS = LOCALES.map((tag) => ({ value: tag, label: `${tag} · ${languageNames.of(tag) ?? tag}` }));

function HotelForm({ initial }: { initial: HotelInfo }) {
  const { form, firstError: error } = useSchemaForm(hotelInfoSchema, initial);
  // A new currency waits for the admin to confirm that amounts are not converted.
  const [unconfirmed, setUnconfirmed] = useState<HotelInfo | null>(null);
  const utils = trpc.useUtils();
  const save = trpc.admin.settings.updateHotel.useMutation({
    onSuccess: (info) => {
      setUnconfirmed(null);
      toast.success(ADMIN_MSG.settingsSaved);
      utils.settings.hotel.setData(undefined, (current) => current && { ...current, ...info });
      void utils.admin.settings.hotel.invalidate();
    },
    onError: (err) => failureToast(ADMIN_MSG.settingsFailed, err),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((data) => (data.currency === initial.currency ? save.mutate(data) : setUnconfirmed(data)))}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <TextInput label="Hotel name" required {...form.getInputProps('hotelName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label="Contact phone" required {...form.getInputProps('contactPhone')} />
          <TextInput label="Contact email" type="email" required {...form.getInputProps('contactEmail')} />
        </SimpleGrid>
        <TextInput label="Address" required {...form.getInputProps('address')} />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label="Check-in time" type="time" required {...form.getInputProps('checkInTime')} />
          <TextInput label="Check-out time" type="time" required {...form.getInputProps('checkOutTime')} />
        </SimpleGrid>
        <Fieldset legend="Taxes">
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label="Tax name" description="As printed on invoices, e.g. VAT" {...form.getInputProps('taxName')} />
              <TextInput
                label="Tax rate (%)"
                description="The rooms' VAT or sales-tax rate. 0: no tax line."
                inputMode="decimal"
                {...form.getInputProps('taxRatePercent')}
              />
            </SimpleGrid>
            <Switch
              label="Prices include tax"
              description="Off: the tax is added on top of the prices."
              {...form.getInputProps('pricesIncludeTax', { type: 'checkbox' })}
            />
            <TextInput label="Food tax rate (%)" inputMode="decimal" {...form.getInputProps('foodTaxRatePercent')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label="City tax name" {...form.getInputProps('cityTaxName')} />
              <TextInput
                label="City tax per guest per night"
                description="0: no city tax"
                inputMode="decimal"
                {...form.getInputProps('cityTaxPerNight')}
              />
              <TextInput
                label="City tax nights at most"
                description="0: every night"
                inputMode="numeric"
                {...form.getInputProps('cityTaxMaxNights')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend="Offers and cancellation">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label="Non-refundable discount (%)"
              description="0 turns the non-refundable offer off."
              inputMode="decimal"
              {...form.getInputProps('nonRefundableDiscountPercent')}
            />
            <TextInput
              label="Free cancellation until (hours before check-in)"
              inputMode="numeric"
              {...form.getInputProps('freeCancellationHours')}
            />
          </SimpleGrid>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select label="Currency" data={CURRENCY_OPTIONS} allowDeselect={false} searchable {...form.getInputProps('currency')} />
          <Select label="Number format" data={LOCALE_OPTIONS} allowDeselect={false} searchable {...form.getInputProps('locale')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {`Amounts will read ${formatAmount(1234.5, { ...initial, ...form.values })} on every page, in notifications and on invoices.`}
        </Text>
        {unconfirmed && (
          <ConfirmModal
            opened
            title={CURRENCY_MSG.confirmTitle}
            message={CURRENCY_MSG.confirmText(initial.currency, unconfirmed.currency, {
              before: formatAmount(1234.5, initial),
              after: formatAmount(1234.5, unconfirmed),
            })}
            confirmLabel={CURRENCY_MSG.confirmButton}
            color="orange"
            loading={save.isPending}
            onConfirm={() => save.mutate({ ...unconfirmed, confirmCurrencyChange: true })}
            onClose={() => setUnconfirmed(null)}
          />
        )}
        <TextInput
          label="Cancel unpaid room service after (minutes)"
          description="An order not paid by QR, not charged to a room and not accepted at the door is cancelled this long after its pay link expired; the guest is told."
          inputMode="numeric"
          {...form.getInputProps('unpaidOrderCancelMinutes')}
        />
        <Switch
          label="Charge unused nights on early check-out"
          description="The desk's default when a guest leaves before their last night; it can choose otherwise at each check-out."
          {...form.getInputProps('chargeUnusedNights', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label="Deposit that confirms an online booking"
            description="Paid through the guest's pay link, it confirms a pending booking at once; paid in full always does."
            data={DEPOSIT_OPTIONS}
            allowDeselect={false}
            {...form.getInputProps('depositRule')}
          />
          <TextInput
            label="Deposit (% of the stay)"
            description="For the percent rule"
            inputMode="decimal"
            disabled={form.values.depositRule !== 'percent'}
            {...form.getInputProps('depositPercent')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save Settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** Starts a browser download of a same-origin URL (the server answers it as an attachment). */
function download(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
}

function Maintenance() {
  const backup = trpc.admin.settings.backupLink.useMutation({
    onSuccess: ({ url }) => {
      download(url);
      toast.success(ADMIN_MSG.backupStarted);
    },
    onError: (err) => failureToast(ADMIN_MSG.backupFailed, err),
  });
  const [confirming, setConfirming] = useState(false);
  const [removingDemo, setRemovingDemo] = useState(false);
  const clear = trpc.admin.settings.clearChat.useMutation({
    onSuccess: () => {
      toast.success(CHAT_MSG.cleared);
      setConfirming(false);
    },
    onError: (err) => failureToast(CHAT_MSG.clearFailed, err),
  });
  return (
    <SettingsCard title="System Maintenance" description="Keep a copy of the data and tidy up shared spaces." icon={IconTool}>
      <Stack gap="lg">
        <div>
          <Text fw={600} size="sm">
            Database backup
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            A consistent copy of the live database, taken without stopping the hotel. Keep it somewhere safe: it holds guest details.
          </Text>
          <Button variant="light" leftSection={<IconDatabaseExport size={16} />} loading={backup.isPending} onClick={() => backup.mutate()}>
            Download Backup
          </Button>
        </div>
        <ScheduledBackups />
        <div>
          <Text fw={600} size="sm">
            Public chat
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            The chat clears itself every 24 hours; clear it now to remove every message at once.
          </Text>
          <Button variant="light" color="red" leftSection={<IconMessageOff size={16} />} onClick={() => setConfirming(true)}>
            Clear Chat Now
          </Button>
        </div>
        <div>
          <Text fw={600} size="sm">
            Demo data
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            Start for real: remove every other account and everything guests and staff did, keeping only you (and, if you like, the rooms,
            menu and settings).
          </Text>
          <Button variant="light" color="red" leftSection={<IconTrashX size={16} />} onClick={() => setRemovingDemo(true)}>
            Remove Demo Data
          </Button>
        </div>
      </Stack>
      <RemoveDemoDataModal opened={removingDemo} onClose={() => setRemovingDemo(false)} />
      <ConfirmModal
        opened={confirming}
        title="Clear chat history"
        message={CHAT_MSG.confirmClear}
        confirmLabel="Clear Chat"
        loading={clear.isPending}
        onConfirm={() => clear.mutate()}
        onClose={() => setConfirming(false)}
      />
    </SettingsCard>
  );
}

function Security() {
  const [confirming, setConfirming] = useState(false);
  const utils = trpc.useUtils();
  const signOut = trpc.admin.settings.signOutOthers.useMutation({
    onSuccess: (result) => {
      toast.success(result.message);
      setConfirming(false);
      void utils.admin.audit.invalidate();
    },
    onError: (err) => failureToast(ADMIN_MSG.otherSessionsFailed, err),
  });
  return (
    <SettingsCard title="Security" description="Sessions and a record of who changed what." icon={IconShieldLock}>
      <Group justify="space-between" wrap="wrap" gap="sm" mb="lg">
        <div>
          <Text fw={600} size="sm">
            Other sessions
          </Text>
          <Text size="sm" c="dimmed">
            Lost a device or signed in on a shared computer? End every session of this account except this one.
          </Text>
        </div>
        <Button variant="light" color="orange" leftSection={<IconLogout size={16} />} onClick={() => setConfirming(true)}>
          Sign Out Other Sessions
        </Button>
      </Group>
      <TwoStepPolicy />
      <FeedLinks />
      <AuditLog />
      <ConfirmModal
        opened={confirming}
        title="Sign out other sessions"
        message={ADMIN_MSG.confirmSignOutOthers}
        confirmLabel="Sign Out Others"
        color="orange"
        loading={signOut.isPending}
        onConfirm={() => signOut.mutate()}
        onClose={() => setConfirming(false)}
      />
    </SettingsCard>
  );
}

/** Whether every staff and admin account must use two-step sign-in (led to set it up at its next sign-in). */
function TwoStepPolicy() {
  const utils = trpc.useUtils();
  const policy = trpc.admin.settings.twoFactor.useQuery();
  const save = trpc.admin.settings.saveTwoFactor.useMutation({
    onSuccess: (result) => {
      toast.success(result.message);
      void utils.admin.settings.twoFactor.invalidate();
      void utils.admin.audit.invalidate();
    },
    onError: (err) => failureToast(ADMIN_MSG.twoFactorPolicyFailed, err),
  });
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" mb="lg">
      <div>
        <Text fw={600} size="sm">
          Require two-step sign-in for staff and administrators
        </Text>
        <Text size="sm" c="dimmed">
          An account without it is led to set it up at its next sign-in and can do nothing else until it has.
        </Text>
      </div>
      <Switch
        aria-label="Require two-step sign-in for staff and administrators"
        checked={save.isPending ? save.variables.requiredForStaff : (policy.data?.requiredForStaff ?? false)}
        disabled={!policy.data || save.isPending}
        onChange={(event) => save.mutate({ requiredForStaff: event.currentTarget.checked })}
      />
    </Group>
  );
}
