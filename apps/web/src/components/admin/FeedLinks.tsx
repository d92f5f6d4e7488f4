import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_MSG, LIMITS, m, type FeedLinkView } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { dateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { DataTable, type Column } from '../DataTable';
import { ListState } from '../ListState';
import { Pagination } from '../Pagination';
import { failureToast, useLoadFailure } from './feedback';

const STATUS_COLOR = { active: 'green', expired: 'gray', revoked: 'red' } as const;
const STATUS_LABEL = { active: m('Active'), expired: m('Expired'), revoked: m('Revoked') } as const;

/** The rooms' calendar feed links desk members hold, newest first; an admin revokes one at once. */
export function FeedLinks() {
  const t = useT();
  const localize = useLocalize();
  const [page, setPage] = useState(1);
  const utils = trpc.useUtils();
  const links = trpc.admin.feedLinks.list.useQuery({ page, limit: LIMITS.adminPageSize }, { placeholderData: (previous) => previous });
  useLoadFailure('settings', links.errorUpdatedAt);
  const revoke = trpc.admin.feedLinks.revoke.useMutation({
    onSuccess: (result) => {
      toast.success(result.message);
      void utils.admin.feedLinks.invalidate();
      void utils.admin.audit.invalidate();
    },
    onError: (err) => failureToast(localize(ADMIN_MSG.feedLinkRevokeFailed), err),
  });
  const columns: Column<FeedLinkView>[] = [
    { header: t('Room'), place: 'title', cell: (link) => t('Room {number}', { number: link.room.roomNumber }) },
    { header: t('Held by'), cell: (link) => `${link.user.name} (${link.user.email})` },
    { header: t('Guest names'), cell: (link) => (link.guestNames ? t('Shown') : t('Hidden (other systems)')) },
    { header: t('Made'), nowrap: true, cell: (link) => dateTime(link.createdAt) },
    { header: t('Expires'), nowrap: true, cell: (link) => dateTime(link.expiresAt) },
    { header: t('Last used'), nowrap: true, cell: (link) => (link.lastUsedAt ? dateTime(link.lastUsedAt) : t('Never')) },
    {
      header: t('Status'),
      cell: (link) => (
        <Badge variant="light" color={STATUS_COLOR[link.status]}>
          {t(STATUS_LABEL[link.status])}
        </Badge>
      ),
    },
    {
      header: t('Actions'),
      cell: (link) =>
        link.status === 'active' ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={t('Revoke the calendar link of room {number} held by {name}', {
              number: link.room.roomNumber,
              name: link.user.name,
            })}
            loading={revoke.isPending && revoke.variables.id === link._id}
            onClick={() => revoke.mutate({ id: link._id })}
          >
            {t('Revoke')}
          </Button>
        ) : null,
    },
  ];
  const data = links.data;
  return (
    <Stack gap="sm" mb="lg">
      <Group justify="space-between">
        <Title order={4} size="h5">
          {t('Calendar feed links')}
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {t('{count, plural, one {# link} other {# links}}', { count: data.total })}
          </Text>
        )}
      </Group>
      <ListState
        loading={!data}
        error={!data && links.isError}
        empty={data?.links.length === 0}
        errorTitle={localize(ADMIN_MSG.tabLoadFailed('settings'))}
        emptyTitle={t('No calendar links')}
        emptyText={t('Links the front desk copies for calendar apps appear here.')}
        onRetry={() => void links.refetch()}
      >
        <DataTable
          rows={data?.links}
          columns={columns}
          rowKey={(link) => link._id}
          rowLabel={(link) => t('Calendar link of room {number} held by {name}', { number: link.room.roomNumber, name: link.user.name })}
          minWidth={760}
          compact
        />
      </ListState>
      {data && <Pagination page={page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={setPage} />}
    </Stack>
  );
}
