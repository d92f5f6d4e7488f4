import { Button, Group, Text } from '@mantine/core';
import { IconBed, IconSparkles } from '@tabler/icons-react';
import { BEDS_MSG, MARK_CLEAN, ROOM_CLEANING_STEPS, STAFF_MSG } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';
import { advanceAction } from './actions';
import { failureMessage } from './board';
import { TaskCard } from './TaskCard';
import type { RoomToClean } from './types';

/**
 * A room waiting for housekeeping: number, floor, and Mark Clean (it becomes available). A
 * dormitory also lists the beds its departed guests left, each marked made on its own.
 */
export function RoomTask({ room, reload }: { room: RoomToClean; reload: () => Promise<unknown> }) {
  const t = useT();
  const localize = useLocalize();
  const update = trpc.staff.updateRoomStatus.useMutation();
  const made = trpc.staff.markBedMade.useMutation();
  const action = advanceAction({
    steps: ROOM_CLEANING_STEPS,
    item: room,
    mutation: update,
    label: MARK_CLEAN,
    icon: <IconSparkles size={16} />,
    success: STAFF_MSG.roomUpdated,
    failure: STAFF_MSG.roomUpdateFailed,
    reload,
  });
  const toStrip = room.beds.filter((bed) => bed.toStrip);
  const markMade = async (bed: { _id: string; label: string }) => {
    try {
      await made.mutateAsync({ roomId: room._id, bedId: bed._id });
      toast.success(localize(BEDS_MSG.bedMade(bed.label)));
    } catch (error) {
      toast.error(failureMessage(error, localize(BEDS_MSG.bedMadeFailed)));
    } finally {
      await reload();
    }
  };
  return (
    <TaskCard
      label={t('Room {number}', { number: room.roomNumber })}
      title={t('Room {number}', { number: room.roomNumber })}
      action={action}
    >
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t('Floor {floor} · {room}', { floor: room.floor, room: room.name })}
      </Text>
      {toStrip.length > 0 && (
        <Group gap={6} mt={6} role="group" aria-label={localize(BEDS_MSG.toStrip)}>
          <Text size="xs" fw={600}>
            {localize(BEDS_MSG.toStrip)}:
          </Text>
          {toStrip.map((bed) => (
            <Button
              key={bed._id}
              size="compact-xs"
              variant="light"
              leftSection={<IconBed size={14} />}
              loading={made.isPending && made.variables?.bedId === bed._id}
              onClick={() => void markMade(bed)}
              aria-label={t('Mark bed {bed} made', { bed: bed.label })}
            >
              {bed.label}
            </Button>
          ))}
        </Group>
      )}
    </TaskCard>
  );
}
