import { Badge, Button } from '@mantine/core';
import { IconPlugConnected, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useT } from '../../i18n/language';
import { realtime, trpc, useRealtimeStatus } from '../../lib/trpc';

/**
 * Listens to the board's live changes from `from` on (the dashboard's event id, or the last event
 * seen). tRPC resends the last tracked id after a reconnect, so nothing is missed; the first id is
 * fixed at mount so reloading the dashboard does not restart the subscription.
 */
export function LiveBoard({ from, onEvent }: { from: string; onEvent: (eventId: string) => void }) {
  const [lastEventId] = useState(from);
  trpc.staff.onBoard.useSubscription(
    { lastEventId },
    {
      onData: (event) => onEvent(event.id),
      onError: (error) => console.error('The live board stopped', error),
    },
  );
  return null;
}

/** Whether the board is live, with a way to reconnect once the client has given up. */
export function LiveStatus() {
  const t = useT();
  const { state } = useRealtimeStatus();
  if (state === 'disconnected') {
    return (
      <Button size="xs" variant="light" color="red" leftSection={<IconRefresh size={14} />} onClick={realtime.retry}>
        {t('Offline · Reconnect')}
      </Button>
    );
  }
  const connected = state === 'connected';
  return (
    <Badge
      size="lg"
      variant="dot"
      color={connected ? 'green' : 'yellow'}
      leftSection={connected ? undefined : <IconPlugConnected size={12} />}
      aria-live="polite"
    >
      {connected ? t('Live') : t('Connecting…')}
    </Badge>
  );
}
