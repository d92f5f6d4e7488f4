import { Accordion, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { m, MAIL_KINDS, mailSettingsInput, type MailSettings } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { toastOutcome } from '../../lib/toast';

const KIND_LABELS: Record<(typeof MAIL_KINDS)[number], string> = {
  welcome: m('Welcome'),
  'booking-received': m('Booking received'),
  'booking-confirmed': m('Booking confirmed'),
  'booking-cancelled': m('Booking cancelled'),
  'pre-arrival': m('Before arrival'),
  invoice: m('Invoice after check-out'),
  'staff-approved': m('Staff account approved'),
  'staff-rejected': m('Staff account not approved'),
  'password-reset': m('Password reset link'),
  'password-changed': m('Password changed'),
  test: m('Test mail'),
  'booking-changed': m('Booking changed or moved'),
  'pay-link': m('Pay link from the desk'),
  'email-change': m('New email address to confirm'),
  'email-changed': m('Email address changed (to the old address)'),
  'daily-summary': m('Daily summary for administrators'),
};

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` }));

/** Admin → Mail → Settings: when the pre-arrival mail goes, how long check-in details stay, the daily summary, each mail's opening. */
export function MailSettingsPanel() {
  const t = useT();
  const settings = trpc.mail.settings.useQuery();
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="settings">
        <Accordion.Control>{t('Mail settings and opening paragraphs')}</Accordion.Control>
        <Accordion.Panel>
          {settings.data ? <SettingsForm settings={settings.data} /> : <Text size="sm">{t('Loading…')}</Text>}
        </Accordion.Panel>
      </Accordion.Item>
    </Accordion>
  );
}

function SettingsForm({ settings }: { settings: MailSettings }) {
  const { form, firstError } = useSchemaForm(mailSettingsInput, {
    preArrivalDays: settings.preArrivalDays,
    registrationKeepDays: settings.registrationKeepDays,
    openings: Object.fromEntries(MAIL_KINDS.map((kind) => [kind, settings.openings[kind] ?? ''])),
    dailySummary: settings.dailySummary,
    dailySummaryHour: settings.dailySummaryHour,
  });
  const t = useT();
  const utils = trpc.useUtils();
  const save = trpc.mail.saveSettings.useMutation();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((data) => {
        void toastOutcome(save.mutateAsync(data), () => utils.mail.settings.invalidate(), t('Could not save the mail settings'));
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label={t('Pre-arrival mail: days before arrival')} min={0} max={30} {...form.getInputProps('preArrivalDays')} />
          <NumberInput
            label={t('Keep online check-in details: days after check-out (0 keeps them)')}
            min={0}
            max={3650}
            {...form.getInputProps('registrationKeepDays')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Switch
            label={t('Daily summary to administrators')}
            description={t('Arrivals, departures, unpaid balances, open complaints and channel conflicts, once a day')}
            {...form.getInputProps('dailySummary', { type: 'checkbox' })}
          />
          <NativeSelect
            label={t('Send the summary at (hotel time)')}
            disabled={!form.values.dailySummary}
            data={HOURS}
            value={String(form.values.dailySummaryHour)}
            onChange={(event) => form.setFieldValue('dailySummaryHour', Number(event.currentTarget.value))}
            error={form.errors.dailySummaryHour}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          {t('Each mail opens with the paragraph below; leave one empty for the default shown in grey.')}
        </Text>
        {MAIL_KINDS.map((kind) => (
          <Textarea
            key={kind}
            label={t(KIND_LABELS[kind])}
            placeholder={settings.defaultOpenings[kind]}
            autosize
            minRows={2}
            {...form.getInputProps(`openings.${kind}`)}
          />
        ))}
        {firstError && (
          <Text c="red" size="sm" role="alert">
            {firstError}
          </Text>
        )}
        <Group>
          <Button type="submit" loading={save.isPending}>
            {t('Save mail settings')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
