import { Text } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { MARK_CLEAN, ROOM_CLEANING_STEPS, STAFF_MSG } from '@innkeep/api-contract';
import { trpc } from '../../lib/trpc';
import { advanceAction } from './actions';
import { TaskCard } from './TaskCard';
import type { RoomToClean } from './types';

/** A room waiting for housekeeping: number, floor, and Mark Clean (it becomes available). */
export function RoomTask({ room, reload }: { room: RoomToClean; reload: () => Promise<unknown> }) {
  const update = trpc.staff.updateRoomStatus.useMutation();
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
  return (
    <TaskCard label={`Room ${room.roomNumber}`} title={`Room ${room.roomNumber}`} action={action}>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        Floor {room.floor} · {room.name}
      </Text>
    </TaskCard>
  );
}
