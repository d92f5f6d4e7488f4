import { Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ComplaintView } from '@innkeep/api-contract';
import { CategoryBadge, PriorityBadge, StatusBadge } from './ComplaintBadges';
import { ComplaintResponse } from './ComplaintResponse';
import { useT } from '../../i18n/language';
import { dateTime } from '../../lib/format';
import { RespondForm } from './RespondForm';
import { StatusSelect } from './StatusSelect';
import type { ComplaintActions } from './useComplaintActions';

interface ComplaintDetailsModalProps {
  complaint: ComplaintView | null;
  actions: ComplaintActions;
  onClose: () => void;
  /** Called with the complaint as the server returned it after a change. */
  onChanged: (complaint: ComplaintView) => void;
}

/** Everything about one complaint, with status change and response (admin page and dashboard tab). */
export function ComplaintDetailsModal({ complaint, actions, onClose, onChanged }: ComplaintDetailsModalProps) {
  const t = useT();
  return (
    <Modal opened={complaint !== null} onClose={onClose} title={t('Complaint Details')} size="lg" centered>
      {complaint && (
        <Stack gap="md">
          <div>
            <Group gap="xs" mb={6}>
              <StatusBadge status={complaint.status} />
              <PriorityBadge priority={complaint.priority} />
              <CategoryBadge category={complaint.category} />
            </Group>
            <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }} translate="no">
              {complaint.title}
            </Title>
            <Text size="sm" mt={6} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} translate="no">
              {complaint.description}
            </Text>
          </div>

          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            <Detail label={t('Guest')} value={complaint.customer.name} />
            <Detail label={t('Email')} value={complaint.customer.email} />
            <Detail label={t('Phone')} value={complaint.customer.phone} />
            <Detail label={t('Submitted')} value={dateTime(complaint.createdAt)} />
            <Detail label={t('Last updated')} value={dateTime(complaint.updatedAt)} />
            <Detail label={t('Complaint ID')} value={complaint._id} />
          </SimpleGrid>

          <ComplaintResponse complaint={complaint} showResponder />

          <Divider />
          <StatusSelect
            label={t('Status')}
            value={complaint.status}
            disabled={actions.updatingStatus}
            onChange={(status) => void actions.setStatus(complaint._id, status).then((updated) => updated && onChanged(updated))}
          />
          <RespondForm
            key={complaint._id}
            label={complaint.response ? t('Update response') : t('Response')}
            initial={complaint.response ?? ''}
            busy={actions.responding}
            focusOnOpen
            onSend={async (response) => {
              const updated = await actions.respond(complaint._id, response);
              if (updated) onChanged(updated);
            }}
          />
        </Stack>
      )}
    </Modal>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}
