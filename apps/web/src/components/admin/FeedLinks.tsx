import { Badge, Button, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { ADMIN_MSG, LIMITS, type FeedLinkView } from '@innkeep/api-contract';
import { dateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { DataTable, type Column } from '../DataTable';
import { ListState } from '../ListState';
import { Pagination } from '../Pagination';
import { failureToast, useLoadFailure } from './feedback';

const STATUS_COLOR = { active: 'green', expired: 'gray', revoked: 'red' } as const;

/** The rooms' calendar feed links desk members hold, newest first; an admin revokes one at once. */
export function FeedLinks() {
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
    onError: (err) => failureToast(ADMIN_MSG.feedLinkRevokeFailed, err),
  });
  const columns: Column<FeedLinkView>[] = [
    { header: 'Room', place: 'title', cell: (link) => `Room ${link.room.roomNumber}` },
    { header: 'Held by', cell: (link) => `${link.user.name} (${link.user.email})` },
    { header: 'Guest names', cell: (link) => (link.guestNames ? 'Shown' : 'Hidden (other systems)') },
    { header: 'Made', nowrap: true, cell: (link) => dateTime(link.createdAt) },
    { header: 'Expires', nowrap: true, cell: (link) => dateTime(link.expiresAt) },
    { header: 'Last used', nowrap: true, cell: (link) => (link.lastUsedAt ? dateTime(link.lastUsedAt) : 'Never') },
    {
      header: 'Status',
      cell: (link) => (
        <Badge variant="light" color={STATUS_COLOR[link.status]}>
          {link.status}
        </Badge>
      ),
    },
    {
      header: 'Actions',
      cell: (link) =>
        link.status === 'active' ? (
          <Button
            size="xs"
            variant="light"
            color="red"
            aria-label={`Revoke the calendar link of room ${link.room.roomNumber} held by ${link.user.name}`}
            loading={revoke.isPending && revoke.variables.id === link._id}
            onClick={() => revoke.mutate({ id: link._id })}
          >
            Revoke
          </Button>
        ) : null,
    },
  ];
  const data = links.data;
  return (
    <Stack gap="sm" mb="lg">
      <Group justify="space-between">
        <Title order={4} size="h5">
          Calendar feed links
        </Title>
        {data && (
          <Text size="sm" c="dimmed">
            {data.total} {data.total === 1 ? 'link' : 'links'}
          </Text>
        )}
      </Group>
      <ListState
        loading={!data}
        error={!data && links.isError}
        empty={data?.links.length === 0}
        errorTitle={ADMIN_MSG.tabLoadFailed('settings')}
        emptyTitle="No calendar links"
        emptyText="Links the front desk copies for calendar apps appear here."
        onRetry={() => void links.refetch()}
      >
        <DataTable
          rows={data?.links}
          columns={columns}
          rowKey={(link) => link._id}
          rowLabel={(link) => `Calendar link of room ${link.room.roomNumber} held by ${link.user.name}`}
          minWidth={760}
          compact
        />
      </ListState>
      {data && <Pagination page={page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={setPage} />}
    </Stack>
  );
}
