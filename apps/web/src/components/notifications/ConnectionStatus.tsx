import { Badge, Button, Group, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { realtime, type RealtimeState } from '../../lib/trpc';

const LOOK: Record<RealtimeState, { color: string; label: string }> = {
  connected: { color: 'green', label: 'Live' },
  idle: { color: 'gray', label: 'Connecting…' },
  connecting: { color: 'yellow', label: 'Connecting…' },
  disconnected: { color: 'red', label: 'Offline' },
};

/** Whether the notifications are live, with a way back after the reconnection attempts ran out. */
export function ConnectionStatus({ state }: { state: RealtimeState }) {
  const look = LOOK[state];
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="dot" color={look.color} tt="none">
        <VisuallyHidden>Live updates: </VisuallyHidden>
        {look.label}
      </Badge>
      {state === 'disconnected' && (
        <Button size="compact-xs" variant="light" leftSection={<IconRefresh size={12} />} onClick={realtime.retry}>
          Reconnect
        </Button>
      )}
    </Group>
  );
}
