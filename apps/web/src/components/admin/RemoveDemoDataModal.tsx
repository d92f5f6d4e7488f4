import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { DEMO_DATA_MSG, REMOVE_DEMO_DATA_CONFIRMATION, removeDemoDataInput } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useSchemaForm } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { failureToast } from './feedback';

/** Remove demo data: what goes, what to keep, and the typed confirmation before the button works. */
export function RemoveDemoDataModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened={opened} onClose={onClose} title={t('Remove demo data')} centered>
      {opened && <RemoveForm onDone={onClose} />}
    </Modal>
  );
}

function RemoveForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const localize = useLocalize();
  const { form } = useSchemaForm(removeDemoDataInput, { confirmation: '', keepRooms: true, keepMenu: true, keepSettings: true });
  const utils = trpc.useUtils();
  const remove = trpc.admin.settings.removeDemoData.useMutation({
    onSuccess: (result) => {
      toast.success(result.message);
      // Nearly every list changed: reload whatever is on screen.
      void utils.invalidate();
      onDone();
    },
    onError: (err) => failureToast(localize(DEMO_DATA_MSG.removeFailed), err),
  });

  return (
    <form noValidate onSubmit={form.onSubmit((data) => remove.mutate(data))}>
      <Stack gap="sm">
        <Text size="sm">
          {t(
            'Leaves an empty hotel with only your account. Every other user goes, with their sessions, bookings, food orders and payments, complaints, notifications, chat messages and reviews. The audit log is kept. This cannot be undone: download a backup first if in doubt.',
          )}
        </Text>
        <Checkbox
          label={t('Keep the rooms (set to available, without reviews)')}
          {...form.getInputProps('keepRooms', { type: 'checkbox' })}
        />
        <Checkbox label={t('Keep the food menu')} {...form.getInputProps('keepMenu', { type: 'checkbox' })} />
        <Checkbox
          label={t('Keep the hotel settings (otherwise the defaults return)')}
          {...form.getInputProps('keepSettings', { type: 'checkbox' })}
        />
        <TextInput
          label={t('Type {phrase} to confirm', { phrase: REMOVE_DEMO_DATA_CONFIRMATION })}
          {...form.getInputProps('confirmation')}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={remove.isPending}>
            {t('Cancel')}
          </Button>
          {/* Works once the schema takes the typed phrase, as the server will. */}
          <Button type="submit" color="red" disabled={form.isValid() !== true} loading={remove.isPending}>
            {t('Remove Demo Data')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
