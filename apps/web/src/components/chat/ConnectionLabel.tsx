import { Badge, VisuallyHidden } from '@mantine/core';
import type { ChatConnection } from './model';

const LOOK: Record<ChatConnection, { color: string; label: string }> = {
  connected: { color: 'green', label: 'Connected' },
  connecting: { color: 'yellow', label: 'Connecting…' },
  disconnected: { color: 'gray', label: 'Disconnected' },
  error: { color: 'red', label: 'Connection error' },
};

/** The chat's connection state: connecting, connected, disconnected or error. */
export function ConnectionLabel({ connection }: { connection: ChatConnection }) {
  const look = LOOK[connection];
  return (
    <Badge variant="dot" color={look.color} size="sm" tt="none">
      <VisuallyHidden>Connection: </VisuallyHidden>
      {look.label}
    </Badge>
  );
}
