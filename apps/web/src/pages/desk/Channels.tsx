import { Alert, Autocomplete, Badge, Button, Container, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendarShare, IconPlayerPause, IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { CHANNEL_NAMES, DESK_MSG } from '@innkeep/api-contract';
import { DataTable, type Column } from '../../components/DataTable';
import { ListState } from '../../components/ListState';
import { copyText } from '../../components/food/clipboard';
import { dateTime } from '../../lib/format';
import { errorMessage, toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Feed = RouterOutputs['desk']['feeds']['list']['feeds'][number];

const FAILED = 'The feed could not be saved';

/**
 * Channels (staff and administrators): the calendar feeds of Booking.com, Airbnb and others imported
 * into rooms and dormitory beds, with when each last synced, what went wrong, and what it holds.
 */
export default function ChannelsPage() {
  const utils = trpc.useUtils();
  const feeds = trpc.desk.feeds.list.useQuery();
  const rooms = trpc.rooms.list.useQuery();
  const refresh = () => void utils.desk.feeds.invalidate();
  const onError = (error: unknown) => toast.error(errorMessage(error, FAILED));
  const create = trpc.desk.feeds.create.useMutation({ onSuccess: refresh, onError });
  const update = trpc.desk.feeds.update.useMutation({ onSuccess: refresh, onError });
  const remove = trpc.desk.feeds.remove.useMutation({ onSuccess: refresh, onError });
  const sync = trpc.desk.feeds.sync.useMutation({
    onSuccess: (result) => {
      if (result.error) toast.error(result.error);
      else
        toast.success(
          `Synced: ${result.added} added, ${result.changed} changed, ${result.removed} removed${result.conflicts ? `, ${result.conflicts} in conflict` : ''}`,
        );
      refresh();
    },
    onError,
  });
  const form = useForm({
    initialValues: { name: 'Booking.com', url: '', roomId: '', bedId: '' },
    validate: {
      name: (value) => (value.trim() ? null : 'Please enter the channel’s name'),
      url: (value) => (/^https?:\/\/\S+$/.test(value.trim()) ? null : 'Enter the feed’s address, starting with http:// or https://'),
      roomId: (value) => (value ? null : 'Choose a room'),
    },
  });

  const roomList = rooms.data ?? [];
  const roomOf = (id: string) => roomList.find((room) => room._id === id);
  const chosen = roomOf(form.values.roomId);
  const placeOf = (feed: Feed) => {
    const room = roomOf(feed.roomId);
    const bed = room?.beds.find((b) => b._id === feed.bedId);
    return `Room ${room?.roomNumber ?? '?'}${bed ? `, bed ${bed.label}` : ''}`;
  };
  /** The link to give the channel: this room's (or bed's) nights, without the channel's own stays. */
  const copyExport = async (feed: Feed) => {
    try {
      const { url } = await utils.desk.roomFeedLink.fetch({ id: feed.roomId, forOtherSystems: true });
      const link = new URL(url, window.location.origin);
      link.searchParams.set('exclude', feed._id);
      if (feed.bedId) link.searchParams.set('bed', feed.bedId);
      await copyText(link.href);
      toast.success(`Export link for ${feed.name} copied: paste it into ${feed.name}'s calendar import`);
    } catch (error) {
      toast.error(errorMessage(error, DESK_MSG.feedLinkFailed));
    }
  };

  const columns: Column<Feed>[] = [
    { header: 'Channel', place: 'title', cell: (feed) => feed.name },
    { header: 'Room', cell: placeOf },
    {
      header: 'Status',
      place: 'aside',
      cell: (feed) => (
        // As wide as its word: the table squeezed "Syncing" to "SYN…" at 1280 px.
        <Badge variant="light" color={!feed.active ? 'gray' : feed.lastError ? 'red' : 'green'} miw="max-content">
          {!feed.active ? 'Paused' : feed.lastError ? 'Error' : 'Syncing'}
        </Badge>
      ),
    },
    { header: 'Last success', nowrap: true, cell: (feed) => (feed.lastSuccessAt ? dateTime(feed.lastSuccessAt) : 'Never') },
    { header: 'Next sync', nowrap: true, cell: (feed) => (feed.nextSyncAt ? dateTime(feed.nextSyncAt) : '—') },
    { header: 'Stays', align: 'right', cell: (feed) => feed.events },
    {
      header: 'Conflicts',
      align: 'right',
      cell: (feed) =>
        feed.conflicts > 0 ? (
          <Badge color="red" variant="filled">
            {feed.conflicts}
          </Badge>
        ) : (
          0
        ),
    },
    {
      header: 'Last error',
      cell: (feed) =>
        feed.lastError ? (
          <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            {feed.lastError}
          </Text>
        ) : (
          'None'
        ),
    },
    {
      header: 'Actions',
      actions: true,
      cell: (feed) => (
        <Group gap={6} wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={sync.isPending && sync.variables.id === feed._id}
            onClick={() => sync.mutate({ id: feed._id })}
            aria-label={`Sync ${feed.name} of ${placeOf(feed)} now`}
          >
            Sync now
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={feed.active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
            onClick={() => update.mutate({ id: feed._id, active: !feed.active })}
            aria-label={`${feed.active ? 'Pause' : 'Resume'} ${feed.name} of ${placeOf(feed)}`}
          >
            {feed.active ? 'Pause' : 'Resume'}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCalendarShare size={14} />}
            onClick={() => void copyExport(feed)}
            aria-label={`Copy the export link to give ${feed.name} for ${placeOf(feed)}`}
          >
            Export link
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending && remove.variables.id === feed._id}
            onClick={() => remove.mutate({ id: feed._id })}
            aria-label={`Remove ${feed.name} of ${placeOf(feed)} and free its nights`}
          >
            Remove
          </Button>
        </Group>
      ),
    },
  ];

  const list = feeds.data?.feeds;
  const conflicts = list?.reduce((sum, feed) => sum + feed.conflicts, 0) ?? 0;
  return (
    <Container size="xl" py="xl">
      <Stack gap="lg">
        <div>
          <Title order={1}>Channels</Title>
          <Text c="dimmed" mt={4}>
            Booking.com, Airbnb, Hostelworld and other channels share their bookings as calendar feeds. Add each feed to its room (or bed),
            then give the channel the room&apos;s export link so it hears of your bookings.
          </Text>
        </div>
        {conflicts > 0 && (
          <Alert
            color="red"
            icon={<IconAlertTriangle />}
            title={`${conflicts} channel ${conflicts === 1 ? 'stay overlaps' : 'stays overlap'} a booking`}
          >
            Open the Front Desk to move one of them; the notification names both.
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <form
            onSubmit={form.onSubmit((values) =>
              create.mutate({ ...values, bedId: values.bedId || undefined }, { onSuccess: () => form.reset() }),
            )}
          >
            <Title order={2} size="h4" mb="sm">
              Add a feed
            </Title>
            <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
              <Autocomplete label="Channel" data={[...CHANNEL_NAMES]} required {...form.getInputProps('name')} />
              <TextInput label="Feed address (.ics)" placeholder="https://…" required miw={260} {...form.getInputProps('url')} />
              <Select
                label="Room"
                required
                searchable
                data={roomList.map((room) => ({ value: room._id, label: `Room ${room.roomNumber} · ${room.name}` }))}
                {...form.getInputProps('roomId')}
                onChange={(value: string | null) => form.setValues({ roomId: value ?? '', bedId: '' })}
              />
              {chosen?.saleMode === 'bed' && (
                <Select
                  label="Bed"
                  placeholder="The whole dormitory"
                  clearable
                  data={chosen.beds.map((bed) => ({ value: bed._id, label: bed.label }))}
                  {...form.getInputProps('bedId')}
                  onChange={(value: string | null) => form.setFieldValue('bedId', value ?? '')}
                />
              )}
            </Group>
            <Group justify="flex-end" mt="md">
              <Button type="submit" loading={create.isPending}>
                Add feed
              </Button>
            </Group>
          </form>
        </Paper>
        <ListState
          loading={!list}
          error={!list && feeds.isError}
          empty={list?.length === 0}
          errorTitle="The feeds could not be loaded"
          emptyTitle="No feeds yet"
          emptyText="Add a channel's calendar feed above; it syncs at once and then on a schedule."
          onRetry={() => void feeds.refetch()}
        >
          <DataTable
            rows={list}
            columns={columns}
            rowKey={(feed) => feed._id}
            rowLabel={(feed) => `${feed.name}, ${placeOf(feed)}`}
            minWidth={1000}
            compact
          />
        </ListState>
      </Stack>
    </Container>
  );
}
