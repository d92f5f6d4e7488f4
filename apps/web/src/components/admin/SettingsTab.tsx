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
import { useMemo, useState, type ReactNode } from 'react';
import {
  ADMIN_MSG,
  CHAT_MSG,
  CURRENCIES,
  CURRENCY_MSG,
  formatAmount,
  hotelInfoSchema,
  LOCALES,
  localeOf,
  m,
  type DepositRule,
  type HotelInfo,
} from '@innkeep/api-contract';
import { useLanguage, useLocalize, useT } from '../../i18n/language';
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
  const t = useT();
  const localize = useLocalize();
  const hotel = trpc.admin.settings.hotel.useQuery();
  return (
    <SettingsCard
      title={t('General')}
      description={t('Shown to guests in the footer, on Facilities and on the complaints help card.')}
      icon={IconBuildingSkyscraper}
    >
      {hotel.data ? (
        <HotelForm key={JSON.stringify(hotel.data)} initial={hotel.data} />
      ) : hotel.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={localize(ADMIN_MSG.tabLoadFailed('settings'))} />
      ) : (
        <Loader />
      )}
    </SettingsCard>
  );
}

const DEPOSIT_OPTIONS: { value: DepositRule; label: string }[] = [
  { value: 'none', label: m('None: only a fully paid booking') },
  { value: 'first-night', label: m('The first night') },
  { value: 'percent', label: m('A percent of the stay') },
  { value: 'full', label: m('The whole stay') },
];

/** Currencies and number formats named in the reader's language ('EUR · Euro', 'de-DE · Deutsch (Deutschland)'). */
function useFormatOptions() {
  const { language } = useLanguage();
  return useMemo(() => {
    const locale = localeOf(language);
    const currencyNames = new Intl.DisplayNames([locale], { type: 'currency' });
    const languageNames = new Intl.DisplayNames([locale], { type: 'language' });
    return {
      currencies: CURRENCIES.map((code) => ({ value: code, label: `${code} · ${currencyNames.of(code) ?? code}` })),
      locales: LOCALES.map((tag) => ({ value: tag, label: `${tag} · ${languageNames.of(tag) ?? tag}` })),
    };
  }, [language]);
}

