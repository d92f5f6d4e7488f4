import { ActionIcon, Badge, Button, Group, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconEraser, IconShieldOff, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MSG, DATA_RIGHTS_MSG, LIMITS, ROLES, type Role } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { roleColor } from '../../layout/roles';
import { shortDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { DataTable, type Column } from '../DataTable';
import { Pagination } from '../Pagination';
import { failureToast, useLoadFailure } from './feedback';
import { useClampedPage, useListState } from './list';
import { ConfirmModal, FilterBar, TabHeader, capitalize, countLabel, withAll } from './parts';
import type { AdminUser } from './types';
import { ListState } from '../ListState';

const APPROVAL_OPTIONS = [
  { value: '', label: 'Any approval' },
  { value: 'true', label: 'Approved' },
  { value: 'false', label: 'Not approved' },
];

const ROLE_OPTIONS = ROLES.map((value) => ({ value, label: capitalize(value) }));

type UserFilters = { search: string; role: Role | ''; approval: '' | 'true' | 'false' };

type Pending = { kind: 'role'; user: AdminUser; role: Role } | { kind: 'delete' | 'reset' | 'erase'; user: AdminUser } | null;

export default function UsersTab() {
  const { user: me } = useAuth();
  const list = useListState<UserFilters>({ search: '', role: '', approval: '' });
  const users = trpc.admin.users.list.useQuery(list.query, { placeholderData: (previous) => previous });
  useClampedPage(users.data?.total, list.page, list.setPage);
  useLoadFailure('users', users.errorUpdatedAt);
  const utils = trpc.useUtils();
  const refresh = () => utils.admin.invalidate();

  const approval = trpc.admin.users.setApproval.useMutation({
    onSuccess: (user) => {
      toast.success(user.isApproved ? ADMIN_MSG.userApproved : ADMIN_MSG.userRejected);
      void refresh();
    },
    onError: (error) => failureToast(ADMIN_MSG.approvalFailed, error),
  });
  const [pending, setPending] = useState<Pending>(null);
  const role = trpc.admin.users.setRole.useMutation({
    onSuccess: () => {
      toast.success(ADMIN_MSG.roleUpdated);
      setPending(null);
      void refresh();
    },
    onError: (error) => failureToast(ADMIN_MSG.roleFailed, error),
  });
  const remove = trpc.admin.users.remove.useMutation({
    onSuccess: () => {
      toast.success(ADMIN_MSG.userDeleted);
      setPending(null);
      void refresh();
    },
    onError: (error) => failureToast(ADMIN_MSG.userDeleteFailed, error),
  });

  // A confirmed action on a user that answers its own message.
  const confirmed = (result: { message: string }) => {
    toast.success(result.message);
    setPending(null);
    void refresh();
  };
  const resetTwoStep = trpc.admin.users.resetTwoFactor.useMutation({
    onSuccess: confirmed,
    onError: (error) => failureToast(ADMIN_MSG.twoStepResetFailed, error),
  });

  const erase = trpc.admin.users.erase.useMutation({
    onSuccess: confirmed,
    onError: (error) => failureToast(DATA_RIGHTS_MSG.eraseFailed, error),
  });

  /** The parts of a user's row. */
  const controls = (user: AdminUser) => {
    const isMe = user._id === me?._id;
    return {
      name: (
        <div style={{ minWidth: 0 }}>
          <Text fw={600} size="sm">
            {user.name}
            {isMe && (
              <Badge size="xs" variant="light" ml={6}>
                You
              </Badge>
            )}
            {user.deletionRequestedAt && (
              <Badge size="xs" variant="light" color="red" ml={6}>
                Deletion requested
              </Badge>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            Joined {shortDate(user.createdAt)}
          </Text>
        </div>
      ),
      role: (
        <NativeSelect
          size="xs"
          w={120}
          aria-label={`Role of ${user.name}`}
          data={ROLE_OPTIONS}
          value={user.role}
          disabled={isMe}
          onChange={(event) => setPending({ kind: 'role', user, role: event.currentTarget.value as Role })}
          styles={{ input: { color: `var(--mantine-color-${roleColor(user.role)}-text)`, fontWeight: 600 } }}
        />
      ),
      status: <ApprovalCell user={user} busy={approval.isPending} onSet={(isApproved) => approval.mutate({ id: user._id, isApproved })} />,
      remove: (
        <Group gap={4} wrap="nowrap">
          {user.role === 'customer' && (
            <Tooltip label="Erase personal data">
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={`Erase ${user.name}`}
                onClick={() => setPending({ kind: 'erase', user })}
              >
                <IconEraser size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={isMe ? 'Turn yours off on your profile' : 'Reset two-step sign-in'}>
            <ActionIcon
              variant="subtle"
              color="orange"
              aria-label={`Reset two-step sign-in of ${user.name}`}
              disabled={isMe}
              onClick={() => setPending({ kind: 'reset', user })}
            >
              <IconShieldOff size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={isMe ? 'You cannot delete your own account' : 'Delete user'}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Delete ${user.name}`}
              disabled={isMe}
              onClick={() => setPending({ kind: 'delete', user })}
            >
              <IconTrash size={16} />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    };
  };

  const data = users.data;
  const columns: Column<AdminUser>[] = [
    { header: 'Name', place: 'title', cell: (user) => controls(user).name },
    { header: 'Phone', cell: (user) => <Text size="sm">{user.phone || '—'}</Text> },
    { header: 'Email', cell: (user) => <Text size="sm">{user.email}</Text> },
    { header: 'Role', cell: (user) => controls(user).role },
    { header: 'Status', cell: (user) => controls(user).status },
    { header: 'Actions', actions: true, place: 'aside', cell: (user) => controls(user).remove },
  ];
  return (
    <Stack gap="md">
      <TabHeader
        title="Users"
        subtitle={countLabel(data?.total, 'user', 'users')}
        onRefresh={() => void users.refetch()}
        refreshing={users.isFetching}
      />
      <FilterBar
        search={list.filters.search}
        searchPlaceholder="Name, email or phone"
        onSearch={(search) => list.update({ search })}
        selects={[
          {
            label: 'Role',
            value: list.filters.role,
            data: withAll('All roles', ROLES),
            onChange: (value) => list.update({ role: value as UserFilters['role'] }),
          },
          {
            label: 'Approval',
            value: list.filters.approval,
            data: APPROVAL_OPTIONS,
            onChange: (value) => list.update({ approval: value as UserFilters['approval'] }),
          },
        ]}
        onClear={list.clear}
        canClear={list.isFiltered}
      />
      <ListState
        loading={!data}
        error={!data && users.isError}
        empty={data?.users.length === 0}
        errorTitle={ADMIN_MSG.tabLoadFailed('users')}
        emptyTitle="No users found"
        emptyText="Try adjusting your filters."
        onRetry={() => void users.refetch()}
      >
        <DataTable rows={data?.users} columns={columns} rowKey={(user) => user._id} rowLabel={(user) => user.name} minWidth={860} />
      </ListState>
      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}

      <ConfirmModal
        opened={pending?.kind === 'role'}
        title="Change role"
        message={
          pending?.kind === 'role'
            ? `Make ${pending.user.name} ${pending.role === 'admin' ? 'an' : 'a'} ${pending.role}? They will be signed out and sign in again with the new role.`
            : ''
        }
        confirmLabel="Change role"
        color="blue"
        loading={role.isPending}
        onConfirm={() => pending?.kind === 'role' && role.mutate({ id: pending.user._id, role: pending.role })}
        onClose={() => setPending(null)}
      />
      <ConfirmModal
        opened={pending?.kind === 'delete'}
        title="Delete user"
        message={ADMIN_MSG.confirmDeleteUser}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => pending?.kind === 'delete' && remove.mutate({ id: pending.user._id })}
        onClose={() => setPending(null)}
      />
      <ConfirmModal
        opened={pending?.kind === 'erase'}
        title="Erase guest"
        message={pending?.kind === 'erase' ? DATA_RIGHTS_MSG.confirmErase(pending.user.name) : ''}
        confirmLabel="Erase"
        loading={erase.isPending}
        onConfirm={() => pending?.kind === 'erase' && erase.mutate({ id: pending.user._id })}
        onClose={() => setPending(null)}
      />
      <ConfirmModal
        opened={pending?.kind === 'reset'}
        title="Reset two-step sign-in"
        message={pending?.kind === 'reset' ? ADMIN_MSG.confirmTwoStepReset(pending.user.name) : ''}
        confirmLabel="Reset"
        color="orange"
        loading={resetTwoStep.isPending}
        onConfirm={() => pending?.kind === 'reset' && resetTwoStep.mutate({ id: pending.user._id })}
        onClose={() => setPending(null)}
      />
    </Stack>
  );
}

/** Staff: Approved or Pending with approve and reject; everyone else is Active (spec §2). */
function ApprovalCell({ user, busy, onSet }: { user: AdminUser; busy: boolean; onSet: (isApproved: boolean) => void }) {
  if (user.role !== 'staff') {
    return (
      <Badge color="green" variant="light">
        Active
      </Badge>
    );
  }
  // Wraps in a phone card, where badge and both buttons do not fit on one line beside the role.
  return (
    <Group gap={6}>
      <Badge color={user.isApproved ? 'green' : 'yellow'} variant="light">
        {user.isApproved ? 'Approved' : 'Pending'}
      </Badge>
      {!user.isApproved && (
        <Button
          size="compact-xs"
          color="green"
          variant="light"
          leftSection={<IconCheck size={12} />}
          disabled={busy}
          onClick={() => onSet(true)}
          aria-label={`Approve ${user.name}`}
        >
          Approve
        </Button>
      )}
      <Button
        size="compact-xs"
        color="red"
        variant="subtle"
        leftSection={<IconX size={12} />}
        disabled={busy}
        onClick={() => onSet(false)}
        aria-label={`Reject ${user.name}`}
      >
        Reject
      </Button>
    </Group>
  );
}
