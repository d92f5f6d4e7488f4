import { ActionIcon, Badge, Button, Group, NativeSelect, Stack, Text, Tooltip } from '@mantine/core';
import { IconCheck, IconEraser, IconShieldOff, IconTrash, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MSG, DATA_RIGHTS_MSG, LIMITS, m, ROLES, type Role } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useAuth } from '../../auth/AuthProvider';
import { roleColor } from '../../layout/roles';
import { shortDate } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { DataTable, type Column } from '../DataTable';
import { Pagination } from '../Pagination';
import { failureToast, loadFailedMessage, useLoadFailure } from './feedback';
import { ROLE_LABELS } from './labels';
import { useClampedPage, useListState } from './list';
import { ConfirmModal, FilterBar, TabHeader, countLabel, withAll } from './parts';
import type { AdminUser } from './types';
import { ListState } from '../ListState';

const APPROVAL_OPTIONS = [
  { value: '', label: m('Any approval') },
  { value: 'true', label: m('Approved') },
  { value: 'false', label: m('Not approved') },
];

type UserFilters = { search: string; role: Role | ''; approval: '' | 'true' | 'false' };

type Pending = { kind: 'role'; user: AdminUser; role: Role } | { kind: 'delete' | 'reset' | 'erase'; user: AdminUser } | null;