function HotelForm({ initial }: { initial: HotelInfo }) {
  const t = useT();
  const localize = useLocalize();
  const options = useFormatOptions();
  const { form, firstError: error } = useSchemaForm(hotelInfoSchema, initial);
  // A new currency waits for the admin to confirm that amounts are not converted.
  const [unconfirmed, setUnconfirmed] = useState<HotelInfo | null>(null);
  const utils = trpc.useUtils();
  const save = trpc.admin.settings.updateHotel.useMutation({
    onSuccess: (info) => {
      setUnconfirmed(null);
      toast.success(localize(ADMIN_MSG.settingsSaved));
      utils.settings.hotel.setData(undefined, (current) => current && { ...current, ...info });
      void utils.admin.settings.hotel.invalidate();
    },
    onError: (err) => failureToast(localize(ADMIN_MSG.settingsFailed), err),
  });
  return (
    <form noValidate onSubmit={form.onSubmit((data) => (data.currency === initial.currency ? save.mutate(data) : setUnconfirmed(data)))}>
      <Stack gap="sm">
        {error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
            {error}
          </Alert>
        )}
        <TextInput label={t('Hotel name')} required {...form.getInputProps('hotelName')} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('Contact phone')} required {...form.getInputProps('contactPhone')} />
          <TextInput label={t('Contact email')} type="email" required {...form.getInputProps('contactEmail')} />
        </SimpleGrid>
        <TextInput label={t('Address')} required {...form.getInputProps('address')} />
        <SimpleGrid cols={2} spacing="sm">
          <TextInput label={t('Check-in time')} type="time" required {...form.getInputProps('checkInTime')} />
          <TextInput label={t('Check-out time')} type="time" required {...form.getInputProps('checkOutTime')} />
        </SimpleGrid>
        <Fieldset legend={t('Taxes')}>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextInput label={t('Tax name')} description={t('As printed on invoices, e.g. VAT')} {...form.getInputProps('taxName')} />
              <TextInput
                label={t('Tax rate (%)')}
                description={t("The rooms' VAT or sales-tax rate. 0: no tax line.")}
                inputMode="decimal"
                {...form.getInputProps('taxRatePercent')}
              />
            </SimpleGrid>
            <Switch
              label={t('Prices include tax')}
              description={t('Off: the tax is added on top of the prices.')}
              {...form.getInputProps('pricesIncludeTax', { type: 'checkbox' })}
            />
            <TextInput label={t('Food tax rate (%)')} inputMode="decimal" {...form.getInputProps('foodTaxRatePercent')} />
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
              <TextInput label={t('City tax name')} {...form.getInputProps('cityTaxName')} />
              <TextInput
                label={t('City tax per guest per night')}
                description={t('0: no city tax')}
                inputMode="decimal"
                {...form.getInputProps('cityTaxPerNight')}
              />
              <TextInput
                label={t('City tax nights at most')}
                description={t('0: every night')}
                inputMode="numeric"
                {...form.getInputProps('cityTaxMaxNights')}
              />
            </SimpleGrid>
          </Stack>
        </Fieldset>
        <Fieldset legend={t('Offers and cancellation')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput
              label={t('Non-refundable discount (%)')}
              description={t('0 turns the non-refundable offer off.')}
              inputMode="decimal"
              {...form.getInputProps('nonRefundableDiscountPercent')}
            />
            <TextInput
              label={t('Free cancellation until (hours before check-in)')}
              inputMode="numeric"
              {...form.getInputProps('freeCancellationHours')}
            />
          </SimpleGrid>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select label={t('Currency')} data={options.currencies} allowDeselect={false} searchable {...form.getInputProps('currency')} />
          <Select label={t('Number format')} data={options.locales} allowDeselect={false} searchable {...form.getInputProps('locale')} />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('Amounts will read {example} on every page, in notifications and on invoices.', {
            example: formatAmount(1234.5, { ...initial, ...form.values }),
          })}
        </Text>
        {unconfirmed && (
          <ConfirmModal
            opened
            title={localize(CURRENCY_MSG.confirmTitle)}
            message={localize(
              CURRENCY_MSG.confirmText(initial.currency, unconfirmed.currency, {
                before: formatAmount(1234.5, initial),
                after: formatAmount(1234.5, unconfirmed),
              }),
            )}
            confirmLabel={localize(CURRENCY_MSG.confirmButton)}
            color="orange"
            loading={save.isPending}
            onConfirm={() => save.mutate({ ...unconfirmed, confirmCurrencyChange: true })}
            onClose={() => setUnconfirmed(null)}
          />
        )}
        <TextInput
          label={t('Cancel unpaid room service after (minutes)')}
          description={t(
            'An order not paid by QR, not charged to a room and not accepted at the door is cancelled this long after its pay link expired; the guest is told.',
          )}
          inputMode="numeric"
          {...form.getInputProps('unpaidOrderCancelMinutes')}
        />
        <Switch
          label={t('Charge unused nights on early check-out')}
          description={t("The desk's default when a guest leaves before their last night; it can choose otherwise at each check-out.")}
          {...form.getInputProps('chargeUnusedNights', { type: 'checkbox' })}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <Select
            label={t('Deposit that confirms an online booking')}
            description={t("Paid through the guest's pay link, it confirms a pending booking at once; paid in full always does.")}
            data={DEPOSIT_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            allowDeselect={false}
            {...form.getInputProps('depositRule')}
          />
          <TextInput
            label={t('Deposit (% of the stay)')}
            description={t('For the percent rule')}
            inputMode="decimal"
            disabled={form.values.depositRule !== 'percent'}
            {...form.getInputProps('depositPercent')}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {t('Save Settings')}
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
  const t = useT();
  const localize = useLocalize();
  const backup = trpc.admin.settings.backupLink.useMutation({
    onSuccess: ({ url }) => {
      download(url);
      toast.success(localize(ADMIN_MSG.backupStarted));
    },
    onError: (err) => failureToast(localize(ADMIN_MSG.backupFailed), err),
  });
  const [confirming, setConfirming] = useState(false);
  const [removingDemo, setRemovingDemo] = useState(false);
  const clear = trpc.admin.settings.clearChat.useMutation({
    onSuccess: () => {
      toast.success(localize(CHAT_MSG.cleared));
      setConfirming(false);
    },
    onError: (err) => failureToast(localize(CHAT_MSG.clearFailed), err),
  });
  return (
    <SettingsCard title={t('System Maintenance')} description={t('Keep a copy of the data and tidy up shared spaces.')} icon={IconTool}>
      <Stack gap="lg">
        <div>
          <Text fw={600} size="sm">
            {t('Database backup')}
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            {t('A consistent copy of the live database, taken without stopping the hotel. Keep it somewhere safe: it holds guest details.')}
          </Text>
          <Button variant="light" leftSection={<IconDatabaseExport size={16} />} loading={backup.isPending} onClick={() => backup.mutate()}>
            {t('Download Backup')}
          </Button>
        </div>
        <ScheduledBackups />
        <div>
          <Text fw={600} size="sm">
            {t('Public chat')}
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            {t('The chat clears itself every 24 hours; clear it now to remove every message at once.')}
          </Text>
          <Button variant="light" color="red" leftSection={<IconMessageOff size={16} />} onClick={() => setConfirming(true)}>
            {t('Clear Chat Now')}
          </Button>
        </div>
        <div>
          <Text fw={600} size="sm">
            {t('Demo data')}
          </Text>
          <Text size="sm" c="dimmed" mb="xs">
            {t(
              'Start for real: remove every other account and everything guests and staff did, keeping only you (and, if you like, the rooms, menu and settings).',
            )}
          </Text>
          <Button variant="light" color="red" leftSection={<IconTrashX size={16} />} onClick={() => setRemovingDemo(true)}>
            {t('Remove Demo Data')}
          </Button>
        </div>
      </Stack>
      <RemoveDemoDataModal opened={removingDemo} onClose={() => setRemovingDemo(false)} />
      <ConfirmModal
        opened={confirming}
        title={t('Clear chat history')}
        message={localize(CHAT_MSG.confirmClear)}
        confirmLabel={t('Clear Chat')}
        loading={clear.isPending}
        onConfirm={() => clear.mutate()}
        onClose={() => setConfirming(false)}
      />
    </SettingsCard>
  );
}

