import { Button, Group, Text } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useT } from '../i18n/language';

export interface PageSummary {
  /** The requested page, kept within 1..totalPages. */
  page: number;
  totalPages: number;
  /** 1-based position of the first and last row shown; 0 and 0 when there are none. */
  from: number;
  to: number;
}

export function pageSummary(page: number, total: number, pageSize: number): PageSummary {
  const totalPages = Math.max(1, Math.ceil(total / pageSize));
  const current = Math.min(Math.max(1, page), totalPages);
  return {
    page: current,
    totalPages,
    from: total === 0 ? 0 : (current - 1) * pageSize + 1,
    to: Math.min(current * pageSize, total),
  };
}

interface PaginationProps {
  page: number;
  total: number;
  pageSize: number;
  onChange: (page: number) => void;
}

/**
 * Previous / Next with 'Page x of y' and 'Showing a to b of n' (spec 02 §2). Renders nothing
 * while everything fits on one page.
 */
export function Pagination({ page, total, pageSize, onChange }: PaginationProps) {
  const t = useT();
  if (total <= pageSize) return null;
  const { page: current, totalPages, from, to } = pageSummary(page, total, pageSize);
  return (
    <Group justify="space-between" gap="sm" mt="md" wrap="wrap">
      <Text size="sm" c="dimmed">
        {t('Showing {from} to {to} of {total}', { from, to, total })}
      </Text>
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} />}
          disabled={current <= 1}
          onClick={() => onChange(current - 1)}
        >
          {t('Previous')}
        </Button>
        <Text size="sm" fw={500} px="xs" aria-live="polite" style={{ whiteSpace: 'nowrap' }}>
          {t('Page {current} of {totalPages}', { current, totalPages })}
        </Text>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} />}
          disabled={current >= totalPages}
          onClick={() => onChange(current + 1)}
        >
          {t('Next')}
        </Button>
      </Group>
    </Group>
  );
}