export default function UsersTab() {
  const t = useT();
  const localize = useLocalize();
  const { user: me } = useAuth();
  const list = useListState<UserFilters>({ search: '', role: '', approval: '' });
  const users = trpc.admin.users.list.useQuery(list.query, { placeholderData: (previous) => previous });
  useClampedPage(users.data?.total, list.page, list.setPage);
  useLoadFailure('users', users.errorUpdatedAt);
  const utils = trpc.useUtils();
  const refresh = () => utils.admin.invalidate();

  const approval = trpc.admin.users.setApproval.useMutation({
    onSuccess: (user) => {
      toast.success(localize(user.isApproved ? ADMIN_MSG.userApproved : ADMIN_MSG.userRejected));
      void refresh();
    },
    onError: (error) => failureToast(localize(ADMIN_MSG.approvalFailed), error),
  });
  const [pending, setPending] = useState<Pending>(null);
  const role = trpc.admin.users.setRole.useMutation({
    onSuccess: () => {
      toast.success(localize(ADMIN_MSG.roleUpdated));
      setPending(null);
      void refresh();
    },
    onError: (error) => failureToast(localize(ADMIN_MSG.roleFailed), error),
  });
  const remove = trpc.admin.users.remove.useMutation({
    onSuccess: () => {
      toast.success(localize(ADMIN_MSG.userDeleted));
      setPending(null);
      void refresh();
    },
    onError: (error) => failureToast(localize(ADMIN_MSG.userDeleteFailed), error),
  });

  // A confirmed action on a user that answers its own message.
  const confirmed = (result: { message: string }) => {
    toast.success(result.message);
    setPending(null);
    void refresh();
  };
  const resetTwoStep = trpc.admin.users.resetTwoFactor.useMutation({
    onSuccess: confirmed,
    onError: (error) => failureToast(localize(ADMIN_MSG.twoStepResetFailed), error),
  });

  const erase = trpc.admin.users.erase.useMutation({
    onSuccess: confirmed,
    onError: (error) => failureToast(localize(DATA_RIGHTS_MSG.eraseFailed), error),
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
                {t('You')}
              </Badge>
            )}
            {user.deletionRequestedAt && (
              <Badge size="xs" variant="light" color="red" ml={6}>
                {t('Deletion requested')}
              </Badge>
            )}
          </Text>
          <Text size="xs" c="dimmed">
            {t('Joined {date}', { date: shortDate(user.createdAt) })}
          </Text>
        </div>
      ),
      role: (
        <NativeSelect
          size="xs"
          // Holds "Administrador".
          w={140}
          aria-label={t('Role of {name}', { name: user.name })}
          data={ROLES.map((value) => ({ value, label: t(ROLE_LABELS[value]) }))}
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
            <Tooltip label={t('Erase personal data')}>
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('Erase {name}', { name: user.name })}
                onClick={() => setPending({ kind: 'erase', user })}
              >
                <IconEraser size={16} />
              </ActionIcon>
            </Tooltip>
          )}
          <Tooltip label={isMe ? t('Turn yours off on your profile') : t('Reset two-step sign-in')}>
            <ActionIcon
              variant="subtle"
              color="orange"
              aria-label={t('Reset two-step sign-in of {name}', { name: user.name })}
              disabled={isMe}
              onClick={() => setPending({ kind: 'reset', user })}
            >
              <IconShieldOff size={16} />
            </ActionIcon>
          </Tooltip>
          <Tooltip label={isMe ? localize(ADMIN_MSG.ownAccount) : t('Delete user')}>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('Delete {name}', { name: user.name })}
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
    { header: t('Name'), place: 'title', cell: (user) => controls(user).name },
    { header: t('Phone'), cell: (user) => <Text size="sm">{user.phone || '—'}</Text> },
    { header: t('Email'), cell: (user) => <Text size="sm">{user.email}</Text> },
    { header: t('Role'), cell: (user) => controls(user).role },
    { header: t('Status'), cell: (user) => controls(user).status },
    { header: t('Actions'), actions: true, place: 'aside', cell: (user) => controls(user).remove },
  ];
  return (
    <Stack gap="md">
      <TabHeader
        title={t('Users')}
        subtitle={countLabel(data?.total, (count) => t('{count, plural, one {# user} other {# users}}', { count }))}
        onRefresh={() => void users.refetch()}
        refreshing={users.isFetching}
      />
      <FilterBar
        search={list.filters.search}
        searchPlaceholder={t('Name, email or phone')}
        onSearch={(search) => list.update({ search })}
        selects={[
          {
            label: t('Role'),
            value: list.filters.role,
            data: withAll(t('All roles'), ROLES, (value) => t(ROLE_LABELS[value])),
            onChange: (value) => list.update({ role: value as UserFilters['role'] }),
          },
          {
            label: t('Approval'),
            value: list.filters.approval,
            data: APPROVAL_OPTIONS.map((option) => ({ ...option, label: t(option.label) })),
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
        errorTitle={loadFailedMessage('users')}
        emptyTitle={t('No users found')}
        emptyText={t('Try adjusting your filters.')}
        onRetry={() => void users.refetch()}
      >
        <DataTable rows={data?.users} columns={columns} rowKey={(user) => user._id} rowLabel={(user) => user.name} minWidth={860} />
      </ListState>
      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}

      <ConfirmModal
        opened={pending?.kind === 'role'}
        title={t('Change role')}
        message={
          pending?.kind === 'role'
            ? t(
                'Make {name} {role, select, admin {an admin} staff {a staff} other {a customer}}? They will be signed out and sign in again with the new role.',
                { name: pending.user.name, role: pending.role },
              )
            : ''
        }
        confirmLabel={t('Change role')}
        color="blue"
        loading={role.isPending}
        onConfirm={() => pending?.kind === 'role' && role.mutate({ id: pending.user._id, role: pending.role })}
        onClose={() => setPending(null)}
      />
      <ConfirmModal
        opened={pending?.kind === 'delete'}
        title={t('Delete user')}
        message={localize(ADMIN_MSG.confirmDeleteUser)}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={() => pending?.kind === 'delete' && remove.mutate({ id: pending.user._id })}
        onClose={() => setPending(null)}
      />
      <ConfirmModal
        opened={pending?.kind === 'erase'}
        title={t('Erase guest')}
        message={pending?.kind === 'erase' ? DATA_RIGHTS_MSG.confirmErase(pending.user.name) : ''}
        confirmLabel={t('Erase')}
        loading={erase.isPending}
        onConfirm={() => pending?.kind === 'erase' && erase.mutate({ id: pending.user._id })}
        onClose={() => setPending(null)}
      />
      <ConfirmModal
        opened={pending?.kind === 'reset'}
        title={t('Reset two-step sign-in')}
        message={pending?.kind === 'reset' ? ADMIN_MSG.confirmTwoStepReset(pending.user.name) : ''}
        confirmLabel={t('Reset')}
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
  const t = useT();
  if (user.role !== 'staff') {
    return (
      <Badge color="green" variant="light">
        {t('Active')}
      </Badge>
    );
  }
  // Wraps in a phone card, where badge and both buttons do not fit on one line beside the role.
  return (
    <Group gap={6}>
      <Badge color={user.isApproved ? 'green' : 'yellow'} variant="light">
        {user.isApproved ? t('Approved') : t('Pending')}
      </Badge>
      {!user.isApproved && (
        <Button
          size="compact-xs"
          color="green"
          variant="light"
          leftSection={<IconCheck size={12} />}
          disabled={busy}
          onClick={() => onSet(true)}
          aria-label={t('Approve {name}', { name: user.name })}
        >
          {t('Approve')}
        </Button>
      )}
      <Button
        size="compact-xs"
        color="red"
        variant="subtle"
        leftSection={<IconX size={12} />}
        disabled={busy}
        onClick={() => onSet(false)}
        aria-label={t('Reject {name}', { name: user.name })}
      >
        {t('Reject')}
      </Button>
    </Group>
  );
}
