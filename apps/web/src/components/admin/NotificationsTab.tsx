import { Badge, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MSG, ADMIN_NOTIFICATION_TYPES, LIMITS, PRIORITY_COLORS } from '@innkeep/api-contract';
import { useLocalize, useT, useTRich } from '../../i18n/language';
import { dateTime, relativeTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { Pagination } from '../Pagination';
import { useLoadFailure } from './feedback';
import { useListState } from './list';
import { NOTIFICATION_TYPE_LABELS, PRIORITY_LABELS } from './notification-labels';
import { FilterBar, TabHeader, withAll } from './parts';
import { SendNotificationModal } from './SendNotificationModal';
import type { AdminNotification } from './types';
import { ListState } from '../ListState';

type AdminType = (typeof ADMIN_NOTIFICATION_TYPES)[number];
type NotificationFilters = { search: string; type: AdminType | '' };

const TYPE_COLORS: Record<string, string> = { info: 'blue', alert: 'red', booking: 'teal', order: 'orange', system: 'gray', error: 'red' };

export default function NotificationsTab() {
  const t = useT();
  const localize = useLocalize();
  const list = useListState<NotificationFilters>({ search: '', type: '' });
  const notifications = trpc.admin.notifications.list.useQuery(list.query, { placeholderData: (previous) => previous });
  useLoadFailure('notifications', notifications.errorUpdatedAt);
  const [sending, setSending] = useState(false);

  const data = notifications.data;
  return (
    <Stack gap="md">
      <TabHeader
        title={t('Notifications')}
        subtitle={data ? t('{count, plural, one {# notification} other {# notifications}}', { count: data.total }) : t('Loading…')}
        onRefresh={() => void notifications.refetch()}
        refreshing={notifications.isFetching}
        actions={
          <Button leftSection={<IconSend size={16} />} onClick={() => setSending(true)}>
            {t('Send Notification')}
          </Button>
        }
      />
      <FilterBar
        search={list.filters.search}
        searchPlaceholder={t('Title, message or recipient')}
        onSearch={(search) => list.update({ search })}
        selects={[
          {
            label: t('Type'),
            value: list.filters.type,
            data: withAll(t('All types'), ADMIN_NOTIFICATION_TYPES, (type) => t(NOTIFICATION_TYPE_LABELS[type])),
            onChange: (value) => list.update({ type: value as AdminType }),
          },
        ]}
        onClear={list.clear}
        canClear={list.isFiltered}
      />
      <ListState
        loading={!data}
        error={!data && notifications.isError}
        empty={data?.notifications.length === 0}
        errorTitle={localize(ADMIN_MSG.tabLoadFailed('notifications'))}
        emptyTitle={t('No notifications found')}
        emptyText={list.isFiltered ? t('Try adjusting your filters.') : t('Notifications sent to guests and staff appear here.')}
        onRetry={() => void notifications.refetch()}
      >
        <Stack gap="xs">
          {data?.notifications.map((notification) => (
            <NotificationRow key={notification._id} notification={notification} />
          ))}
        </Stack>
      </ListState>
      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}
      <SendNotificationModal opened={sending} onClose={() => setSending(false)} />
    </Stack>
  );
}

function NotificationRow({ notification: n }: { notification: AdminNotification }) {
  const t = useT();
  const tRich = useTRich();
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={n.title}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} translate="no">
            {n.title}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }} translate="no">
            {n.message}
          </Text>
          <Text size="xs" c="dimmed" mt={4}>
            {tRich('To <b>{name}</b>', { name: n.recipient.name, b: (chunks) => <b>{chunks}</b> })} ·{' '}
            <Tooltip label={dateTime(n.createdAt)}>
              <span>{relativeTime(n.createdAt)}</span>
            </Tooltip>
          </Text>
        </div>
        <Group gap={6}>
          <Badge variant="light" color={TYPE_COLORS[n.type] ?? 'gray'}>
            {t(NOTIFICATION_TYPE_LABELS[n.type])}
          </Badge>
          <Badge variant="outline" color={PRIORITY_COLORS[n.priority]}>
            {t(PRIORITY_LABELS[n.priority])}
          </Badge>
          <Badge variant={n.read ? 'light' : 'filled'} color={n.read ? 'gray' : 'blue'}>
            {n.read ? t('Read') : t('Unread')}
          </Badge>
        </Group>
      </Group>
    </Paper>
  );
}
