import { Badge, Group, Text, type BadgeProps, type MantineSize, type TextProps } from '@mantine/core';
import { IconBed } from '@tabler/icons-react';
import { GUEST_POLICY_LABELS, m, type GuestPolicy, type SaleMode } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';

/** What the bed-related parts need of a room from any list or detail answer. */
interface DormFacts {
  saleMode: SaleMode;
  guestPolicy: GuestPolicy;
  capacity: number;
  bedsFree?: number | null;
}

export const isDorm = (room: { saleMode: SaleMode }) => room.saleMode === 'bed';

/** A dormitory's price is per bed; a room's per night (a source text: translate where shown). */
export const priceUnit = (room: { saleMode: SaleMode }) => (isDorm(room) ? m('per bed') : m('per night'));

/** "Female only", "Mixed dorm"…: shown wherever a dormitory is shown; nothing for a room sold whole. */
export function GuestPolicyBadge({ room, ...props }: { room: DormFacts } & BadgeProps) {
  const t = useT();
  if (!isDorm(room)) return null;
  return (
    <Badge
      variant="light"
      color={room.guestPolicy === 'mixed' ? 'gray' : 'grape'}
      tt="none"
      leftSection={<IconBed size={14} aria-hidden="true" />}
      data-testid="guest-policy"
      {...props}
    >
      {t(GUEST_POLICY_LABELS[room.guestPolicy])}
    </Badge>
  );
}

/** "6 of 8 beds free" for the chosen dates; nothing without dates or for a room sold whole. */
export function BedsFree({ room, ...props }: { room: DormFacts } & TextProps) {
  const t = useT();
  if (!isDorm(room) || typeof room.bedsFree !== 'number') return null;
  return (
    <Text size="sm" fw={600} data-testid="beds-free" {...props}>
      {t('{free} of {count, plural, one {# bed} other {# beds}} free', { free: room.bedsFree, count: room.capacity })}
    </Text>
  );
}

/** A bed's label, and "Out of order" beside it while it is. */
export function BedName({ bed, size }: { bed: { label: string; outOfOrder: boolean }; size: MantineSize }) {
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Text size={size} fw={600} truncate>
        {bed.label}
      </Text>
      {bed.outOfOrder && (
        <Badge size={size} color="orange" variant="light" style={{ flexShrink: 0 }}>
          {t('Out of order')}
        </Badge>
      )}
    </Group>
  );
}
