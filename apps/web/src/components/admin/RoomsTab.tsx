import { Button, Card, Group, Image, SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconBed, IconPlus, IconUsers } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import {
  ADMIN_MSG,
  DEFAULT_ROOM_IMAGE,
  GUEST_POLICY_LABELS,
  LIMITS,
  ROOM_STATUSES,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
  type RoomStatus,
  type RoomType,
} from '@innkeep/api-contract';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { DataTable, type Column } from '../DataTable';
import { Pagination } from '../Pagination';
import { AmenityIcons } from '../rooms/amenities';
import { RoomFeedButton } from '../desk/RoomFeedButton';
import { RoomStatusBadge } from '../rooms/RoomStatusBadge';
import { failureToast, useLoadFailure } from './feedback';
import { useClampedPage, useListState } from './list';
import { ConfirmModal, EditDeleteButtons, FilterBar, TabHeader, countLabel, withAll } from './parts';
import { BedsModal } from './BedsModal';
import { RoomFormModal } from './RoomFormModal';
import type { AdminRoom } from './types';
import { ListState } from '../ListState';

type RoomFilters = { search: string; type: RoomType | ''; status: RoomStatus | '' };

export default function RoomsTab() {
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
      toast.success(ADMIN_MSG.roomDeleted);
      setDeleting(null);
      void utils.admin.invalidate();
      void utils.rooms.invalidate();
    },
    onError: (error) => failureToast(ADMIN_MSG.roomDeleteFailed, error),
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
        title="Rooms"
        subtitle={countLabel(data?.total, 'room', 'rooms')}
        onRefresh={() => void rooms.refetch()}
        refreshing={rooms.isFetching}
        actions={
          <>
            <SegmentedControl
              size="xs"
              aria-label="Show rooms as"
              value={view}
              onChange={(value) => setView(value)}
              data={[
                { value: 'list', label: 'List' },
                { value: 'cards', label: 'Cards' },
              ]}
            />
            <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
              Add Room
            </Button>
          </>
        }
      />
      <FilterBar
        search={list.filters.search}
        searchPlaceholder="Name, room number or description"
        onSearch={(search) => list.update({ search })}
        selects={[
          {
            label: 'Type',
            value: list.filters.type,
            data: withAll('All types', ROOM_TYPES, (t) => ROOM_TYPE_LABELS[t]),
            onChange: (value) => list.update({ type: value as RoomType }),
          },
          {
            label: 'Status',
            value: list.filters.status,
            data: withAll('All statuses', ROOM_STATUSES),
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
        errorTitle={ADMIN_MSG.tabLoadFailed('rooms')}
        emptyTitle="No rooms found"
        emptyText={list.isFiltered ? 'Try adjusting your filters.' : 'Add the first room to start taking bookings.'}
        onRetry={() => void rooms.refetch()}
      >
        {view === 'list' ? (
          <DataTable
            rows={data?.rooms}
            columns={roomColumns({ onEdit: setEditing, onDelete: setDeleting, onBeds: setBedsOf })}
            rowKey={(room) => room._id}
            rowLabel={(room) => `Room ${room.roomNumber}`}
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
        title={deleting ? `Delete room ${deleting.roomNumber}` : 'Delete room'}
        message={ADMIN_MSG.confirmDeleteRoom}
        confirmLabel="Delete"
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
  if (room.saleMode !== 'bed') return null;
  return (
    <Button variant="default" size="xs" leftSection={<IconBed size={14} />} onClick={onBeds} aria-label={`Beds of room ${room.roomNumber}`}>
      Beds
    </Button>
  );
}

function roomColumns({
  onEdit,
  onDelete,
  onBeds,
}: {
  onEdit: (room: AdminRoom) => void;
  onDelete: (room: AdminRoom) => void;
  onBeds: (room: AdminRoom) => void;
}): Column<AdminRoom>[] {
  return [
    {
      header: 'Room',
      place: 'title',
      cell: (room) => (
        <>
          <Text size="sm" fw={600}>
            {room.name}
          </Text>
          <Text size="xs" c="dimmed">
            Room {room.roomNumber} · Floor {room.floor}
          </Text>
        </>
      ),
    },
    { header: 'Type', cell: (room) => ROOM_TYPE_LABELS[room.type] },
    {
      header: 'Sold by',
      // A dormitory's Beds button sits here, not among the actions, so every row's actions keep one width.
      cell: (room) =>
        room.saleMode === 'bed' ? (
          <Group gap="xs" wrap="nowrap">
            <span>Bed · {GUEST_POLICY_LABELS[room.guestPolicy]}</span>
            <BedsButton room={room} onBeds={() => onBeds(room)} />
          </Group>
        ) : (
          'Room'
        ),
    },
    { header: 'Guests', align: 'right', cell: (room) => room.capacity },
    {
      header: 'Price',
      align: 'right',
      nowrap: true,
      cell: (room) => `${formatMoney(room.price)}/${room.saleMode === 'bed' ? 'bed' : 'night'}`,
    },
    { header: 'Status', place: 'aside', cell: (room) => <RoomStatusBadge status={room.status} /> },
    { header: 'Calendar', cell: (room) => <RoomFeedButton room={room} /> },
    {
      header: 'Actions',
      actions: true,
      cell: (room) => <EditDeleteButtons name={`room ${room.roomNumber}`} onEdit={() => onEdit(room)} onDelete={() => onDelete(room)} />,
    },
  ];
}

function RoomCard({ room, onEdit, onDelete, onBeds }: { room: AdminRoom; onEdit: () => void; onDelete: () => void; onBeds: () => void }) {
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Room ${room.roomNumber}`}>
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
              Room {room.roomNumber} · Floor {room.floor} · {ROOM_TYPE_LABELS[room.type]}
            </Text>
          </div>
          <Text fw={700} style={{ whiteSpace: 'nowrap' }}>
            {formatMoney(room.price)}
            <Text span size="xs" c="dimmed" fw={400}>
              /{room.saleMode === 'bed' ? 'bed' : 'night'}
            </Text>
          </Text>
        </Group>
        <Group gap={4}>
          <IconUsers size={14} color="var(--mantine-color-dimmed)" />
          <Text size="sm" c="dimmed">
            {room.saleMode === 'bed'
              ? `${room.capacity} ${room.capacity === 1 ? 'bed' : 'beds'} · ${GUEST_POLICY_LABELS[room.guestPolicy]}`
              : `Up to ${room.capacity} ${room.capacity === 1 ? 'guest' : 'guests'}`}
          </Text>
        </Group>
        {room.amenities.length > 0 && <AmenityIcons amenities={room.amenities} />}
        <Group mt={4} gap="xs" wrap="nowrap">
          <RoomFeedButton room={room} />
          <BedsButton room={room} onBeds={onBeds} />
          <div style={{ flex: 1 }}>
            <EditDeleteButtons name={`room ${room.roomNumber}`} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </Group>
      </Stack>
    </Card>
  );
}
