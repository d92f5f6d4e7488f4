import { Button, Card, Group, Image, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBed, IconPlus, IconUsers } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  ADMIN_MSG,
  DEFAULT_ROOM_IMAGE,
  LIMITS,
  ROOM_STATUSES,
  ROOM_TYPES,
  type RoomStatus,
  type RoomType,
  GUEST_POLICY_LABELS,
  ROOM_TYPE_LABELS,
} from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { DataTable, type Column } from '../DataTable';
import { Pagination } from '../Pagination';
import { AmenityIcons } from '../rooms/amenities';
import { RoomFeedButton } from '../desk/RoomFeedButton';
import { RoomStatusBadge } from '../rooms/RoomStatusBadge';
import { failureToast, loadFailedMessage, useLoadFailure } from './feedback';
import { ROOM_STATUS_LABELS } from './labels';
import { useClampedPage, useListState } from './list';
import { ConfirmModal, EditDeleteButtons, FilterBar, TabHeader, countLabel, withAll } from './parts';
import { BedsModal } from './BedsModal';
import { RoomFormModal } from './RoomFormModal';
import type { AdminRoom } from './types';
import { ListState } from '../ListState';

type RoomFilters = { search: string; type: RoomType | ''; status: RoomStatus | '' };

export default function RoomsTab() {
  const t = useT();
  const localize = useLocalize();
  const list = useListState<RoomFilters>({ search: '', type: '', status: '' });
  const rooms = trpc.admin.rooms.list.useQuery(list.query, { placeholderData: (previous) => previous });
  useClampedPage(rooms.data?.total, list.page, list.setPage);
  useLoadFailure('rooms', rooms.errorUpdatedAt);
  const utils = trpc.useUtils();
  // null: closed; 'new': Add Room; a room: Edit.
  const [editing, setEditing] = useState<AdminRoom | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminRoom | null>(null);
  const [bedsOf, setBedsOf] = useState<AdminRoom | null>(null);
  const remove = trpc.admin.rooms.remove.useMutation({
    onSuccess: () => {
      toast.success(localize(ADMIN_MSG.roomDeleted));
      setDeleting(null);
      void utils.admin.invalidate();
      void utils.rooms.invalidate();
    },
    onError: (error) => failureToast(localize(ADMIN_MSG.roomDeleteFailed), error),
  });

  const data = rooms.data;
  // A hotel's worth of photo cards is screens long: many rooms open as a compact list, unless the admin chose.
  // Decided on the first answer, so the view does not flip while the admin filters.
  const [chosenView, setView] = useState<'list' | 'cards' | null>(null);
  const firstTotal = useRef<number | null>(null);
  if (firstTotal.current === null && data) firstTotal.current = data.total;
  const view = chosenView ?? ((firstTotal.current ?? 0) > MANY_ROOMS ? 'list' : 'cards');
  return (
    <Stack gap="md">
      <TabHeader
        title={t('Rooms')}
        subtitle={countLabel(data?.total, (count) => t('{count, plural, one {# room} other {# rooms}}', { count }))}
        onRefresh={() => void rooms.refetch()}
        refreshing={rooms.isFetching}
        actions={
          <>
            <SegmentedControl
              size="xs"
              aria-label={t('Show rooms as')}
              value={view}
              onChange={(value) => setView(value)}
              data={[
                { value: 'list', label: t('List') },
                { value: 'cards', label: t('Cards') },
              ]}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              {t('Add Room')}
            </Button>
          </>
        }
      />
      <FilterBar
        search={list.filters.search}
        searchPlaceholder={t('Name, room number or description')}
        onSearch={(search) => list.update({ search })}
        selects={[
          {
            label: t('Type'),
            value: list.filters.type,
            data: withAll(t('All types'), ROOM_TYPES, (type) => t(ROOM_TYPE_LABELS[type])),
            onChange: (value) => list.update({ type: value as RoomType }),
          },
          {
            label: t('Status'),
            value: list.filters.status,
            data: withAll(t('All statuses'), ROOM_STATUSES, (status) => t(ROOM_STATUS_LABELS[status])),
            onChange: (value) => list.update({ status: value as RoomStatus }),
          },
        ]}
        onClear={list.clear}
        canClear={list.isFiltered}
      />
      <ListState
        loading={!data}
        error={!data && rooms.isError}
        empty={data?.rooms.length === 0}
        errorTitle={loadFailedMessage('rooms')}
        emptyTitle={t('No rooms found')}
        emptyText={list.isFiltered ? t('Try adjusting your filters.') : t('Add the first room to start taking bookings.')}
        onRetry={() => void rooms.refetch()}
      >
        {view === 'list' ? (
          <DataTable
            rows={data?.rooms}
            columns={roomColumns(t, { onEdit: setEditing, onDelete: setDeleting, onBeds: setBedsOf })}
            rowKey={(room) => room._id}
            rowLabel={(room) => t('Room {number}', { number: room.roomNumber })}
            minWidth={760}
            compact
          />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {data?.rooms.map((room) => (
              <RoomCard
                key={room._id}
                room={room}
                onEdit={() => setEditing(room)}
                onDelete={() => setDeleting(room)}
                onBeds={() => setBedsOf(room)}
              />
            ))}
          </SimpleGrid>
        )}
      </ListState>
      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}

      <RoomFormModal room={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
      <BedsModal room={bedsOf} onClose={() => setBedsOf(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={deleting ? t('Delete room {number}', { number: deleting.roomNumber }) : t('Delete room')}
        message={localize(ADMIN_MSG.confirmDeleteRoom)}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting._id })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

const MANY_ROOMS = 6;

/** A dormitory's Beds button: its beds' list (add, rename, out of order, remove). */
function BedsButton({ room, onBeds }: { room: AdminRoom; onBeds: () => void }) {
  const t = useT();
  if (room.saleMode !== 'bed') return null;
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconBed size={14} />}
      onClick={onBeds}
      aria-label={t('Beds of room {number}', { number: room.roomNumber })}
    >
      {t('Beds')}
    </Button>
  );
}

