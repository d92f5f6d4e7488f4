import { Badge, type BadgeProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_STATUS_COLORS,
  COMPLAINT_STATUS_LABELS,
  PRIORITY_COLORS,
  m,
  type ComplaintCategory,
  type ComplaintStatus,
  type Priority,
} from '@innkeep/api-contract';
import { useT } from '../../i18n/language';

type Size = Pick<BadgeProps, 'size'>;

/** A priority as words, one whole phrase per language: `t(PRIORITY_TEXT, { priority })`. */
export const PRIORITY_TEXT = m('{priority, select, high {High priority} medium {Medium priority} other {Low priority}}');

/** Pending yellow, in progress blue, resolved green, closed gray. */
export function StatusBadge({ status, size = 'md' }: { status: ComplaintStatus } & Size) {
  const t = useT();
  return (
    <Badge color={COMPLAINT_STATUS_COLORS[status]} variant="light" size={size} style={{ flexShrink: 0 }}>
      {t(COMPLAINT_STATUS_LABELS[status])}
    </Badge>
  );
}

/** Priority as words; high priority stands out in red with a warning sign. */
export function PriorityBadge({ priority, size = 'md' }: { priority: Priority } & Size) {
  const t = useT();
  return (
    <Badge
      color={PRIORITY_COLORS[priority]}
      variant={priority === 'high' ? 'filled' : 'outline'}
      size={size}
      leftSection={priority === 'high' ? <IconAlertTriangle size={12} /> : undefined}
    >
      {t(PRIORITY_TEXT, { priority })}
    </Badge>
  );
}

export function CategoryBadge({ category, size = 'md' }: { category: ComplaintCategory } & Size) {
  const t = useT();
  return (
    <Badge color="grape" variant="light" size={size} tt="none">
      {t(COMPLAINT_CATEGORY_LABELS[category])}
    </Badge>
  );
}
