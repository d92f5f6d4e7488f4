import { Alert, Button, Container, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useState } from 'react';
import { CASH_REPORT_MSG } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useAuth } from '../../auth/AuthProvider';
import { DateRangeFilter, presetRange, type DayRange, type RangePreset } from '../../components/admin/DateRangeFilter';
import classes from '../../components/desk/invoice.module.css';
import { PageLoader } from '../../components/PageLoader';
import { formatDay, formatMoney } from '../../lib/format';
import { useHotelToday } from '../../lib/hotel';
import { errorMessage } from '../../lib/toast';
import { trpc, type RouterOutputs } from '../../lib/trpc';

type Report = RouterOutputs['admin']['reports']['cash'];
type Figures = Report['totals'];

/** A quarter at most (the server's limit): the longer presets are left out. */
const PRESETS: RangePreset[] = ['today', 'last7', 'thisMonth', 'lastMonth', 'custom'];

/**
 * /reports/cash: the cash per hotel day and per person who took it, for closing the drawer, printable.
 * Administrators see everyone's; staff their own.
 */
export default function CashReport() {
  const t = useT();
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const today = useHotelToday();
  const [preset, setPreset] = useState<RangePreset>('today');
  const [custom, setCustom] = useState<DayRange>({});
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const everyone = trpc.admin.reports.cash.useQuery(range, { enabled: isAdmin, placeholderData: (previous) => previous });
  const own = trpc.staff.cashReport.useQuery(range, { enabled: !isAdmin, placeholderData: (previous) => previous });
  const query = isAdmin ? everyone : own;
  const report = query.data;

  return (
    <Container size="md" py="lg">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" w="100%" className={`${classes.sheet} ${classes.noPrint}`}>
          <DateRangeFilter
            preset={preset}
            presets={PRESETS}
            range={range}
            placeholder={t('Today')}
            onChange={(next, days) => {
              setPreset(next);
              setCustom(days);
            }}
          />
          <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()} disabled={!report}>
            {t('Print')}
          </Button>
        </Group>
        {query.isError && (
          <Alert color="red" title={t('Cash report')} className={classes.noPrint}>
            {errorMessage(query.error, t('The cash report could not be loaded'))}
          </Alert>
        )}
        {report ? <Sheet report={report} scope={isAdmin ? t('Everyone') : (user?.name ?? '')} /> : !query.isError && <PageLoader />}
      </Stack>
    </Container>
  );
}

function Sheet({ report, scope }: { report: Report; scope: string }) {
  const t = useT();
  const localize = useLocalize();
  const period = report.from === report.to ? formatDay(report.from) : `${formatDay(report.from)} – ${formatDay(report.to)}`;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" className={classes.sheet} component="article" aria-label={t('Cash report')}>
      <Title order={1} size="h2">
        {t('Cash report')}
      </Title>
      <Text fw={600}>{`${period} · ${scope}`}</Text>
      <Text size="sm" c="dimmed" mb="md">
        {localize(CASH_REPORT_MSG.help)}
      </Text>
      {report.days.length === 0 ? (
        <Text>{t('No cash was taken or refunded in this period.')}</Text>
      ) : (
        <Stack gap="lg">
          {report.days.map((day) => (
            <section key={day.date} aria-label={formatDay(day.date)}>
              <Title order={2} size="h4" mb={4}>
                {formatDay(day.date)}
              </Title>
              <FiguresTable rows={day.staff} total={day} totalLabel={t('Day total')} />
            </section>
          ))}
          {report.days.length > 1 && (
            <section aria-label={t('Whole period')}>
              <Title order={2} size="h4" mb={4}>
                {t('Whole period')}
              </Title>
              <FiguresTable rows={report.staff} total={report.totals} totalLabel={t('Total')} />
            </section>
          )}
        </Stack>
      )}
    </Paper>
  );
}

/** One row per person, then the total; amounts right-aligned so the columns add up by eye. */
function FiguresTable({
  rows,
  total,
  totalLabel,
}: {
  rows: (Figures & { name: string; staffId: string | null })[];
  total: Figures;
  totalLabel: string;
}) {
  const t = useT();
  return (
    // Fixed columns: the day tables line up under each other.
    <Table layout="fixed" horizontalSpacing="xs" fz={{ base: 'sm', sm: 'md' }}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('Recorded by')}</Table.Th>
          <Table.Th ta="right">{t('Cash taken')}</Table.Th>
          <Table.Th ta="right">{t('Refunds')}</Table.Th>
          <Table.Th ta="right">{t('Net')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.staffId ?? ''}>
            <Table.Td>{row.name}</Table.Td>
            <Amounts figures={row} />
          </Table.Tr>
        ))}
      </Table.Tbody>
      <Table.Tfoot>
        <Table.Tr fw={700}>
          <Table.Td>{totalLabel}</Table.Td>
          <Amounts figures={total} />
        </Table.Tr>
      </Table.Tfoot>
    </Table>
  );
}

function Amounts({ figures }: { figures: Figures }) {
  return (
    <>
      <Table.Td ta="right">{formatMoney(figures.cashTaken)}</Table.Td>
      <Table.Td ta="right">{formatMoney(figures.cashRefunded)}</Table.Td>
      <Table.Td ta="right">{formatMoney(figures.net)}</Table.Td>
    </>
  );
}