function roomColumns(
  t: Translate,
  {
    onEdit,
    onDelete,
    onBeds,
  }: {
    onEdit: (room: AdminRoom) => void;
    onDelete: (room: AdminRoom) => void;
    onBeds: (room: AdminRoom) => void;
  },
): Column<AdminRoom>[] {
  return [
    {
      header: t('Room'),
      place: 'title',
      cell: (room) => (
        <>
          <Text size="sm" fw={600}>
            {room.name}
          </Text>
          <Text size="xs" c="dimmed">
            {t('Room {number} · Floor {floor}', { number: room.roomNumber, floor: room.floor })}
          </Text>
        </>
      ),
    },
    { header: t('Type'), cell: (room) => t(ROOM_TYPE_LABELS[room.type]) },
    {
      header: t('Sold by'),
      // A dormitory's Beds button sits here, not among the actions, so every row's actions keep one width.
      cell: (room) =>
        room.saleMode === 'bed' ? (
          <Group gap="xs" wrap="nowrap">
            <span>{t('Bed · {policy}', { policy: t(GUEST_POLICY_LABELS[room.guestPolicy]) })}</span>
            <BedsButton room={room} onBeds={() => onBeds(room)} />
          </Group>
        ) : (
          t('Room')
        ),
    },
    { header: t('Guests'), align: 'right', cell: (room) => room.capacity },
    {
      header: t('Price'),
      align: 'right',
      nowrap: true,
      cell: (room) => pricePer(t, room),
    },
    { header: t('Status'), place: 'aside', cell: (room) => <RoomStatusBadge status={room.status} /> },
    { header: t('Calendar'), cell: (room) => <RoomFeedButton room={room} /> },
    {
      header: t('Actions'),
      actions: true,
      cell: (room) => (
        <EditDeleteButtons
          name={t('room {number}', { number: room.roomNumber })}
          onEdit={() => onEdit(room)}
          onDelete={() => onDelete(room)}
        />
      ),
    },
  ];
}

type Translate = ReturnType<typeof useT>;

/** "€80.00/night", "€25.00/bed". */
const pricePer = (t: Translate, room: AdminRoom) =>
  room.saleMode === 'bed' ? t('{price}/bed', { price: formatMoney(room.price) }) : t('{price}/night', { price: formatMoney(room.price) });

function RoomCard({ room, onEdit, onDelete, onBeds }: { room: AdminRoom; onEdit: () => void; onDelete: () => void; onBeds: () => void }) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={t('Room {number}', { number: room.roomNumber })}>
      <Card.Section pos="relative">
        <Image src={room.images[0] || DEFAULT_ROOM_IMAGE} fallbackSrc={DEFAULT_ROOM_IMAGE} alt="" h={140} fit="cover" loading="lazy" />
        <RoomStatusBadge status={room.status} pos="absolute" top={10} right={10} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {room.name}
            </Text>
            <Text size="sm" c="dimmed">
              {t('Room {number} · Floor {floor} · {type}', {
                number: room.roomNumber,
                floor: room.floor,
                type: t(ROOM_TYPE_LABELS[room.type]),
              })}
            </Text>
          </div>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(room.price)}
            <Text span size="xs" c="dimmed" fw={400}>
              {room.saleMode === 'bed' ? t('/bed') : t('/night')}
            </Text>
          </Text>
        </Group>
        <Group gap={4}>
          <IconUsers size={14} color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {room.saleMode === 'bed'
              ? t('{count, plural, one {# bed} other {# beds}} · {policy}', {
                  count: room.capacity,
                  policy: t(GUEST_POLICY_LABELS[room.guestPolicy]),
                })
              : t('Up to {count, plural, one {# guest} other {# guests}}', { count: room.capacity })}
          </Text>
        </Group>
        {room.amenities.length > 0 && <AmenityIcons amenities={room.amenities} />}
        <Group mt={4} gap="xs" wrap="nowrap">
          <RoomFeedButton room={room} />
          <BedsButton room={room} onBeds={onBeds} />
          <div style={{ flex: 1 }}>
            <EditDeleteButtons name={t('room {number}', { number: room.roomNumber })} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
