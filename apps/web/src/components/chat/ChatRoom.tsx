import { ActionIcon, Badge, Button, Group, Paper, Stack, Text, ThemeIcon, Tooltip } from '@mantine/core';
import { IconClockHour4, IconMessageCircle, IconRefresh } from '@tabler/icons-react';
import { useT } from '../../i18n/language';
import { ChatComposer } from './ChatComposer';
import { ConnectionLabel } from './ConnectionLabel';
import { MessageList } from './MessageList';
import { autoClear, type ChatConnection, type ChatMessage } from './model';
import classes from './chat.module.css';

interface ChatRoomProps {
  messages: ChatMessage[];
  userId: string;
  connection: ChatConnection;
  activeUserCount: number;
  lastCleared: string | null;
  now: number;
  sending: boolean;
  onSend: (content: string) => Promise<boolean>;
  onRefresh: () => void;
}

/** The room: who is online (or the connection state), the auto-clear countdown, messages and the input. */
export function ChatRoom({ messages, userId, connection, activeUserCount, lastCleared, now, sending, onSend, onRefresh }: ChatRoomProps) {
  const t = useT();
  const countdown = lastCleared ? autoClear(lastCleared, now) : null;
  return (
    <Paper withBorder radius="lg" className={classes.room} component="section" aria-label={t('Chat room')}>
      <Group className={classes.roomHeader} justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          <ThemeIcon size={40} radius="xl" variant="light" visibleFrom="xs">
            <IconMessageCircle size={22} />
          </ThemeIcon>
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {t('Public Chat')}
            </Text>
            <Group gap={6} wrap="wrap">
              {connection === 'connected' ? (
                <Badge variant="dot" color="green" size="sm" tt="none">
                  {t('{count} online', { count: activeUserCount })}
                </Badge>
              ) : (
                <ConnectionLabel connection={connection} />
              )}
              {countdown && (
                <Badge
                  variant="light"
                  color={countdown.due ? 'orange' : 'gray'}
                  size="sm"
                  tt="none"
                  leftSection={<IconClockHour4 size={12} />}
                >
                  {countdown.label}
                </Badge>
              )}
            </Group>
          </Stack>
        </Group>
        <Tooltip label={t('Refresh chat')}>
          <ActionIcon variant="default" size="lg" radius="xl" aria-label={t('Refresh chat')} onClick={onRefresh}>
            <IconRefresh size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <MessageList messages={messages} userId={userId} />
      {connection === 'disconnected' && (
        <Group justify="center" py={6} gap="xs">
          <Text size="xs" c="dimmed">
            {t('The live connection was lost.')}
          </Text>
          <Button size="compact-xs" variant="light" onClick={onRefresh}>
            {t('Reconnect')}
          </Button>
        </Group>
      )}
      <ChatComposer enabled={connection === 'connected'} sending={sending} onSend={onSend} />
    </Paper>
  );
}
