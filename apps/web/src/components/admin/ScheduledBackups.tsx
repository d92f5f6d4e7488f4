import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconDatabase } from '@tabler/icons-react';
import { ADMIN_MSG } from '@innkeep/api-contract';
import { dateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { failureToast } from './feedback';

const size = (bytes: number) => (bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`);

/** The last scheduled backups (time, size, ok), the next one, and "Back up now" (Settings → System Maintenance). */
export function ScheduledBackups() {
  const utils = trpc.useUtils();
  const status = trpc.admin.settings.backups.useQuery();
  const now = trpc.admin.settings.backUpNow.useMutation({
    onSuccess: (entry) => {
      if (entry.ok) toast.success(ADMIN_MSG.backupMade);
      else toast.error(`${ADMIN_MSG.backupFailed}: ${entry.error ?? ''}`);
      void utils.admin.settings.backups.invalidate();
    },
    onError: (err) => failureToast(ADMIN_MSG.backupFailed, err),
  });
  const data = status.data;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        Scheduled backups
      </Text>
      <Text size="sm" c="dimmed">
        {data?.intervalMinutes
          ? `Every ${data.intervalMinutes} minutes into ${data.dir}, keeping the newest ${data.keep}. Next: ${data.nextAt ? dateTime(data.nextAt) : 'soon'}.`
          : 'The schedule is off (BACKUP_INTERVAL_MINUTES=0); backups are made only from here.'}
      </Text>
      {data && data.backups.length > 0 && (
        <Table fz="sm" withRowBorders={false} aria-label="Last backups">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Time</Table.Th>
              <Table.Th>Size</Table.Th>
              <Table.Th>Check</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.backups.slice(0, 5).map((entry) => (
              <Table.Tr key={`${entry.at}-${entry.file ?? 'failed'}`}>
                <Table.Td>{dateTime(entry.at)}</Table.Td>
                <Table.Td>{entry.ok ? size(entry.bytes) : '—'}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={entry.ok ? 'green' : 'red'}>
                    {entry.ok ? 'ok' : 'failed'}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button variant="light" leftSection={<IconDatabase size={16} />} loading={now.isPending} onClick={() => now.mutate()}>
          Back Up Now
        </Button>
      </Group>
    </Stack>
  );
}

/** The dashboard's warning while the last backup failed (it is retried at the next interval). */
export function BackupFailureAlert() {
  const status = trpc.admin.settings.backups.useQuery();
  const failure = status.data?.lastFailure;
  if (!failure) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={ADMIN_MSG.backupFailed} mb="md">
      {dateTime(failure.at)}: {failure.error}. It is retried at the next interval; see Settings → System Maintenance.
    </Alert>
  );
}
