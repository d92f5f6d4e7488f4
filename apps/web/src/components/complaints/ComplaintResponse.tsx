import { Paper, Text } from '@mantine/core';
import type { ComplaintView } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { dateTime } from '../../lib/format';

/** The 'Staff Response' block, shown once a complaint has been answered. */
export function ComplaintResponse({ complaint, showResponder = false }: { complaint: ComplaintView; showResponder?: boolean }) {
  const t = useT();
  if (!complaint.response) return null;
  return (
    <Paper
      p="sm"
      radius="md"
      bg="light-dark(var(--mantine-color-blue-0), var(--mantine-color-dark-5))"
      style={{ borderLeft: '4px solid var(--mantine-color-blue-6)' }}
    >
      <Text size="sm" fw={600} c="blue">
        {t('Staff Response')}
      </Text>
      <Text size="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {complaint.response}
      </Text>
      {complaint.respondedAt && (
        <Text size="xs" c="dimmed" mt={6}>
          {showResponder && complaint.respondedBy
            ? t('Responded on {date} by {name}', { date: dateTime(complaint.respondedAt), name: complaint.respondedBy.name })
            : t('Responded on {date}', { date: dateTime(complaint.respondedAt) })}
        </Text>
      )}
    </Paper>
  );
}
