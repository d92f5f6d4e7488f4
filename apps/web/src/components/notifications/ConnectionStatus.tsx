import { Badge, Button, Group, VisuallyHidden } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { m } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { realtime, type RealtimeState } from '../../lib/trpc';

const LOOK: Record<RealtimeState, { color: string; label: string }> = {
  connected: { color: 'green', label: m('Live') },
  idle: { color: 'gray', label: m('Connecting…') },
  connecting: { color: 'yellow', label: m('Connecting…') },
  disconnected: { color: 'red', label: m('Offline') },
};

/** Whether the notifications are live, with a way back after the reconnection attempts ran out. */
export function ConnectionStatus({ state }: { state: RealtimeState }) {
  const t = useT();
  const look = LOOK[state];
  return (
    <Group gap={6} wrap="nowrap">
      <Badge variant="dot" color={look.color} tt="none">
        <VisuallyHidden>{t('Live updates:')} </VisuallyHidden>
        {t(look.label)}
      </Badge>
      {state === 'disconnected' && (
        <Button size="compact-xs" variant="light" leftSection={<IconRefresh size={12} />} onClick={realtime.retry}>
          {t('Reconnect')}
        </Button>
      )}
    </Group>
  );
}
