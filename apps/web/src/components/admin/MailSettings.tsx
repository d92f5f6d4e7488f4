import { Accordion, Button, Group, NativeSelect, NumberInput, SimpleGrid, Stack, Switch, Text, Textarea } from '@mantine/core';
import { MAIL_KINDS, mailSettingsInput, type MailSettings } from '@innkeep/api-contract';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { toastOutcome } from '../../lib/toast';

const KIND_LABELS: Record<(typeof MAIL_KINDS)[number], string> = {
  welcome: 'Welcome',
  'booking-received': 'Booking received',
  'booking-confirmed': 'Booking confirmed',
  'booking-cancelled': 'Booking cancelled',
  'pre-arrival': 'Before arrival',
  invoice: 'Invoice after check-out',
  'staff-approved': 'Staff account approved',
  'staff-rejected': 'Staff account not approved',
  'password-reset': 'Password reset link',
  'password-changed': 'Password changed',
  test: 'Test mail',
  'booking-changed': 'Booking changed or moved',
  'pay-link': 'Pay link from the desk',
  'email-change': 'New email address to confirm',
  'email-changed': 'Email address changed (to the old address)',
  'daily-summary': 'Daily summary for administrators',
};

const HOURS = Array.from({ length: 24 }, (_, hour) => ({ value: String(hour), label: `${String(hour).padStart(2, '0')}:00` }));

/** Admin → Mail → Settings: when the pre-arrival mail goes, how long check-in details stay, the daily summary, each mail's opening. */
export function MailSettingsPanel() {
  const settings = trpc.mail.settings.useQuery();
  return (
    <Accordion variant="contained" radius="md">
      <Accordion.Item value="settings">
        <Accordion.Control>Mail settings and opening paragraphs</Accordion.Control>
        <Accordion.Panel>{settings.data ? <SettingsForm settings={settings.data} /> : <Text size="sm">Loading…</Text>}</Accordion.Panel>
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
  const utils = trpc.useUtils();
  const save = trpc.mail.saveSettings.useMutation();
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((data) => {
        void toastOutcome(save.mutateAsync(data), () => utils.mail.settings.invalidate(), 'Could not save the mail settings');
      })}
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <NumberInput label="Pre-arrival mail: days before arrival" min={0} max={30} {...form.getInputProps('preArrivalDays')} />
          <NumberInput
            label="Keep online check-in details: days after check-out (0 keeps them)"
            min={0}
            max={3650}
            {...form.getInputProps('registrationKeepDays')}
          />
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <Switch
            label="Daily summary to administrators"
            description="Arrivals, departures, unpaid balances, open complaints and channel conflicts, once a day"
            {...form.getInputProps('dailySummary', { type: 'checkbox' })}
          />
          <NativeSelect
            label="Send the summary at (hotel time)"
            disabled={!form.values.dailySummary}
            data={HOURS}
            value={String(form.values.dailySummaryHour)}
            onChange={(event) => form.setFieldValue('dailySummaryHour', Number(event.currentTarget.value))}
            error={form.errors.dailySummaryHour}
          />
        </SimpleGrid>
        <Text size="sm" c="dimmed">
          Each mail opens with the paragraph below; leave one empty for the default shown in grey.
        </Text>
        {MAIL_KINDS.map((kind) => (
          <Textarea
            key={kind}
            label={KIND_LABELS[kind]}
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
            Save mail settings
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
