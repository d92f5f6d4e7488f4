import { Badge, Card, EmptyState, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/language';

interface BoardSectionProps {
  /** Anchor the counters link to. */
  id: string;
  title: string;
  icon: TablerIcon;
  color: string;
  /** All items of the kind; the list may show fewer. */
  total: number;
  shown: number;
  empty: { title: string; description: string };
  children: ReactNode;
  /** The children have their own empty states (the bookings' day lists): never replace them. */
  alwaysShow?: boolean;
}

/** One of the board's four sections: heading with its count, the items, or a calm empty state. */
export function BoardSection({ id, title, icon: Icon, color, total, shown, empty, children, alwaysShow = false }: BoardSectionProps) {
  const t = useT();
  return (
    <Card
      withBorder
      radius="lg"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      id={id}
      aria-labelledby={`${id}-title`}
      style={{ scrollMarginTop: 76 }}
    >
      <Group justify="space-between" mb="md" gap="xs" wrap="nowrap">
        <Group gap="sm" wrap="nowrap" miw={0}>
          <ThemeIcon variant="light" color={color} size="lg" radius="md">
            <Icon size={20} />
          </ThemeIcon>
          <Title order={2} size="h4" id={`${id}-title`}>
            {t(title)}
          </Title>
        </Group>
        <Badge variant="light" color={color} size="lg" circle={total < 10}>
          {total}
        </Badge>
      </Group>
      {shown === 0 && !alwaysShow ? (
        <EmptyState icon={<Icon size={28} />} title={t(empty.title)} description={t(empty.description)} py="lg" />
      ) : (
        children
      )}
      {total > shown && (
        <Text size="xs" c="dimmed" mt="sm">
          {t('Showing the first {shown} of {total}.', { shown, total })}
        </Text>
      )}
    </Card>
  );
}
