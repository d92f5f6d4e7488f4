import { Checkbox, Group, Paper, Stack, Text, EmptyState } from '@mantine/core';
import { IconChecks } from '@tabler/icons-react';
import { useState } from 'react';
import { COMPLAINT_MSG, type ComplaintView } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { relativeTime } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';
import { CategoryBadge, PriorityBadge } from './ComplaintBadges';
import { RespondForm } from './RespondForm';

export interface PendingComplaintsProps {
  /** The staff dashboard's `pendingComplaints` (see `listPending` in the API's complaints service). */
  complaints: ComplaintView[];
  /** After an answer was stored, e.g. to refresh the dashboard's counters. */
  onResponded?: (complaint: ComplaintView) => void;
}

/**
 * The staff dashboard's pending complaints section (spec 02 §2): each complaint with an inline
 * response. A blank response is ignored silently; an answered complaint leaves the list at once.
 * Mount it as `<PendingComplaints complaints={data.pendingComplaints} onResponded={refetch} />`.
 */
export default function PendingComplaints({ complaints, onResponded }: PendingComplaintsProps) {
  const t = useT();
  const localize = useLocalize();
  const respond = trpc.complaints.staffRespond.useMutation();
  const [answered, setAnswered] = useState<ReadonlySet<string>>(new Set());
  // An answer leaves the complaint in progress unless the responder ticks "Mark resolved".
  const [resolving, setResolving] = useState<ReadonlySet<string>>(new Set());
  const open = complaints.filter((c) => !answered.has(c._id));

  const send = async (complaint: ComplaintView, response: string) => {
    try {
      const status = resolving.has(complaint._id) ? 'resolved' : 'in-progress';
      const result = await respond.mutateAsync({ id: complaint._id, response, status });
      toast.success(localize(COMPLAINT_MSG.responseSent));
      setAnswered((current) => new Set(current).add(complaint._id));
      onResponded?.(result.complaint);
    } catch {
      toast.error(localize(COMPLAINT_MSG.responseFailed));
    }
  };

  if (open.length === 0) {
    return (
      <EmptyState
        icon={<IconChecks size={28} />}
        title={t('No pending complaints')}
        description={t('Every complaint has an answer.')}
        py="lg"
      />
    );
  }

  return (
    <Stack gap="sm">
      {open.map((complaint) => (
        <Paper key={complaint._id} withBorder radius="md" p="md" component="article" aria-label={complaint.title}>
          <Group justify="space-between" align="flex-start" gap="xs" mb={4}>
            <Text fw={600} style={{ overflowWrap: 'anywhere', minWidth: 0, flex: '1 1 160px' }} translate="no">
              {complaint.title}
            </Text>
            <Group gap={4}>
              <PriorityBadge priority={complaint.priority} size="sm" />
              <CategoryBadge category={complaint.category} size="sm" />
            </Group>
          </Group>
          <Text size="xs" c="dimmed" mb="xs">
            {complaint.customer.name} · {relativeTime(complaint.createdAt)}
          </Text>
          <Text size="sm" mb="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {complaint.description}
          </Text>
          <RespondForm
            label={t('Response to {name}', { name: complaint.customer.name })}
            blank="ignore"
            busy={respond.isPending && respond.variables?.id === complaint._id}
            onSend={(response) => send(complaint, response)}
          />
          <Checkbox
            mt="xs"
            size="sm"
            label={t('Mark resolved')}
            description={t('Otherwise the complaint stays in progress.')}
            checked={resolving.has(complaint._id)}
            onChange={(event) => {
              const next = new Set(resolving);
              if (event.currentTarget.checked) next.add(complaint._id);
              else next.delete(complaint._id);
              setResolving(next);
            }}
          />
        </Paper>
      ))}
    </Stack>
  );
}
