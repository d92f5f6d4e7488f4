import { ActionIcon, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { LIMITS } from '@innkeep/api-contract';
import { counterColor } from './model';
import classes from './chat.module.css';

/** The message input with its n/500 counter. Enter sends, Shift+Enter starts a new line. */
export function ChatComposer({
  enabled,
  sending,
  onSend,
}: {
  enabled: boolean;
  sending: boolean;
  onSend: (content: string) => Promise<boolean>;
}) {
  const [text, setText] = useState('');
  const canSend = enabled && !sending && text.trim().length > 0;

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!canSend) return;
    const typed = text;
    setText('');
    // A refused message comes back into the input, so nothing typed is lost.
    if (!(await onSend(typed.trim()))) setText(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      void submit();
    }
  };

  return (
    <form className={classes.composer} onSubmit={(event) => void submit(event)}>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          placeholder={enabled ? 'Type a message…' : 'Waiting for the connection…'}
          aria-label="Message"
          autosize
          minRows={1}
          maxRows={4}
          maxLength={LIMITS.chatMaxLength}
          value={text}
          disabled={!enabled}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setText(value);
          }}
          onKeyDown={onKeyDown}
        />
        <Tooltip label="Send">
          <ActionIcon type="submit" size={36} radius="xl" aria-label="Send message" disabled={!canSend} loading={sending}>
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed" visibleFrom="sm">
          Enter to send · Shift+Enter for a new line
        </Text>
        <Text
          size="xs"
          c={counterColor(text.length)}
          ml="auto"
          aria-label="Characters used"
          fw={text.length > LIMITS.chatWarnLength ? 600 : undefined}
        >
          {`${text.length}/${LIMITS.chatMaxLength}`}
        </Text>
      </Group>
    </form>
  );
}
