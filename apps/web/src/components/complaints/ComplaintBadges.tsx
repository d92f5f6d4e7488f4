import { Badge, type BadgeProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_STATUS_COLORS,
  COMPLAINT_STATUS_LABELS,
  PRIORITY_COLORS,
  PRIORITY_LABELS,
  type ComplaintCategory,
  type ComplaintStatus,
  type Priority,
} from '@innkeep/api-contract';

type Size = Pick<BadgeProps, 'size'>;

/** Pending yellow, in progress blue, resolved green, closed gray. */
export function StatusBadge({ status, size = 'md' }: { status: ComplaintStatus } & Size) {
  return (
    <Badge color={COMPLAINT_STATUS_COLORS[status]} variant="light" size={size} style={{ flexShrink: 0 }}>
      {COMPLAINT_STATUS_LABELS[status]}
    </Badge>
  );
}

/** Priority as words; high priority stands out in red with a warning sign. */
export function PriorityBadge({ priority, size = 'md' }: { priority: Priority } & Size) {
  return (
    <Badge
      color={PRIORITY_COLORS[priority]}
      variant={priority === 'high' ? 'filled' : 'outline'}
      size={size}
      leftSection={priority === 'high' ? <IconAlertTriangle size={12} /> : undefined}
    >
      {PRIORITY_LABELS[priority]} priority
    </Badge>
  );
}

export function CategoryBadge({ category, size = 'md' }: { category: ComplaintCategory } & Size) {
  return (
    <Badge color="grape" variant="light" size={size} tt="none">
      {COMPLAINT_CATEGORY_LABELS[category]}
    </Badge>
  );
}
