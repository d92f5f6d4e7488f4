import { Avatar, Badge, Box, Center, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconMessages } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { CHAT_MSG } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { avatarColor, clockTime, roleTag, startsRun, type ChatMessage } from './model';
import classes from './chat.module.css';

/** Distance from the bottom within which new messages keep the list scrolled down. */
const STICKY_PX = 160;

export function MessageList({ messages, userId }: { messages: ChatMessage[]; userId: string }) {
  const t = useT();
  const localize = useLocalize();
  const viewport = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const last = messages.at(-1);

  // Follow new messages while the reader is at the bottom, and always after one's own message.
  useEffect(() => {
    const element = viewport.current;
    if (element && (atBottom.current || last?.sender?._id === userId)) element.scrollTo({ top: element.scrollHeight });
  }, [last?._id, last?.sender?._id, userId]);

  return (
    <ScrollArea
      className={classes.messages}
      viewportRef={viewport}
      // Keyboard users scroll the history too: the scrolling box is focusable and named.
      viewportProps={{ tabIndex: 0, role: 'region', 'aria-label': t('Chat history') }}
      type="auto"
      onScrollPositionChange={({ y }) => {
        const element = viewport.current;
        if (element) atBottom.current = element.scrollHeight - element.clientHeight - y < STICKY_PX;
      }}
    >
      {messages.length === 0 ? (
        <Center h={360} px="md">
          <Stack align="center" gap="xs">
            <IconMessages size={44} stroke={1.2} color="var(--mantine-color-dimmed)" />
            <Text c="dimmed" ta="center">
              {localize(CHAT_MSG.noMessages)}
            </Text>
          </Stack>
        </Center>
      ) : (
        <Stack gap={6} p="md" role="log" aria-label={t('Chat messages')} aria-live="polite">
          {messages.map((message, index) => (
            <MessageRow key={message._id} message={message} own={message.sender?._id === userId} first={startsRun(messages, index)} />
          ))}
        </Stack>
      )}
    </ScrollArea>
  );
}

function MessageRow({ message, own, first }: { message: ChatMessage; own: boolean; first: boolean }) {
  const t = useT();
  if (message.messageType === 'system') {
    return (
      <Text className={classes.system} my={4} data-testid="system-message" translate="no">
        {message.content} · {clockTime(message.timestamp)}
      </Text>
    );
  }
  const sender = message.sender;
  const name = sender?.name ?? t('Former guest');
  const tag = roleTag(sender?.role);
  return (
    <Box className={`${classes.row} ${own ? classes.own : ''}`} mt={first ? 8 : 0} data-testid={own ? 'own-message' : 'message'}>
      {!own &&
        (first ? (
          <Avatar size={32} radius="xl" color={avatarColor(sender?.role)} variant="filled" aria-hidden>
            {name.charAt(0).toUpperCase()}
          </Avatar>
        ) : (
          <span className={classes.avatarSpacer} />
        ))}
      <div className={classes.stack}>
        {first && !own && (
          <Group gap={6} mb={2} wrap="nowrap">
            <Text size="xs" fw={600} truncate>
              {name}
            </Text>
            {tag && (
              <Badge size="xs" variant="light" color={avatarColor(sender?.role)} tt="none">
                {tag}
              </Badge>
            )}
          </Group>
        )}
        <div className={classes.bubble} translate="no">
          {message.content}
        </div>
        <Text size="10px" c="dimmed" mt={2} component="time" dateTime={message.timestamp}>
          {clockTime(message.timestamp)}
        </Text>
      </div>
    </Box>
  );
}
