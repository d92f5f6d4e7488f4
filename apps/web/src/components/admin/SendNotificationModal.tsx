import { Alert, Button, Group, SegmentedControl, Select, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ADMIN_MSG,
  ADMIN_NOTIFICATION_TYPES,
  BROADCAST_AUDIENCE_LABELS,
  m,
  NOTIFICATION_MSG,
  PRIORITIES,
  notificationFormInput,
  type BroadcastAudience,
  type NotificationFormInput,
  type SchemaOutput,
} from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useSchemaForm } from '../../lib/forms';
import { NotificationCard } from '../notifications/NotificationCard';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { failureToast } from './feedback';
import { NOTIFICATION_TYPE_LABELS, PRIORITY_LABELS } from './notification-labels';
import { EditModal, ModalForm } from './parts';

type Audience = 'user' | BroadcastAudience;
const AUDIENCES: { value: Audience; label: string }[] = [
  { value: 'user', label: m('One person') },
  { value: 'customers', label: BROADCAST_AUDIENCE_LABELS.customers },
  { value: 'staff', label: BROADCAST_AUDIENCE_LABELS.staff },
  { value: 'in-house', label: BROADCAST_AUDIENCE_LABELS['in-house'] },
];
const AUDIENCE_HINTS: Record<BroadcastAudience, string> = {
  customers: m('Every customer account gets this notification.'),
  staff: m('Every approved staff member gets this notification; accounts awaiting approval are left out.'),
  'in-house': m('Every guest checked in and staying today gets this notification, once however many rooms they have.'),
};
type NotificationForm = SchemaOutput<typeof notificationFormInput>;

interface Option {
  value: string;
  label: string;
}

const RECIPIENT_CHOICES = 20;

/**
 * Finds the recipient by name or email on the server as the admin types; the chosen person stays
 * among the options so the field keeps showing them.
 */
function useRecipientSearch() {
  const [searchValue, setSearchValue] = useState('');
  const [chosen, setChosen] = useState<Option | null>(null);
  const [debounced] = useDebouncedValue(searchValue.trim(), 250);
  const term = chosen && debounced === chosen.label ? '' : debounced;
  const users = trpc.admin.users.list.useQuery(
    { search: term || undefined, page: 1, limit: RECIPIENT_CHOICES },
    { placeholderData: (previous) => previous },
  );
  const found = (users.data?.users ?? []).map((user) => ({ value: user._id, label: `${user.name} · ${user.email}` }));
  const options = chosen && !found.some((option) => option.value === chosen.value) ? [chosen, ...found] : found;
  return { searchValue, setSearchValue, chosen, setChosen, options, loading: users.isFetching };
}

/** The Send Notification form (spec §2, §3), with the broadcast this product adds. */
export function SendNotificationModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <EditModal opened={opened} onClose={onClose} title={t('Send Notification')} recordKey="new">
      <SendForm onDone={onClose} />
    </EditModal>
  );
}

const EMPTY: NotificationFormInput = { audience: 'user', recipient: '', title: '', message: '', type: 'info', priority: 'medium' };

function SendForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const { form, firstError } = useSchemaForm(notificationFormInput, EMPTY);
  const audience = form.values.audience;
  const recipient = useRecipientSearch();
  // Four audiences side by side do not fit a phone, in any language: one under the other there.
  const narrow = useMediaQuery('(max-width: 36em)');
  // The form first shows what will be sent and to how many; only the preview's button sends.
  const [preview, setPreview] = useState<NotificationForm | null>(null);

  if (preview)
    return <SendPreview data={preview} recipientLabel={recipient.chosen?.label ?? ''} onBack={() => setPreview(null)} onDone={onDone} />;
  return (
    <ModalForm error={firstError} onSubmit={form.onSubmit(setPreview)} onCancel={onDone} submitLabel={t('Preview')} saving={false}>
      <SegmentedControl
        fullWidth
        orientation={narrow ? 'vertical' : 'horizontal'}
        data={AUDIENCES.map((option) => ({ ...option, label: t(option.label) }))}
        value={audience}
        onChange={(value) => form.setFieldValue('audience', value)}
        aria-label={t('Send to')}
      />
      {audience !== 'user' && (
        <Text size="sm" c="dimmed">
          {t(AUDIENCE_HINTS[audience])}
        </Text>
      )}
      {audience === 'user' && (
        <Select
          label={t('Recipient')}
          required
          searchable
          clearable
          placeholder={t('Search by name or email')}
          leftSection={<IconSearch size={16} />}
          data={recipient.options}
          value={recipient.chosen?.value ?? null}
          onChange={(_, option) => {
            recipient.setChosen(option ? { value: option.value, label: option.label } : null);
            form.setFieldValue('recipient', option?.value ?? '');
          }}
          error={form.errors.recipient}
          searchValue={recipient.searchValue}
          onSearchChange={recipient.setSearchValue}
          // The server already filtered by name and email.
          filter={({ options }) => options}
          nothingFoundMessage={recipient.loading ? t('Searching…') : t('No users found')}
        />
      )}
      <TextInput label={t('Title')} required {...form.getInputProps('title')} />
      <Textarea label={t('Message')} required autosize minRows={3} maxRows={6} {...form.getInputProps('message')} />
      <Group grow>
        <Select
          label={t('Type')}
          allowDeselect={false}
          data={ADMIN_NOTIFICATION_TYPES.map((value) => ({ value, label: t(NOTIFICATION_TYPE_LABELS[value]) }))}
          {...form.getInputProps('type')}
        />
        <Select
          label={t('Priority')}
          allowDeselect={false}
          data={PRIORITIES.map((value) => ({ value, label: t(PRIORITY_LABELS[value]) }))}
          {...form.getInputProps('priority')}
        />
      </Group>
    </ModalForm>
  );
}

/**
 * The notification as its readers will see it, and how many it reaches (counted by the server over
 * the same audience the send uses), with the button that sends it.
 */
function SendPreview({
  data,
  recipientLabel,
  onBack,
  onDone,
}: {
  data: NotificationForm;
  recipientLabel: string;
  onBack: () => void;
  onDone: () => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const toGroup = data.audience !== 'user';
  const counted = trpc.admin.notifications.audienceCount.useQuery(
    { audience: toGroup ? data.audience : 'customers' },
    { enabled: toGroup, staleTime: 0 },
  );
  const count = toGroup ? counted.data?.count : 1;
  const utils = trpc.useUtils();
  const sent = (text: string) => {
    toast.success(text);
    void utils.admin.notifications.invalidate();
    onDone();
  };
  const send = trpc.notifications.send.useMutation({
    onSuccess: () => sent(localize(NOTIFICATION_MSG.sent)),
    onError: (err) => failureToast(localize(NOTIFICATION_MSG.sendFailed), err),
  });
  const broadcast = trpc.admin.notifications.broadcast.useMutation({
    onSuccess: (result) => sent(result.message),
    onError: (err) => failureToast(localize(NOTIFICATION_MSG.sendFailed), err),
  });
  const go = () => (data.audience === 'user' ? send.mutate(data) : broadcast.mutate(data));

  return (
    <Stack gap="sm">
      <Title order={3} size="h5">
        {t('Preview')}
      </Title>
      <NotificationCard notification={{ _id: 'preview', ...data, read: false, timestamp: new Date().toISOString() }} now={new Date()} />
      <Text size="sm" aria-live="polite">
        {toGroup
          ? count === undefined
            ? t('Counting {audience, select, customers {all customers} staff {all staff} other {guests in house now}}…', {
                audience: data.audience,
              })
            : t(
                'Goes to {count, plural, one {# recipient} other {# recipients}}: {audience, select, customers {all customers} staff {all staff} other {guests in house now}}.',
                { count, audience: data.audience },
              )
          : t('Goes to 1 recipient: {recipient}.', { recipient: recipientLabel })}
      </Text>
      {count === 0 && (
        <Alert color="yellow" variant="light">
          {localize(ADMIN_MSG.broadcastEmpty)}
        </Alert>
      )}
      <Group justify="flex-end" mt="xs">
        <Button variant="default" onClick={onBack}>
          {t('Back to editing')}
        </Button>
        <Button onClick={go} loading={send.isPending || broadcast.isPending} disabled={!count}>
          {count ? t('{count, plural, one {Send to # recipient} other {Send to # recipients}}', { count }) : t('Send')}
        </Button>
      </Group>
    </Stack>
  );
}
