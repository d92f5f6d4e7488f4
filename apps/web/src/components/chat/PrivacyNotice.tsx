import { Alert, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { autoClear, formatDuration } from './model';

/** Reminds everyone the room is public, with the session's age and the next automatic clear. */
export function PrivacyNotice({ lastCleared, now }: { lastCleared: string | null; now: number }) {
  const next = lastCleared ? autoClear(lastCleared, now) : null;
  return (
    <Alert variant="light" color="blue" radius="lg" icon={<IconShieldLock size={20} />} title="Privacy Notice" mt="md">
      <Text size="sm">
        Everyone signed in can read this chat. Please don't share personal details such as room numbers, payment or contact information.
      </Text>
      {lastCleared && next && (
        <Text size="sm" mt={6} c="dimmed">
          {`Current session age: ${formatDuration(now - Date.parse(lastCleared))} · Next auto-clear: ${next.due ? 'soon' : `in ${formatDuration(next.left)}`}`}
        </Text>
      )}
    </Alert>
  );
}
