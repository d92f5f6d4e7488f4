import { Code, Group, Stack, Text, Title } from '@mantine/core';
import { ADMIN_MSG, LIMITS, m } from '@innkeep/api-contract';
import { useMemo } from 'react';
import { useLocalize, useT } from '../../i18n/language';
import { dateTime, formatMoney } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { DataTable, type Column } from '../DataTable';
import { Pagination } from '../Pagination';
import { useLoadFailure } from './feedback';
import { useListState } from './list';
import { FilterBar, capitalize } from './parts';
import type { AuditEntry } from './types';
import { ListState } from '../ListState';
import { auditSentence, fieldLabel, isChange, valueText } from './audit-sentences';

/**
 * `{ from: 'pending', to: 'confirmed' }` as "from: pending · to: confirmed"; an amount the server
 * records in cents (`totalCents: 450`) as the money it is ("total: $4.50"); a recorded change
 * (`paymentStatus: { from, to }`) as "payment status: pending → paid".
 */
export function describeDetails(details: Record<string, unknown>): string {
  return Object.entries(details)
    .map(([key, value]) => {
      if (key.endsWith('Cents') && typeof value === 'number') return `${key.slice(0, -'Cents'.length)}: ${formatMoney(value / 100)}`;
      if (isChange(value)) return `${fieldLabel(key)}: ${valueText(key, value.from)} → ${valueText(key, value.to)}`;
      return `${key}: ${typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value)}`;
    })
    .join(' · ');
}

/** The areas the server records, named for the filter (one it adds later shows as recorded, capitalized). */
const ENTITY_LABELS: Record<string, string> = {
  bed: m('Bed'),
  booking: m('Booking'),
  complaint: m('Complaint'),
  feed: m('Channel feed'),
  food: m('Menu item'),
  food_order: m('Food order'),
  invoice: m('Invoice'),
  link: m('Calendar link'),
  order: m('Order'),
  payment: m('Payment'),
  rates: m('Rates'),
  resync: m('Channel sync'),
  room: m('Room'),
  settings: m('Settings'),
  user: m('User'),
};

/** Who changed what, newest first (an append-only table), filterable by entity and searchable. */
export function AuditLog() {
  const t = useT();
  const localize = useLocalize();
  const columns = useMemo(() => auditColumns(t), [t]);
  const list = useListState({ search: '', entity: '' });
  const audit = trpc.admin.audit.list.useQuery(list.query, { placeholderData: (previous) => previous });
  useLoadFailure('settings', audit.errorUpdatedAt);
  const data = audit.data;
  return (
    <Stack gap="sm">
      <Group justify="space-between">
        <Title order={4} size="h5">
          {t('Audit log')}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {t('{count, plural, one {# entry} other {# entries}}', { count: data.total })}
          </Text>
        )}
      </Group>
      <FilterBar
        search={list.filters.search}
        searchPlaceholder={t('Who, action, record id or details')}
        onSearch={(search) => list.update({ search })}
        selects={[
          {
            label: t('Area'),
            value: list.filters.entity,
            data: [
              { value: '', label: t('Everything') },
              ...(data?.entities ?? []).map((entity) => ({
                value: entity,
                label: entity in ENTITY_LABELS ? t(ENTITY_LABELS[entity]!) : capitalize(entity),
              })),
            ],
            onChange: (entity) => list.update({ entity }),
          },
        ]}
        onClear={list.clear}
        canClear={list.isFiltered}
      />
      <ListState
        loading={!data}
        error={!data && audit.isError}
        empty={data?.entries.length === 0}
        errorTitle={localize(ADMIN_MSG.tabLoadFailed('settings'))}
        emptyTitle={t('Nothing recorded')}
        emptyText={list.isFiltered ? t('Try adjusting your filters.') : t('Changes made by staff and administrators appear here.')}
        onRetry={() => void audit.refetch()}
      >
        <DataTable
          rows={data?.entries}
          columns={columns}
          rowKey={(entry) => entry._id}
          rowLabel={(entry) => auditSentence(entry).sentence}
          minWidth={760}
          compact
        />
      </ListState>
      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}
    </Stack>
  );
}

const auditColumns = (t: ReturnType<typeof useT>): Column<AuditEntry>[] => [
  { header: t('When'), nowrap: true, place: 'title', cell: (entry) => dateTime(entry.createdAt) },
  {
    header: t('What happened'),
    cell: (entry) => {
      const { sentence, rest } = auditSentence(entry);
      const more = describeDetails(rest);
      return (
        <>
          <Text size="sm">{sentence}</Text>
          {more && (
            // Field names and values as the record holds them.
            <Code mt={4} style={{ whiteSpace: 'normal', overflowWrap: 'anywhere' }} translate="no">
              {more}
            </Code>
          )}
          <Text size="xs" c="dimmed" mt={2}>
            {entry.action}
          </Text>
        </>
      );
    },
  },
];
