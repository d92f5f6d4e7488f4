import { Button, Group, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useLocalize } from '../../i18n/language';
import type { TaskAction } from './actions';

interface TaskCardProps {
  label: string;
  title: ReactNode;
  badges?: ReactNode;
  /** Colour of the left edge that marks work due now; none for later work. */
  accent?: string | undefined;
  children: ReactNode;
  action: TaskAction | null;
  /** Other things to do with the item (a menu), beside the next action. */
  more?: ReactNode;
}

/** One item on the board: title and badges on top, details with the single next action below. */
export function TaskCard({ label, title, badges, accent, children, action, more }: TaskCardProps) {
  // Action names come from api-contract's constants ('Mark Clean', 'Check In'): the spec's English is their id.
  const localize = useLocalize();
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-label={label}
      style={accent ? { borderLeft: `4px solid var(--mantine-color-${accent}-filled)` } : undefined}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Text fw={600} style={{ overflowWrap: 'anywhere', flex: '1 1 auto', minWidth: 0 }}>
          {title}
        </Text>
        {badges && (
          <Group gap={4} justify="flex-end">
            {badges}
          </Group>
        )}
      </Group>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>{children}</div>
        <Group gap="xs" wrap="nowrap" w={{ base: '100%', xs: 'auto' }}>
          {action && (
            <Button onClick={action.onClick} loading={action.loading} leftSection={action.icon} size="sm" style={{ flex: 1 }}>
              {localize(action.label)}
            </Button>
          )}
          {more}
        </Group>
      </Group>
    </Paper>
  );
}
