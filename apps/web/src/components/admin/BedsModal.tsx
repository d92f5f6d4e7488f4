import { ActionIcon, Alert, Box, Button, Group, Modal, Paper, Stack, Text, TextInput, Tooltip } from '@mantine/core';
import { IconAlertCircle, IconBed, IconBedOff, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { BEDS_MSG, MAX_BEDS_PER_ROOM, createBedInput } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { errorMessage, toast } from '../../lib/toast';
import { BedName } from '../rooms/beds';
import { trpc } from '../../lib/trpc';
import type { AdminRoom } from './types';

type DormBeds = Pick<AdminRoom, '_id' | 'roomNumber' | 'beds'>;
type Bed = AdminRoom['beds'][number];

/** A dormitory's beds (Rooms tab → Beds): add, rename, out of order and back, remove. */
export function BedsModal({ room, onClose }: { room: DormBeds | null; onClose: () => void }) {
  const t = useT();
  return (
    <Modal
      opened={room !== null}
      onClose={onClose}
      title={room ? t('Beds of room {number}', { number: room.roomNumber }) : t('Beds')}
      size="md"
      centered
    >
      {room && <BedsEditor key={room._id} room={room} />}
    </Modal>
  );
}

function BedsEditor({ room: initial }: { room: DormBeds }) {
  const t = useT();
  const localize = useLocalize();
  // Every bed change answers the room as it now is: shown at once, without waiting for the list.
  const [room, setRoom] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const handlers = {
    onMutate: () => setError(null),
    onSuccess: (next: DormBeds) => {
      setRoom(next);
      // The room's capacity follows its beds: the lists, the public catalog and the desk show it.
      void utils.admin.rooms.invalidate();
      void utils.rooms.invalidate();
      void utils.desk.calendar.invalidate();
    },
    // A 409 says why in words ("Bed A1 has a stay from … to …: move it to another bed first"): shown as given.
    onError: (err: unknown) => setError(errorMessage(err, localize(BEDS_MSG.bedSaveFailed))),
  };
  const create = trpc.admin.rooms.beds.create.useMutation(handlers);
  const update = trpc.admin.rooms.beds.update.useMutation(handlers);
  const remove = trpc.admin.rooms.beds.remove.useMutation(handlers);
  const busy = create.isPending || update.isPending || remove.isPending;
  const usable = room.beds.filter((bed) => !bed.outOfOrder).length;

  /** Resolves whether it was saved; a failure is already on the dialog (onError). */
  const saved = (run: Promise<unknown>, message: string) =>
    run.then(
      () => {
        toast.success(message);
        return true;
      },
      () => false,
    );
  const rename = async (bed: Bed, label: string) => {
    const ok = await saved(update.mutateAsync({ roomId: room._id, bedId: bed._id, label }), BEDS_MSG.bedRenamed(label));
    if (ok) setRenaming(null);
    return ok;
  };
  const setOutOfOrder = (bed: Bed, outOfOrder: boolean) =>
    void saved(
      update.mutateAsync({ roomId: room._id, bedId: bed._id, outOfOrder }),
      outOfOrder ? BEDS_MSG.bedOutOfOrder(bed.label) : BEDS_MSG.bedBackInService(bed.label),
    );
  const removeBed = (bed: Bed) =>
    void saved(remove.mutateAsync({ roomId: room._id, bedId: bed._id }), BEDS_MSG.bedRemoved(bed.label)).then(() => setRemoving(null));

  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        {t(
          '{usable} of {total, plural, one {# bed} other {# beds}} in service: the room sells {usable, plural, one {# bed} other {# beds}} a night.',
          { usable, total: room.beds.length },
        )}
      </Text>
      {error && (
        <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} role="alert">
          {error}
        </Alert>
      )}
      <Box
        component="ul"
        p={0}
        m={0}
        aria-label={t('Beds of room {number}', { number: room.roomNumber })}
        style={{ listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 6 }}
      >
        {room.beds.map((bed) => (
          <Paper component="li" key={bed._id} withBorder radius="sm" px="sm" py={6}>
            {renaming === bed._id ? (
              <LabelForm
                label={t('New name for {label}', { label: bed.label })}
                initial={bed.label}
                submitLabel={t('Save')}
                busy={busy}
                onSubmit={(label) => rename(bed, label)}
                onCancel={() => setRenaming(null)}
              />
            ) : removing === bed._id ? (
              <Group justify="space-between" gap="xs">
                <Text size="sm">{t('Remove {label}?', { label: bed.label })}</Text>
                <Group gap="xs">
                  <Button size="xs" variant="default" onClick={() => setRemoving(null)} disabled={busy}>
                    {t('Keep')}
                  </Button>
                  <Button size="xs" color="red" onClick={() => removeBed(bed)} loading={remove.isPending}>
                    {t('Remove {label}', { label: bed.label })}
                  </Button>
                </Group>
              </Group>
            ) : (
              <Group justify="space-between" gap="xs" wrap="nowrap">
                <BedName bed={bed} size="sm" />
                <Group gap={4} wrap="nowrap">
                  <BedAction label={t('Rename {label}', { label: bed.label })} disabled={busy} onClick={() => setRenaming(bed._id)}>
                    <IconPencil size={16} />
                  </BedAction>
                  <BedAction
                    label={
                      bed.outOfOrder
                        ? t('Put {label} back in service', { label: bed.label })
                        : t('Put {label} out of order', { label: bed.label })
                    }
                    disabled={busy}
                    onClick={() => setOutOfOrder(bed, !bed.outOfOrder)}
                  >
                    {bed.outOfOrder ? <IconBed size={16} /> : <IconBedOff size={16} />}
                  </BedAction>
                  <BedAction
                    label={t('Remove {label}', { label: bed.label })}
                    color="red"
                    disabled={busy}
                    onClick={() => setRemoving(bed._id)}
                  >
                    <IconTrash size={16} />
                  </BedAction>
                </Group>
              </Group>
            )}
          </Paper>
        ))}
      </Box>
      {room.beds.length < MAX_BEDS_PER_ROOM && (
        <LabelForm
          label={t('New bed')}
          placeholder={t('New bed, e.g. A5 lower')}
          submitLabel={t('Add bed')}
          busy={busy}
          onSubmit={(label) => saved(create.mutateAsync({ roomId: room._id, label }), BEDS_MSG.bedAdded(label))}
        />
      )}
    </Stack>
  );
}

