import { Badge, type BadgeProps } from '@mantine/core';
import { m, ROOM_STATUS_COLORS, hotelToday, roomStatusProblem, type RoomStatus } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { useT } from '../../i18n/language';

/** A room status as shown (translated where shown); the API's value stays English. */
export const ROOM_STATUS_LABELS: Record<RoomStatus, string> = {
  available: m('available'),
  occupied: m('occupied'),
  cleaning: m('cleaning'),
  maintenance: m('maintenance'),
};

export function RoomStatusBadge({ status, ...props }: { status: RoomStatus } & BadgeProps) {
  const t = useT();
  return (
    <Badge color={ROOM_STATUS_COLORS[status]} variant="filled" tt="capitalize" {...props}>
      {t(ROOM_STATUS_LABELS[status])}
    </Badge>
  );
}

interface StayStatusBadgeProps extends BadgeProps {
  room: { status: RoomStatus; roomNumber: string; saleMode?: 'room' | 'bed' };
  /** The check-in a visitor or guest has chosen, if any. */
  checkIn?: string | undefined;
  /** The server listed the room as free for the chosen stay. */
  free?: boolean;
}

/**
 * A room's status as a visitor or guest with chosen dates should read it. Today's housekeeping status
 * (occupied, cleaning) says nothing about a later stay: it is the staff's, so it is left out, and a room
 * the server listed as free for the stay reads "available". A status that stops the stay (maintenance,
 * occupied tonight) still shows, and staff always see today's status.
 */
export function StayStatusBadge({ room, checkIn, free = false, ...props }: StayStatusBadgeProps) {
  const { user } = useAuth();
  const staff = user?.role === 'staff' || user?.role === 'admin';
  if (staff || !checkIn || room.status === 'available' || roomStatusProblem(room, checkIn, hotelToday())) {
    return <RoomStatusBadge status={room.status} {...props} />;
  }
  return free ? <RoomStatusBadge status="available" {...props} /> : null;
}
