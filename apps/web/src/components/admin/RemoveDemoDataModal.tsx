import { Button, Checkbox, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { DEMO_DATA_MSG, REMOVE_DEMO_DATA_CONFIRMATION } from '@innkeep/api-contract';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { failureToast } from './feedback';

/** Remove demo data: what goes, what to keep, and the typed confirmation before the button works. */
export function RemoveDemoDataModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Remove demo data" centered>
      {opened && <RemoveForm onDone={onClose} />}
    </Modal>
  );
}

function RemoveForm({ onDone }: { onDone: () => void }) {
  const [keep, setKeep] = useState({ keepRooms: true, keepMenu: true, keepSettings: true });
  const [confirmation, setConfirmation] = useState('');
  const utils = trpc.useUtils();
  const remove = trpc.admin.settings.removeDemoData.useMutation({
    onSuccess: (result) => {
      toast.success(result.message);
      // Nearly every list changed: reload whatever is on screen.
      void utils.invalidate();
      onDone();
    },
    onError: (err) => failureToast(DEMO_DATA_MSG.removeFailed, err),
  });
  const confirmed = confirmation === REMOVE_DEMO_DATA_CONFIRMATION;
  const toggle = (key: keyof typeof keep) => (event: ChangeEvent<HTMLInputElement>) => {
    const checked = event.currentTarget.checked;
    setKeep((current) => ({ ...current, [key]: checked }));
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (confirmed) remove.mutate({ confirmation, ...keep });
      }}
    >
      <Stack gap="sm">
        <Text size="sm">
          Leaves an empty hotel with only your account. Every other user goes, with their sessions, bookings, food orders and payments,
          complaints, notifications, chat messages and reviews. The audit log is kept. This cannot be undone: download a backup first if in
          doubt.
        </Text>
        <Checkbox label="Keep the rooms (set to available, without reviews)" checked={keep.keepRooms} onChange={toggle('keepRooms')} />
        <Checkbox label="Keep the food menu" checked={keep.keepMenu} onChange={toggle('keepMenu')} />
        <Checkbox
          label="Keep the hotel settings (otherwise the defaults return)"
          checked={keep.keepSettings}
          onChange={toggle('keepSettings')}
        />
        <TextInput
          label={`Type ${REMOVE_DEMO_DATA_CONFIRMATION} to confirm`}
          value={confirmation}
          onChange={(event) => setConfirmation(event.currentTarget.value)}
          autoComplete="off"
          spellCheck={false}
          data-autofocus
        />
        <Group justify="flex-end" mt="xs">
          <Button variant="default" onClick={onDone} disabled={remove.isPending}>
            Cancel
          </Button>
          <Button type="submit" color="red" disabled={!confirmed} loading={remove.isPending}>
            Remove Demo Data
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
