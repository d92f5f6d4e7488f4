import { Button, Card, Container, Grid, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import {
  COMPLAINT_DATE_RANGES,
  COMPLAINT_MSG,
  CSV_EXPORT_PATHS,
  COMPLAINT_SORT_FIELDS,
  LIMITS,
  m,
  type ComplaintDateRange,
  type ComplaintSortField,
  type ComplaintView,
  type SortOrder,
} from '@innkeep/api-contract';
import { useListState } from '../../components/admin/list';
import { ComplaintDetailsModal } from '../../components/complaints/ComplaintDetailsModal';
import { ComplaintRow } from '../../components/complaints/ComplaintRow';
import { adminLoadErrorMessage } from '../../components/complaints/errors';
import { ComplaintFilterBar, EMPTY_FILTERS, FILTER_SPAN, type BaseComplaintFilters } from '../../components/complaints/filters';
import { PAGE_STATUS_MESSAGES, useComplaintActions } from '../../components/complaints/useComplaintActions';
import { Pagination } from '../../components/Pagination';
import { useLocalize, useT } from '../../i18n/language';
import { useCsvExport } from '../../lib/csv';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';
import { ListState } from '../../components/ListState';

type PageFilters = BaseComplaintFilters & {
  dateRange: ComplaintDateRange | '';
  sortBy: ComplaintSortField;
  sortOrder: SortOrder;
};

const INITIAL: PageFilters = { ...EMPTY_FILTERS, dateRange: '', sortBy: 'createdAt', sortOrder: 'desc' };

/** Order choices in words that fit the field: newest first, high to low… */
const ORDER_LABELS: Record<ComplaintSortField, Record<SortOrder, string>> = {
  createdAt: { desc: m('Newest first'), asc: m('Oldest first') },
  priority: { desc: m('High to low'), asc: m('Low to high') },
  status: { asc: m('Pending to closed'), desc: m('Closed to pending') },
  category: { asc: m('A to Z'), desc: m('Z to A') },
};

// api-contract's COMPLAINT_SORT_LABELS and COMPLAINT_DATE_RANGE_LABELS, marked for the catalogues.
const SORT_LABELS: Record<ComplaintSortField, string> = {
  createdAt: m('Date'),
  priority: m('Priority'),
  status: m('Status'),
  category: m('Category'),
};
const DATE_RANGE_LABELS: Record<ComplaintDateRange, string> = {
  today: m('Today'),
  week: m('Last 7 days'),
  month: m('Last 30 days'),
  year: m('Last 365 days'),
};

export default function AdminComplaintsPage() {
  const t = useT();
  const localize = useLocalize();
  const list = useListState(INITIAL);
  const query = trpc.complaints.adminList.useQuery(list.query, { placeholderData: (previous) => previous });
  const actions = useComplaintActions(PAGE_STATUS_MESSAGES);
  const [selected, setSelected] = useState<ComplaintView | null>(null);
  const [toDelete, setToDelete] = useState<ComplaintView | null>(null);

  useEffect(() => {
    if (query.error) toast.error(localize(adminLoadErrorMessage(query.error)));
  }, [query.error, localize]);

  const data = query.data;

  // The same filters and order as the list, without paging: every matching row.
  const csv = useCsvExport(
    CSV_EXPORT_PATHS.complaints,
    list.criteria,
    { one: 'complaint', many: 'complaints' },
    localize(COMPLAINT_MSG.exportFailed),
  );

  const confirmDelete = async () => {
    if (!toDelete || !data) return;
    const lastOnPage = data.complaints.length === 1 && list.page > 1;
    if (await actions.remove(toDelete._id)) {
      setToDelete(null);
      if (lastOnPage) list.setPage(list.page - 1);
    }
  };

  return (
    <Container size="xl" py="lg">
      <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap" gap="sm">
        <div>
          <Title order={1}>{t('Complaints Management')}</Title>
          <Text c="dimmed">{t('Review, answer and track every guest complaint.')}</Text>
        </div>
        <Group gap="xs">
          <Button variant="default" leftSection={<IconRefresh size={16} />} loading={query.isFetching} onClick={() => void query.refetch()}>
            {t('Refresh')}
          </Button>
          <Button leftSection={<IconDownload size={16} />} loading={csv.exporting} onClick={csv.run}>
            {t('Export CSV')}
          </Button>
        </Group>
      </Group>

      <Card withBorder radius="md" padding="md" mb="md">
        <ComplaintFilterBar filters={list.filters} onChange={list.update} onClear={list.clear} canClear={list.isFiltered}>
          <Grid.Col span={FILTER_SPAN}>
            <NativeSelect
              label={t('Date range')}
              data={[
                { value: '', label: t('Any time') },
                ...COMPLAINT_DATE_RANGES.map((value) => ({ value, label: t(DATE_RANGE_LABELS[value]) })),
              ]}
              value={list.filters.dateRange}
              onChange={(event) => list.update({ dateRange: event.currentTarget.value as PageFilters['dateRange'] })}
            />
          </Grid.Col>
          <Grid.Col span={FILTER_SPAN}>
            <NativeSelect
              label={t('Sort by')}
              data={COMPLAINT_SORT_FIELDS.map((value) => ({ value, label: t(SORT_LABELS[value]) }))}
              value={list.filters.sortBy}
              onChange={(event) => list.update({ sortBy: event.currentTarget.value as ComplaintSortField })}
            />
          </Grid.Col>
          <Grid.Col span={FILTER_SPAN}>
            <NativeSelect
              label={t('Sort order')}
              data={(['desc', 'asc'] as const).map((value) => ({ value, label: t(ORDER_LABELS[list.filters.sortBy][value]) }))}
              value={list.filters.sortOrder}
              onChange={(event) => list.update({ sortOrder: event.currentTarget.value as SortOrder })}
            />
          </Grid.Col>
        </ComplaintFilterBar>
      </Card>

      <ListState
        loading={!data}
        error={!data && query.error !== null}
        empty={data?.complaints.length === 0}
        errorTitle={query.error ? localize(adminLoadErrorMessage(query.error)) : ''}
        emptyTitle={t('No complaints found')}
        emptyText={list.isFiltered ? t('No complaint matches these filters.') : t('Guests have not filed any complaints yet.')}
        onRetry={() => void query.refetch()}
      >
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {list.isFiltered
              ? t('{count, plural, one {# complaint matches these filters} other {# complaints match these filters}}', {
                  count: data?.total ?? 0,
                })
              : t('{count, plural, one {# complaint} other {# complaints}}', { count: data?.total ?? 0 })}
          </Text>
          {data?.complaints.map((complaint) => (
            <ComplaintRow
              key={complaint._id}
              complaint={complaint}
              statusBusy={actions.updatingStatus}
              onStatus={(status) => void actions.setStatus(complaint._id, status)}
              onOpen={() => setSelected(complaint)}
              onDelete={() => setToDelete(complaint)}
            />
          ))}
        </Stack>
      </ListState>

      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}

      <ComplaintDetailsModal complaint={selected} actions={actions} onClose={() => setSelected(null)} onChanged={setSelected} />

      <Modal opened={toDelete !== null} onClose={() => setToDelete(null)} title={t('Delete complaint')} centered>
        <Text>{localize(COMPLAINT_MSG.deleteConfirm)}</Text>
        {toDelete && (
          <Text size="sm" c="dimmed" mt="xs" style={{ overflowWrap: 'anywhere' }}>
            {t('“{title}” from {name}', { title: toDelete.title, name: toDelete.customer.name })}
          </Text>
        )}
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setToDelete(null)}>
            {t('Cancel')}
          </Button>
          <Button color="red" loading={actions.removing} onClick={() => void confirmDelete()}>
            {t('Delete')}
          </Button>
        </Group>
      </Modal>
    </Container>
  );
}
