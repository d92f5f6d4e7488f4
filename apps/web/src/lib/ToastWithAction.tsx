import { Button, Group } from '@mantine/core';

/** A toast's text with one follow-up button beside it. */
export function ToastWithAction({ message, label, onClick }: { message: string; label: string; onClick: () => void }) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <span style={{ flex: '1 1 auto', minWidth: 0 }}>{message}</span>
      <Button size="compact-sm" variant="light" onClick={onClick} style={{ flexShrink: 0 }}>
        {label}
      </Button>
    </Group>
  );
}
