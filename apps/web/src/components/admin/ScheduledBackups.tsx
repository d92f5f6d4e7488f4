import { Alert, Badge, Button, Group, Stack, Table, Text } from '@mantine/core';
import { IconAlertCircle, IconDatabase } from '@tabler/icons-react';
import { ADMIN_MSG, localeOf, type UiLanguage } from '@innkeep/api-contract';
import { useLanguage, useLocalize, useT } from '../../i18n/language';
import { dateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { failureToast } from './feedback';

/** A file's size as the language writes it: '1.2 MB', '1,2 MB', '340 kB'. */
function size(bytes: number, language: UiLanguage): string {
  const [value, unit] = bytes >= 1_048_576 ? [bytes / 1_048_576, 'megabyte'] : [Math.ceil(bytes / 1024), 'kilobyte'];
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}

/** The last scheduled backups (time, size, ok), the next one, and "Back up now" (Settings → System Maintenance). */
export function ScheduledBackups() {
  const t = useT();
  const localize = useLocalize();
  const { language } = useLanguage();
  const utils = trpc.useUtils();
  const status = trpc.admin.settings.backups.useQuery();
  const now = trpc.admin.settings.backUpNow.useMutation({
    onSuccess: (entry) => {
      if (entry.ok) toast.success(localize(ADMIN_MSG.backupMade));
      else toast.error(`${localize(ADMIN_MSG.backupFailed)}: ${entry.error ?? ''}`);
      void utils.admin.settings.backups.invalidate();
    },
    onError: (err) => failureToast(localize(ADMIN_MSG.backupFailed), err),
  });
  const data = status.data;
  return (
    <Stack gap="xs">
      <Text fw={600} size="sm">
        {t('Scheduled backups')}
      </Text>
      <Text size="sm" c="dimmed">
        {data?.intervalMinutes
          ? t('Every {minutes} minutes into {dir}, keeping the newest {keep}. Next: {next}.', {
              minutes: data.intervalMinutes,
              dir: data.dir,
              keep: data.keep,
              next: data.nextAt ? dateTime(data.nextAt) : t('soon'),
            })
          : t('The schedule is off (BACKUP_INTERVAL_MINUTES=0); backups are made only from here.')}
      </Text>
      {data && data.backups.length > 0 && (
        <Table fz="sm" withRowBorders={false} aria-label={t('Last backups')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Time')}</Table.Th>
              <Table.Th>{t('Size')}</Table.Th>
              <Table.Th>{t('Check')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.backups.slice(0, 5).map((entry) => (
              <Table.Tr key={`${entry.at}-${entry.file ?? 'failed'}`}>
                <Table.Td>{dateTime(entry.at)}</Table.Td>
                <Table.Td>{entry.ok ? size(entry.bytes, language) : '—'}</Table.Td>
                <Table.Td>
                  <Badge variant="light" color={entry.ok ? 'green' : 'red'}>
                    {entry.ok ? t('ok') : t('failed')}
                  </Badge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Group>
        <Button variant="light" leftSection={<IconDatabase size={16} />} loading={now.isPending} onClick={() => now.mutate()}>
          {t('Back Up Now')}
        </Button>
      </Group>
    </Stack>
  );
}

/** The dashboard's warning while the last backup failed (it is retried at the next interval). */
export function BackupFailureAlert() {
  const t = useT();
  const localize = useLocalize();
  const status = trpc.admin.settings.backups.useQuery();
  const failure = status.data?.lastFailure;
  if (!failure) return null;
  return (
    <Alert color="red" icon={<IconAlertCircle size={18} />} title={localize(ADMIN_MSG.backupFailed)} mb="md">
      {t('{when}: {error}. It is retried at the next interval; see Settings → System Maintenance.', {
        when: dateTime(failure.at),
        error: failure.error,
      })}
    </Alert>
  );
}
