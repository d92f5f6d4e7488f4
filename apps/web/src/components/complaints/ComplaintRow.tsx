import { ActionIcon, Box, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconMessageReply, IconTrash } from '@tabler/icons-react';
import { COMPLAINT_STATUS_COLORS, type ComplaintStatus, type ComplaintView } from '@innkeep/api-contract';
import { CategoryBadge, PriorityBadge, StatusBadge } from './ComplaintBadges';
import { ComplaintResponse } from './ComplaintResponse';
import { useT } from '../../i18n/language';
import { dateTime } from '../../lib/format';
import { StatusSelect } from './StatusSelect';

interface ComplaintRowProps {
  complaint: ComplaintView;
  statusBusy: boolean;
  onStatus: (status: ComplaintStatus) => void;
  onOpen: () => void;
  onDelete: () => void;
}

/** One complaint on the admin complaints page: status dropdown, respond and delete. */
export function ComplaintRow({ complaint, statusBusy, onStatus, onOpen, onDelete }: ComplaintRowProps) {
  const t = useT();
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={complaint.title}
      style={{ borderLeft: `4px solid var(--mantine-color-${COMPLAINT_STATUS_COLORS[complaint.status]}-6)` }}
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Box style={{ flex: '1 1 260px', minWidth: 0 }}>
            <Group gap={6} mb={4}>
              <StatusBadge status={complaint.status} size="sm" />
              <PriorityBadge priority={complaint.priority} size="sm" />
              <CategoryBadge category={complaint.category} size="sm" />
            </Group>
            <Text fw={600} size="lg" style={{ overflowWrap: 'anywhere' }} translate="no">
              {complaint.title}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {complaint.customer.name} · {complaint.customer.email} · {complaint.customer.phone}
            </Text>
            <Text size="xs" c="dimmed">
              {t('Submitted {date}', { date: dateTime(complaint.createdAt) })}
            </Text>
          </Box>
          <Box w={{ base: '100%', xs: 170 }}>
            <StatusSelect
              value={complaint.status}
              disabled={statusBusy}
              ariaLabel={t('Status of {title}', { title: complaint.title })}
              onChange={onStatus}
            />
          </Box>
        </Group>
        <Text size="sm" lineClamp={3} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {complaint.description}
        </Text>
        <ComplaintResponse complaint={complaint} showResponder />
        <Group justify="flex-end" gap="xs">
          <Button size="xs" variant="light" leftSection={<IconMessageReply size={14} />} onClick={onOpen}>
            {complaint.response ? t('Edit Response') : t('Respond')}
          </Button>
          <Tooltip label={t('Delete complaint')}>
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('Delete complaint {title}', { title: complaint.title })}
              onClick={onDelete}
            >
              <IconTrash size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
      </Stack>
    </Paper>
  );
}
