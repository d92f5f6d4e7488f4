import { Badge, Button, Divider, Drawer, Group, ScrollArea, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { useT } from '../i18n/language';
import { capCount } from '../lib/format';
import { useNotifications } from '../state/notifications';
import { ConnectionStatus } from './notifications/ConnectionStatus';
import { NotificationActions } from './notifications/NotificationActions';
import { filterNotifications, footerText, STATUS_FILTERS, type StatusFilter } from './notifications/model';
import { NotificationCard } from './notifications/NotificationCard';
import { NotificationsEmpty } from './notifications/NotificationsEmpty';
import { SubjectLink } from './notifications/SubjectLink';
import { useNow } from './notifications/useNow';

/** The slide-in notifications panel the top bar's bell opens. */
export function NotificationsPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const store = useNotifications();
  const [status, setStatus] = useState<StatusFilter>('all');
  // The notification opened in place: its whole text, and a link to what it is about.
  const [openId, setOpenId] = useState<string | null>(null);
  const now = useNow(60_000);
  const t = useT();
  const shown = filterNotifications(store.notifications, status);

  return (
    <Drawer.Root opened={opened} onClose={onClose} position="right" size={420}>
      <Drawer.Overlay />
      <Drawer.Content>
        <Stack gap={0} h="100%">
          <Drawer.Header>
            <Group gap="xs" wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
              <Drawer.Title>
                <Title order={2} size="h4">
                  {t('Notifications')}
                </Title>
              </Drawer.Title>
              {store.unreadCount > 0 && (
                <Badge color="red" variant="filled" circle={store.unreadCount < 10}>
                  {capCount(store.unreadCount, 9)}
                  <VisuallyHidden> {t('unread')}</VisuallyHidden>
                </Badge>
              )}
              <div style={{ marginLeft: 'auto' }}>
                <ConnectionStatus state={store.connection} />
              </div>
            </Group>
            <Drawer.CloseButton ml="xs" aria-label={t('Close notifications')} />
          </Drawer.Header>
          <Stack gap="sm" px="md" pb="sm">
            <SegmentedControl
              fullWidth
              value={status}
              onChange={(value) => setStatus(value)}
              data={STATUS_FILTERS.map((f) => ({ value: f.value, label: t(f.short) }))}
              aria-label={t('Show')}
            />
            <NotificationActions compact />
          </Stack>
          <Divider />
          <ScrollArea style={{ flex: 1 }} type="auto">
            <Stack gap="xs" p="md">
              {shown.length === 0 ? (
                <NotificationsEmpty status={status} compact />
              ) : (
                shown.map((n) => (
                  <NotificationCard
                    key={n._id}
                    notification={n}
                    now={now}
                    compact
                    expanded={openId === n._id}
                    onOpen={() => {
                      if (!n.read) store.markRead(n._id);
                      setOpenId(openId === n._id ? null : n._id);
                    }}
                    onMarkRead={store.markRead}
                    onRemove={store.remove}
                  >
                    <SubjectLink subject={n.subject} onFollow={onClose} />
                  </NotificationCard>
                ))
              )}
            </Stack>
          </ScrollArea>
          <Divider />
          <Group justify="space-between" px="md" py="sm">
            <Text size="sm" c="dimmed">
              {footerText(store.notifications.length, store.unreadCount)}
            </Text>
            <Button
              component={Link}
              to="/notifications"
              size="compact-sm"
              variant="subtle"
              rightSection={<IconArrowRight size={14} />}
              onClick={onClose}
            >
              {t('View all')}
            </Button>
          </Group>
        </Stack>
      </Drawer.Content>
    </Drawer.Root>
  );
}
