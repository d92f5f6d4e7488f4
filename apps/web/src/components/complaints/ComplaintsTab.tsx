import { Button, Card, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { IconMessageCheck, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { COMPLAINT_MSG, COMPLAINT_STATUS_COLORS, LIMITS, type ComplaintView } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { relativeTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';
import { Pagination } from '../Pagination';
import { CategoryBadge, PriorityBadge, StatusBadge } from './ComplaintBadges';
import { ComplaintDetailsModal } from './ComplaintDetailsModal';
import { useListState } from '../admin/list';
import { ComplaintFilterBar, EMPTY_FILTERS } from './filters';
import { TAB_STATUS_MESSAGES, useComplaintActions } from './useComplaintActions';
import { ListState } from '../ListState';

/**
 * The admin dashboard's complaints tab (spec 02 §2): cards, a details modal to answer or change
 * status, filters (status, category, priority, search), refresh and Clear Filters, 10 per page.
 * Self-contained: mount it as `<ComplaintsTab />`.
 */
export default function ComplaintsTab() {
  const t = useT();
  const localize = useLocalize();
  const list = useListState(EMPTY_FILTERS);
  const query = trpc.complaints.adminList.useQuery(list.query, { placeholderData: (previous) => previous });
  const actions = useComplaintActions(TAB_STATUS_MESSAGES);
  const [selected, setSelected] = useState<ComplaintView | null>(null);

  useEffect(() => {
    if (query.error) toast.error(localize(COMPLAINT_MSG.tabLoadFailed));
  }, [query.error, localize]);

  const data = query.data;
  return (
    <Stack gap="md">
      <Group justify="space-between" wrap="wrap">
        <div>
          <Title order={2} size="h3">
            {t('Complaints')}
          </Title>
          <Text size="sm" c="dimmed">
            {data
              ? t('{count, plural, one {# complaint} other {# complaints}}', { count: data.total })
              : t('Guest complaints and feedback')}
          </Text>
        </div>
        <Button variant="light" leftSection={<IconRefresh size={16} />} loading={query.isFetching} onClick={() => void query.refetch()}>
          {t('Refresh')}
        </Button>
      </Group>

      <Card withBorder radius="md" padding="md">
        <ComplaintFilterBar filters={list.filters} onChange={list.update} onClear={list.clear} canClear={list.isFiltered} />
      </Card>

      <ListState
        loading={!data}
        error={!data && query.error !== null}
        empty={data?.complaints.length === 0}
        errorTitle={localize(COMPLAINT_MSG.tabLoadFailed)}
        emptyTitle={t('No complaints found')}
        emptyText={list.isFiltered ? t('Try adjusting your filters.') : t('Guests have not filed any complaints.')}
        onRetry={() => void query.refetch()}
      >
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {data?.complaints.map((complaint) => (
            <ComplaintCard key={complaint._id} complaint={complaint} onOpen={() => setSelected(complaint)} />
          ))}
        </SimpleGrid>
      </ListState>

      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}

      <ComplaintDetailsModal complaint={selected} actions={actions} onClose={() => setSelected(null)} onChanged={setSelected} />
    </Stack>
  );
}

function ComplaintCard({ complaint, onOpen }: { complaint: ComplaintView; onOpen: () => void }) {
  const t = useT();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      style={{ borderLeft: `4px solid var(--mantine-color-${COMPLAINT_STATUS_COLORS[complaint.status]}-6)` }}
    >
      <Stack gap={8} h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <UnstyledButton onClick={onOpen} style={{ minWidth: 0 }}>
            <Text fw={600} lineClamp={2} style={{ overflowWrap: 'anywhere' }} translate="no">
              {complaint.title}
            </Text>
          </UnstyledButton>
          <StatusBadge status={complaint.status} size="sm" />
        </Group>
        <Group gap={6}>
          <PriorityBadge priority={complaint.priority} size="sm" />
          <CategoryBadge category={complaint.category} size="sm" />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {complaint.description}
        </Text>
        {/* The button stays on the author's line in every card; a long line wraps its text instead. */}
        <Group justify="space-between" mt="auto" gap="xs" wrap="nowrap">
          <Text size="xs" c="dimmed" miw={0}>
            {complaint.customer.name} · {relativeTime(complaint.createdAt)}
            {complaint.response && (
              <Text span c="green" ml={6} inherit>
                <IconMessageCheck size={12} style={{ verticalAlign: -2 }} /> {t('Answered')}
              </Text>
            )}
          </Text>
          <Button
            size="xs"
            variant="light"
            onClick={onOpen}
            aria-label={t('View details of {title}', { title: complaint.title })}
            style={{ flexShrink: 0 }}
          >
            {t('View Details')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
