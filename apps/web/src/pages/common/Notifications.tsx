import { Badge, Container, Group, Select, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { ConnectionStatus } from '../../components/notifications/ConnectionStatus';
import {
  filterNotifications,
  STATUS_FILTERS,
  TYPE_FILTERS,
  type StatusFilter,
  type TypeFilter,
} from '../../components/notifications/model';
import { NotificationActions } from '../../components/notifications/NotificationActions';
import { NotificationCard } from '../../components/notifications/NotificationCard';
import { NotificationsEmpty } from '../../components/notifications/NotificationsEmpty';
import { SubjectLink } from '../../components/notifications/SubjectLink';
import { useNow } from '../../components/notifications/useNow';
import { useT } from '../../i18n/language';
import { PageLoader } from '../../components/PageLoader';
import { capCount } from '../../lib/format';
import { useNotifications } from '../../state/notifications';

export default function NotificationsPage() {
  const t = useT();
  const store = useNotifications();
  const [status, setStatus] = useState<StatusFilter>('all');
  const [type, setType] = useState<TypeFilter>('all');
  const now = useNow(60_000);
  const shown = filterNotifications(store.notifications, status, type);
  const total = store.notifications.length;
  const read = store.notifications.filter((n) => n.read).length;

  return (
    <Container size="md" py="xl">
      <Stack gap="lg">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4}>
            <Group gap="sm" align="center">
              <Title order={1}>{t('Notifications')}</Title>
              {store.unreadCount > 0 && (
                <Badge size="lg" color="red" variant="filled">
                  {capCount(store.unreadCount, 99)}
                  <VisuallyHidden> {t('unread')}</VisuallyHidden>
                </Badge>
              )}
            </Group>
            <Group gap="sm">
              <Text c="dimmed" size="sm">
                {t('{total} total • {unread} unread • {read} read', { total, unread: store.unreadCount, read })}
              </Text>
              <ConnectionStatus state={store.connection} />
            </Group>
          </Stack>
          <NotificationActions />
        </Group>

        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <Select
            label={t('Status')}
            value={status}
            onChange={(value) => setStatus(value ?? 'all')}
            data={STATUS_FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
            allowDeselect={false}
          />
          <Select
            label={t('Type')}
            value={type}
            onChange={(value) => setType(value ?? 'all')}
            data={TYPE_FILTERS.map((f) => ({ value: f.value, label: t(f.label) }))}
            allowDeselect={false}
          />
        </SimpleGrid>

        {store.loading ? (
          <PageLoader />
        ) : shown.length === 0 ? (
          <NotificationsEmpty status={status} />
        ) : (
          <Stack gap="sm" component="section" aria-label={t('Notification list')}>
            {shown.map((n) => (
              <NotificationCard key={n._id} notification={n} now={now} expanded onMarkRead={store.markRead} onRemove={store.remove}>
                <SubjectLink subject={n.subject} />
              </NotificationCard>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
