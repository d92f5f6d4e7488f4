import { Badge, VisuallyHidden } from '@mantine/core';
import { m } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import type { ChatConnection } from './model';

const LOOK: Record<ChatConnection, { color: string; label: string }> = {
  connected: { color: 'green', label: m('Connected') },
  connecting: { color: 'yellow', label: m('Connecting…') },
  disconnected: { color: 'gray', label: m('Disconnected') },
  error: { color: 'red', label: m('Connection error') },
};

/** The chat's connection state: connecting, connected, disconnected or error. */
export function ConnectionLabel({ connection }: { connection: ChatConnection }) {
  const t = useT();
  const look = LOOK[connection];
  return (
    <Badge variant="dot" color={look.color} size="sm" tt="none">
      <VisuallyHidden>{t('Connection:')} </VisuallyHidden>
      {t(look.label)}
    </Badge>
  );
}