function Security() {
  const t = useT();
  const localize = useLocalize();
  const [confirming, setConfirming] = useState(false);
  const utils = trpc.useUtils();
  const signOut = trpc.admin.settings.signOutOthers.useMutation({
    onSuccess: (result) => {
      toast.success(result.message);
      setConfirming(false);
      void utils.admin.audit.invalidate();
    },
    onError: (err) => failureToast(localize(ADMIN_MSG.otherSessionsFailed), err),
  });
  return (
    <SettingsCard title={t('Security')} description={t('Sessions and a record of who changed what.')} icon={IconShieldLock}>
      <Group justify="space-between" wrap="wrap" gap="sm" mb="lg">
        <div>
          <Text fw={600} size="sm">
            {t('Other sessions')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('Lost a device or signed in on a shared computer? End every session of this account except this one.')}
          </Text>
        </div>
        <Button variant="light" color="orange" leftSection={<IconLogout size={16} />} onClick={() => setConfirming(true)}>
          {t('Sign Out Other Sessions')}
        </Button>
      </Group>
      <TwoStepPolicy />
      <FeedLinks />
      <AuditLog />
      <ConfirmModal
        opened={confirming}
        title={t('Sign out other sessions')}
        message={localize(ADMIN_MSG.confirmSignOutOthers)}
        confirmLabel={t('Sign Out Others')}
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
  const t = useT();
  const localize = useLocalize();
  const utils = trpc.useUtils();
  const policy = trpc.admin.settings.twoFactor.useQuery();
  const save = trpc.admin.settings.saveTwoFactor.useMutation({
    onSuccess: (result) => {
      toast.success(result.message);
      void utils.admin.settings.twoFactor.invalidate();
      void utils.admin.audit.invalidate();
    },
    onError: (err) => failureToast(localize(ADMIN_MSG.twoFactorPolicyFailed), err),
  });
  return (
    <Group justify="space-between" wrap="nowrap" gap="sm" mb="lg">
      <div>
        <Text fw={600} size="sm">
          {t('Require two-step sign-in for staff and administrators')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('An account without it is led to set it up at its next sign-in and can do nothing else until it has.')}
        </Text>
      </div>
      <Switch
        aria-label={t('Require two-step sign-in for staff and administrators')}
        checked={save.isPending ? save.variables.requiredForStaff : (policy.data?.requiredForStaff ?? false)}
        disabled={!policy.data || save.isPending}
        onChange={(event) => save.mutate({ requiredForStaff: event.currentTarget.checked })}
      />
    </Group>
  );
}
