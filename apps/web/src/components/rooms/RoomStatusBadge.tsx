import { Badge, type BadgeProps } from '@mantine/core';
import { ROOM_STATUS_COLORS, type RoomStatus } from '@innkeep/api-contract';

export function RoomStatusBadge({ status, ...props }: { status: RoomStatus } & BadgeProps) {
  return (
    <Badge color={ROOM_STATUS_COLORS[status]} variant="filled" tt="capitalize" {...props}>
      {status}
    </Badge>
  );
}
