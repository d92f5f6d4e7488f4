import { Badge, Button, Card, Group, Modal, NativeSelect, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconEye, IconMailForward, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MSG, m, MAIL, MAIL_STATUSES, type MailStatus, type MailView } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { dateTime, relativeTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { toastOutcome } from '../../lib/toast';
import { ListState } from '../ListState';
import { Pagination } from '../Pagination';
import { useLoadFailure } from './feedback';
import { MailSettingsPanel } from './MailSettings';
import { TabHeader } from './parts';

const STATUS_COLORS: Record<MailStatus, string> = { queued: 'blue', sent: 'green', failed: 'red', unsent: 'gray' };
const STATUS_LABELS: Record<MailStatus, string> = { queued: m('Queued'), sent: m('Sent'), failed: m('Failed'), unsent: m('Not sent') };

/** Admin → Mail: the outbox, newest first, by status; a mail opened as it would look; resend; a test mail. */
export default function MailTab() {
  const t = useT();
  const localize = useLocalize();
  const [status, setStatus] = useState<MailStatus | ''>('');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const mails = trpc.mail.list.useQuery({ status: status || undefined, page }, { placeholderData: (previous) => previous });
  useLoadFailure('mail', mails.errorUpdatedAt);
  const test = trpc.mail.test.useMutation();
  const resend = trpc.mail.resend.useMutation();

  const run = (action: Promise<{ message: string }>) => toastOutcome(action, () => utils.mail.list.invalidate(), t('That did not work'));

  const data = mails.data;
  return (
    <Stack gap="md">
      <TabHeader
        title={t('Mail')}
        subtitle={data ? t('{count, plural, one {# mail} other {# mails}}', { count: data.total }) : t('Loading…')}
        onRefresh={() => void mails.refetch()}
        refreshing={mails.isFetching}
        actions={
          <Button leftSection={<IconSend size={16} />} loading={test.isPending} onClick={() => void run(test.mutateAsync())}>
            {t('Send a test mail')}
          </Button>
        }
      />
      {/* Nothing below the header until the first page is in: the settings and filter would otherwise move as it lands. */}
      {data ? (
        <>
          <MailSettingsPanel />
          <Card withBorder radius="md" padding="sm">
            <NativeSelect
              label={t('Status')}
              maw={240}
              value={status}
              data={[{ value: '', label: t('All statuses') }, ...MAIL_STATUSES.map((value) => ({ value, label: t(STATUS_LABELS[value]) }))]}
              onChange={(event) => {
                setStatus(event.currentTarget.value as MailStatus | '');
                setPage(1);
              }}
            />
          </Card>
          <ListState
            loading={false}
            error={false}
            empty={data.mails.length === 0}
            errorTitle={localize(ADMIN_MSG.tabLoadFailed('mail'))}
            emptyTitle={t('No mail found')}
            emptyText={status ? t('Try another status.') : t('Mails to guests and staff appear here as they are written.')}
            onRetry={() => void mails.refetch()}
          >
            <Stack gap="xs">
              {data.mails.map((mail) => (
                <MailRow
                  key={mail._id}
                  mail={mail}
                  onOpen={() => setOpenId(mail._id)}
                  onResend={() => void run(resend.mutateAsync({ id: mail._id }))}
                  resending={resend.isPending && resend.variables?.id === mail._id}
                />
              ))}
            </Stack>
          </ListState>
          <Pagination page={page} total={data.total} pageSize={MAIL.pageSize} onChange={setPage} />
        </>
      ) : (
        <ListState
          loading={!mails.isError}
          error={mails.isError}
          empty={false}
          errorTitle={localize(ADMIN_MSG.tabLoadFailed('mail'))}
          emptyTitle=""
          emptyText=""
          onRetry={() => void mails.refetch()}
        >
          {null}
        </ListState>
      )}
      <MailPreview id={openId} onClose={() => setOpenId(null)} />
    </Stack>
  );
}

function MailRow({ mail, onOpen, onResend, resending }: { mail: MailView; onOpen: () => void; onResend: () => void; resending: boolean }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={mail.subject}>
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div style={{ minWidth: 0, flex: '1 1 320px' }}>
          <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }} translate="no">
            {mail.subject}
          </Text>
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {t('To {recipient}', { recipient: mail.recipient })} ·{' '}
            <Tooltip label={dateTime(mail.createdAt)}>
              <span>{relativeTime(mail.createdAt)}</span>
            </Tooltip>{' '}
            · {t('{count, plural, one {# attempt} other {# attempts}}', { count: mail.attempts })}
          </Text>
          {mail.lastError && (
            <Text size="xs" c={mail.status === 'unsent' ? 'dimmed' : 'red'} mt={4} style={{ overflowWrap: 'anywhere' }} translate="no">
              {mail.lastError}
            </Text>
          )}
        </div>
        <Group gap={6}>
          <Badge variant="light" color={STATUS_COLORS[mail.status]}>
            {t(STATUS_LABELS[mail.status])}
          </Badge>
          <Button size="xs" variant="default" leftSection={<IconEye size={14} />} onClick={onOpen}>
            {t('Open')}
          </Button>
          <Button size="xs" variant="light" leftSection={<IconMailForward size={14} />} loading={resending} onClick={onResend}>
            {t('Resend')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * The mail as it would look: its HTML in a sandboxed frame (no scripts, no same-origin access), never
 * as the app's own HTML.
 */
function MailPreview({ id, onClose }: { id: string | null; onClose: () => void }) {
  const t = useT();
  const mail = trpc.mail.get.useQuery({ id: id ?? '' }, { enabled: id !== null });
  const opened = id !== null;
  return (
    <Modal opened={opened} onClose={onClose} title={mail.data?.mail.subject ?? t('Mail')} size="xl">
      {mail.data && (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('To {recipient}', { recipient: mail.data.mail.recipient })} · {t(STATUS_LABELS[mail.data.mail.status])}
          </Text>
          <iframe
            title={t('Mail: {subject}', { subject: mail.data.mail.subject })}
            sandbox=""
            srcDoc={mail.data.mail.html}
            style={{
              width: '100%',
              height: '60vh',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 4,
              background: '#fff',
            }}
          />
        </Stack>
      )}
    </Modal>
  );
}
