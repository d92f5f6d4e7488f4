import { Alert, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useT } from '../../i18n/language';
import { autoClear, formatDuration } from './model';

/** Reminds everyone the room is public, with the session's age and the next automatic clear. */
export function PrivacyNotice({ lastCleared, now }: { lastCleared: string | null; now: number }) {
  const t = useT();
  const next = lastCleared ? autoClear(lastCleared, now) : null;
  return (
    <Alert variant="light" color="blue" radius="lg" icon={<IconShieldLock size={20} />} title={t('Privacy Notice')} mt="md">
      <Text size="sm">
        {t(
          "Everyone signed in can read this chat. Please don't share personal details such as room numbers, payment or contact information.",
        )}
      </Text>
      {lastCleared && next && (
        <Text size="sm" mt={6} c="dimmed">
          {next.due
            ? t('Current session age: {age} · Next auto-clear: soon', { age: formatDuration(now - Date.parse(lastCleared)) })
            : t('Current session age: {age} · Next auto-clear: in {left}', {
                age: formatDuration(now - Date.parse(lastCleared)),
                left: formatDuration(next.left),
              })}
        </Text>
      )}
    </Alert>
  );
}