function BedAction({
  label,
  color = 'gray',
  disabled,
  onClick,
  children,
}: {
  label: string;
  color?: string;
  disabled: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon variant="subtle" color={color} aria-label={label} disabled={disabled} onClick={onClick}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/** A bed's name, checked as the server will (required, 40 characters at most), for a new bed or a rename. */
function LabelForm({
  label,
  initial = '',
  placeholder,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  label: string;
  initial?: string;
  placeholder?: string;
  submitLabel: string;
  busy: boolean;
  /** Resolves true once saved: a new bed's field empties for the next one. */
  onSubmit: (label: string) => Promise<boolean>;
  onCancel?: () => void;
}) {
  const t = useT();
  const localize = useLocalize();
  const [value, setValue] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // A rename opens in place of the bed's row: the keyboard goes straight to the name.
  const renaming = onCancel !== undefined;
  useEffect(() => {
    if (renaming) input.current?.select();
  }, [renaming]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = createBedInput.shape.label.safeParse(value);
    if (!parsed.success) {
      setProblem(localize(parsed.error.issues[0]?.message ?? BEDS_MSG.bedSaveFailed));
      return;
    }
    setProblem(null);
    void onSubmit(parsed.data).then((ok) => ok && !onCancel && setValue(''));
  };
  return (
    <form noValidate onSubmit={submit}>
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <TextInput
          aria-label={label}
          placeholder={placeholder}
          value={value}
          onChange={(event) => setValue(event.currentTarget.value)}
          error={problem}
          maxLength={40}
          size="xs"
          style={{ flex: 1 }}
          ref={input}
        />
        <Button type="submit" size="xs" loading={busy} leftSection={onCancel ? undefined : <IconPlus size={14} />}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button size="xs" variant="default" onClick={onCancel} disabled={busy}>
            {t('Cancel')}
          </Button>
        )}
      </Group>
    </form>
  );
}
