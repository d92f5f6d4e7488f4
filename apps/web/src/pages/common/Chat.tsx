import { Button, Center, Container, Grid, Group, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { CHAT_MSG, LIMITS } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { useLocalize, useT } from '../../i18n/language';
import { ChatInfo } from '../../components/chat/ChatInfo';
import { ChatRoom } from '../../components/chat/ChatRoom';
import { PrivacyNotice } from '../../components/chat/PrivacyNotice';
import { useChat } from '../../components/chat/useChat';
import { useNow } from '../../components/notifications/useNow';

export default function ChatPage() {
  const t = useT();
  const localize = useLocalize();
  const { user } = useAuth();
  const chat = useChat();
  // The age and countdown move on every minute, by the server's clock.
  const now = useNow(LIMITS.chatAgeRefreshMs).getTime() + chat.clockOffset;
  if (!user) return null;

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Group gap="sm" mb="lg" wrap="nowrap">
        <ThemeIcon size={48} radius="xl" variant="gradient" gradient={{ from: 'blue', to: 'cyan' }}>
          <IconMessageCircle size={26} />
        </ThemeIcon>
        <div>
          <Title order={1} size="h2">
            {localize(CHAT_MSG.title)}
          </Title>
          <Text c="dimmed" size="sm">
            {t('Chat live with other guests and the hotel team.')}
          </Text>
        </div>
      </Group>

      {chat.phase === 'loading' ? (
        <Center py={120}>
          <Stack align="center" gap="sm">
            <Loader />
            <Text c="dimmed">{localize(CHAT_MSG.connecting)}</Text>
          </Stack>
        </Center>
      ) : chat.phase === 'error' ? (
        <Center py={100}>
          <Stack align="center" gap="sm">
            <Text fw={600}>{localize(CHAT_MSG.initFailed)}</Text>
            <Button onClick={chat.retry}>{t('Try again')}</Button>
          </Stack>
        </Center>
      ) : (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 1, md: 2 }}>
            <ChatRoom
              messages={chat.messages}
              userId={user._id}
              connection={chat.connection}
              activeUserCount={chat.activeUserCount}
              lastCleared={chat.lastCleared}
              now={now}
              sending={chat.sending}
              onSend={chat.send}
              onRefresh={() => void chat.refresh()}
            />
            <PrivacyNotice lastCleared={chat.lastCleared} now={now} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 2, md: 1 }}>
            <ChatInfo
              connection={chat.connection}
              messageCount={chat.messages.length}
              activeUserCount={chat.activeUserCount}
              age={chat.lastCleared ? now - Date.parse(chat.lastCleared) : null}
              isAdmin={user.role === 'admin'}
              clearing={chat.clearing}
              onClear={chat.clear}
              onRefresh={() => void chat.refresh()}
            />
          </Grid.Col>
        </Grid>
      )}
    </Container>
  );
}
