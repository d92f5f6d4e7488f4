import { Alert, Autocomplete, Badge, Button, Container, Group, Paper, Select, Stack, Text, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconAlertTriangle, IconCalendarShare, IconPlayerPause, IconPlayerPlay, IconRefresh, IconTrash } from '@tabler/icons-react';
import { CHANNEL_NAMES, DESK_MSG } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { DataTable, type Column } from '../../components/DataTable';
import { ListState } from '../../components/ListState';
import { copyText } from '../../components/food/clipboard';
import { dateTime } from '../../lib/format';
import { errorMessage, toast } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Feed = RouterOutputs['desk']['feeds']['list']['feeds'][number];

/** A feed address's shape, the same in every language. */
const URL_HINT = 'https://…';

/**
 * Channels (staff and administrators): the calendar feeds of Booking.com, Airbnb and others imported
 * into rooms and dormitory beds, with when each last synced, what went wrong, and what it holds.
 */
export default function ChannelsPage() {
  const t = useT();
  const localize = useLocalize();
  const utils = trpc.useUtils();
  const feeds = trpc.desk.feeds.list.useQuery();
  const rooms = trpc.rooms.list.useQuery();
  const refresh = () => void utils.desk.feeds.invalidate();
  const onError = (error: unknown) => toast.error(errorMessage(error, t('The feed could not be saved')));
  const create = trpc.desk.feeds.create.useMutation({ onSuccess: refresh, onError });
  const update = trpc.desk.feeds.update.useMutation({ onSuccess: refresh, onError });
  const remove = trpc.desk.feeds.remove.useMutation({ onSuccess: refresh, onError });
  const sync = trpc.desk.feeds.sync.useMutation({
    onSuccess: (result) => {
      if (result.error) toast.error(result.error);
      else
        toast.success(
          result.conflicts
            ? t('Synced: {added} added, {changed} changed, {removed} removed, {conflicts} in conflict', result)
            : t('Synced: {added} added, {changed} changed, {removed} removed', result),
        );
      refresh();
    },
    onError,
  });
  const form = useForm({
    initialValues: { name: 'Booking.com', url: '', roomId: '', bedId: '' },
    validate: {
      name: (value) => (value.trim() ? null : t('Please enter the channel’s name')),
      url: (value) => (/^https?:\/\/\S+$/.test(value.trim()) ? null : t('Enter the feed’s address, starting with http:// or https://')),
      roomId: (value) => (value ? null : t('Choose a room')),
    },
  });

  const roomList = rooms.data ?? [];
  const roomOf = (id: string) => roomList.find((room) => room._id === id);
  const chosen = roomOf(form.values.roomId);
  const placeOf = (feed: Feed) => {
    const room = roomOf(feed.roomId);
    const bed = room?.beds.find((b) => b._id === feed.bedId);
    const number = room?.roomNumber ?? '?';
    return bed ? t('Room {number}, bed {bed}', { number, bed: bed.label }) : t('Room {number}', { number });
  };
  /** The link to give the channel: this room's (or bed's) nights, without the channel's own stays. */
  const copyExport = async (feed: Feed) => {
    try {
      const { url } = await utils.desk.roomFeedLink.fetch({ id: feed.roomId, forOtherSystems: true });
      const link = new URL(url, window.location.origin);
      link.searchParams.set('exclude', feed._id);
      if (feed.bedId) link.searchParams.set('bed', feed.bedId);
      await copyText(link.href);
      toast.success(t("Export link for {channel} copied: paste it into {channel}'s calendar import", { channel: feed.name }));
    } catch (error) {
      toast.error(errorMessage(error, localize(DESK_MSG.feedLinkFailed)));
    }
  };

  const columns: Column<Feed>[] = [
    { header: t('Channel'), place: 'title', cell: (feed) => feed.name },
    { header: t('Room'), cell: placeOf },
    {
      header: t('Status'),
      place: 'aside',
      cell: (feed) => (
        // As wide as its word: the table squeezed "Syncing" to "SYN…" at 1280 px.
        <Badge variant="light" color={!feed.active ? 'gray' : feed.lastError ? 'red' : 'green'} miw="max-content">
          {!feed.active ? t('Paused') : feed.lastError ? t('Error') : t('Syncing')}
        </Badge>
      ),
    },
    { header: t('Last success'), nowrap: true, cell: (feed) => (feed.lastSuccessAt ? dateTime(feed.lastSuccessAt) : t('Never')) },
    { header: t('Next sync'), nowrap: true, cell: (feed) => (feed.nextSyncAt ? dateTime(feed.nextSyncAt) : '—') },
    { header: t('Stays'), align: 'right', cell: (feed) => feed.events },
    {
      header: t('Conflicts'),
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
      header: t('Last error'),
      cell: (feed) =>
        feed.lastError ? (
          <Text size="sm" c="red" style={{ overflowWrap: 'anywhere' }}>
            {feed.lastError}
          </Text>
        ) : (
          t('None')
        ),
    },
    {
      header: t('Actions'),
      actions: true,
      cell: (feed) => (
        <Group gap={6} wrap="wrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconRefresh size={14} />}
            loading={sync.isPending && sync.variables.id === feed._id}
            onClick={() => sync.mutate({ id: feed._id })}
            aria-label={t('Sync now: {channel} of {place}', { channel: feed.name, place: placeOf(feed) })}
          >
            {t('Sync now')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={feed.active ? <IconPlayerPause size={14} /> : <IconPlayerPlay size={14} />}
            onClick={() => update.mutate({ id: feed._id, active: !feed.active })}
            aria-label={
              feed.active
                ? t('Pause {channel} of {place}', { channel: feed.name, place: placeOf(feed) })
                : t('Resume {channel} of {place}', { channel: feed.name, place: placeOf(feed) })
            }
          >
            {feed.active ? t('Pause') : t('Resume')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconCalendarShare size={14} />}
            onClick={() => void copyExport(feed)}
            aria-label={t('Copy the export link to give {channel} for {place}', { channel: feed.name, place: placeOf(feed) })}
          >
            {t('Export link')}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} />}
            loading={remove.isPending && remove.variables.id === feed._id}
            onClick={() => remove.mutate({ id: feed._id })}
            aria-label={t('Remove {channel} of {place} and free its nights', { channel: feed.name, place: placeOf(feed) })}
          >
            {t('Remove')}
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
          <Title order={1}>{t('Channels')}</Title>
          <Text c="dimmed" mt={4}>
            {t(
              "Booking.com, Airbnb, Hostelworld and other channels share their bookings as calendar feeds. Add each feed to its room (or bed), then give the channel the room's export link so it hears of your bookings.",
            )}
          </Text>
        </div>
        {conflicts > 0 && (
          <Alert
            color="red"
            icon={<IconAlertTriangle />}
            title={t('{count, plural, one {# channel stay overlaps} other {# channel stays overlap}} a booking', {
              count: conflicts,
            })}
          >
            {t('Open the Front Desk to move one of them; the notification names both.')}
          </Alert>
        )}
        <Paper withBorder p="md" radius="md">
          <form
            onSubmit={form.onSubmit((values) =>
              create.mutate({ ...values, bedId: values.bedId || undefined }, { onSuccess: () => form.reset() }),
            )}
          >
            <Title order={2} size="h4" mb="sm">
              {t('Add a feed')}
            </Title>
            <Group align="flex-start" grow preventGrowOverflow={false} wrap="wrap">
              <Autocomplete label={t('Channel')} data={[...CHANNEL_NAMES]} required {...form.getInputProps('name')} />
              <TextInput label={t('Feed address (.ics)')} placeholder={URL_HINT} required miw={260} {...form.getInputProps('url')} />
              <Select
                label={t('Room')}
                required
                searchable
                data={roomList.map((room) => ({
                  value: room._id,
                  label: t('Room {number} · {name}', { number: room.roomNumber, name: room.name }),
                }))}
                {...form.getInputProps('roomId')}
                onChange={(value: string | null) => form.setValues({ roomId: value ?? '', bedId: '' })}
              />
              {chosen?.saleMode === 'bed' && (
                <Select
                  label={t('Bed')}
                  placeholder={t('The whole dormitory')}
                  clearable
                  data={chosen.beds.map((bed) => ({ value: bed._id, label: bed.label }))}
                  {...form.getInputProps('bedId')}
                  onChange={(value: string | null) => form.setFieldValue('bedId', value ?? '')}
                />
              )}
            </Group>
            <Group justify="flex-end" mt="md">
              <Button type="submit" loading={create.isPending}>
                {t('Add feed')}
              </Button>
            </Group>
          </form>
        </Paper>
        <ListState
          loading={!list}
          error={!list && feeds.isError}
          empty={list?.length === 0}
          errorTitle={t('The feeds could not be loaded')}
          emptyTitle={t('No feeds yet')}
          emptyText={t("Add a channel's calendar feed above; it syncs at once and then on a schedule.")}
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
