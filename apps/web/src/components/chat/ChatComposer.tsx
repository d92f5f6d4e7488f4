import { ActionIcon, Group, Text, Textarea, Tooltip } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import type { KeyboardEvent } from 'react';
import { LIMITS, sendChatMessageInput } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { useSchemaForm } from '../../lib/forms';
import { counterColor } from './model';
import classes from './chat.module.css';

// The chat comes from the screen, not the form.
const messageSchema = sendChatMessageInput.pick({ content: true });

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
  const t = useT();
  const { form } = useSchemaForm(messageSchema, { content: '' });
  const text = form.values.content;
  const canSend = enabled && !sending && form.isValid() === true;

  const send = async (content: string) => {
    if (!canSend) return;
    const typed = text;
    form.setFieldValue('content', '');
    // A refused message comes back into the input, so nothing typed is lost.
    if (!(await onSend(content))) form.setFieldValue('content', typed);
  };
  // A blank message is not sent and needs no message: the send button says so by being disabled.
  const submit = form.onSubmit(
    ({ content }) => void send(content),
    () => form.clearErrors(),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  };

  return (
    <form className={classes.composer} onSubmit={submit} noValidate>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Textarea
          style={{ flex: 1 }}
          placeholder={enabled ? t('Type a message…') : t('Waiting for the connection…')}
          aria-label={t('Message')}
          autosize
          minRows={1}
          maxRows={4}
          maxLength={LIMITS.chatMaxLength}
          disabled={!enabled}
          {...form.getInputProps('content')}
          onKeyDown={onKeyDown}
        />
        <Tooltip label={t('Send')}>
          <ActionIcon type="submit" size={36} radius="xl" aria-label={t('Send message')} disabled={!canSend} loading={sending}>
            <IconSend size={18} />
          </ActionIcon>
        </Tooltip>
      </Group>
      <Group justify="space-between" mt={4}>
        <Text size="xs" c="dimmed" visibleFrom="sm">
          {t('Enter to send · Shift+Enter for a new line')}
        </Text>
        <Text
          size="xs"
          c={counterColor(text.length)}
          ml="auto"
          aria-label={t('Characters used')}
          fw={text.length > LIMITS.chatWarnLength ? 600 : undefined}
        >
          {`${text.length}/${LIMITS.chatMaxLength}`}
        </Text>
      </Group>
    </form>
  );
}
