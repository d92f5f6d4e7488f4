import { ActionIcon, Badge, Group, Paper, Stack, Text, ThemeIcon, Tooltip, UnstyledButton } from '@mantine/core';
import {
  IconAlertCircle,
  IconAlertTriangle,
  IconCalendarEvent,
  IconCheck,
  IconInfoCircle,
  IconSettings,
  IconToolsKitchen2,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { m } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { dateTime, relativeTime } from '../../lib/format';
import classes from './notifications.module.css';

export interface NotificationCardData {
  _id: string;
  type: string;
  priority: string;
  title: string;
  message: string;
  read: boolean;
  timestamp: string;
}

const TYPE_ICONS: Record<string, { icon: ReactNode; color: string; label: string }> = {
  booking: { icon: <IconCalendarEvent size={18} />, color: 'blue', label: m('Booking') },
  order: { icon: <IconToolsKitchen2 size={18} />, color: 'orange', label: m('Order') },
  system: { icon: <IconSettings size={18} />, color: 'gray', label: m('System') },
  alert: { icon: <IconAlertTriangle size={18} />, color: 'yellow', label: m('Alert') },
  error: { icon: <IconAlertCircle size={18} />, color: 'red', label: m('Error') },
  info: { icon: <IconInfoCircle size={18} />, color: 'teal', label: m('Info') },
};

/**
 * One notification: unread ones are highlighted, high priority is red with an alert icon. With
 * `onOpen` its title is a button (a tap anywhere on the card does the same) that opens it: `expanded`
 * shows its whole text and `children` (what it is about). Without the handlers it is a preview.
 */
export function NotificationCard({
  notification: n,
  now,
  compact = false,
  expanded = false,
  onOpen,
  onMarkRead,
  onRemove,
  children,
}: {
  notification: NotificationCardData;
  now: Date;
  compact?: boolean;
  expanded?: boolean;
  onOpen?: () => void;
  onMarkRead?: (id: string) => void;
  onRemove?: (id: string) => void;
  children?: ReactNode;
}) {
  const t = useT();
  const clamp = compact && !expanded;
  const high = n.priority === 'high';
  const kind = TYPE_ICONS[n.type] ?? TYPE_ICONS.info!;
  const className = [classes.card, n.read ? '' : classes.unread, high ? classes.high : '', onOpen ? classes.opens : ''].join(' ');
  const title = (
    <Text
      fw={n.read ? 500 : 700}
      c={high ? 'red' : undefined}
      size={compact ? 'sm' : 'md'}
      lineClamp={clamp ? 2 : undefined}
      span={!!onOpen}
      translate="no"
    >
      {n.title}
    </Text>
  );
  return (
    <Paper
      withBorder
      radius="md"
      p={compact ? 'sm' : 'md'}
      className={className}
      component="article"
      aria-label={n.read ? n.title : t('Unread: {title}', { title: n.title })}
      // A tap anywhere but the action buttons opens it; keyboards use the title's button.
      onClick={onOpen}
    >
      <Group align="flex-start" wrap="nowrap" gap="sm">
        <ThemeIcon
          variant="light"
          color={high ? 'red' : kind.color}
          size={compact ? 32 : 40}
          radius="xl"
          role="img"
          aria-label={high ? t('High priority') : t(kind.label)}
        >
          {high ? <IconAlertTriangle size={18} /> : kind.icon}
        </ThemeIcon>
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group gap={6} wrap="nowrap" align="center">
            {!n.read && <span className={classes.unreadDot} aria-hidden />}
            {onOpen ? (
              <UnstyledButton
                className={classes.open}
                aria-expanded={expanded}
                onClick={(event) => {
                  event.stopPropagation();
                  onOpen();
                }}
              >
                {title}
              </UnstyledButton>
            ) : (
              title
            )}
          </Group>
          <Text size="sm" c="dimmed" className={classes.message} lineClamp={clamp ? 3 : undefined} translate="no">
            {n.message}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed" component="time" dateTime={n.timestamp} title={dateTime(n.timestamp)}>
              {relativeTime(n.timestamp, now)}
            </Text>
            {!compact && (
              <Badge size="xs" variant="light" color={kind.color}>
                {t(kind.label)}
              </Badge>
            )}
            {high && (
              <Badge size="xs" variant="filled" color="red">
                {t('High priority')}
              </Badge>
            )}
          </Group>
          {expanded && children}
        </Stack>
        {(onMarkRead || onRemove) && (
          <Group gap={4} wrap="nowrap">
            {!n.read && onMarkRead && (
              <Tooltip label={t('Mark as read')}>
                <ActionIcon
                  variant="subtle"
                  color="blue"
                  aria-label={t('Mark "{title}" as read', { title: n.title })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onMarkRead(n._id);
                  }}
                >
                  <IconCheck size={16} />
                </ActionIcon>
              </Tooltip>
            )}
            {onRemove && (
              <Tooltip label={t('Delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('Delete "{title}"', { title: n.title })}
                  onClick={(event) => {
                    event.stopPropagation();
                    onRemove(n._id);
                  }}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      </Group>
    </Paper>
  );
}
