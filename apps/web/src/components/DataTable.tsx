import { Group, Paper, SimpleGrid, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';

/** Tables from 48em (768px) up; below that, where a table would scroll sideways, one card per row. */
export function useWideScreen(): boolean {
  return useMediaQuery('(min-width: 48em)', undefined, { getInitialValueInEffect: false }) ?? true;
}

export interface Column<T> {
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'right';
  nowrap?: boolean;
  /** In a card: 'title' leads it, 'aside' sits at its top right; the others are label–value pairs. */
  place?: 'title' | 'aside';
  /** A column of buttons: its header is for screen readers only, and its card cell has no label. */
  actions?: boolean;
}

interface DataTableProps<T> {
  rows: T[] | undefined;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  /** The row's (and on a phone the card's) accessible name, e.g. "Booking of Ana Ruiz, room 104". */
  rowLabel: (row: T) => string;
  /** Below this width the wide table scrolls inside its box rather than squeezing its columns. */
  minWidth: number;
  compact?: boolean;
}

/** One responsive table for every list: columns on a wide screen, cards on a phone. */
export function DataTable<T>({ rows = [], columns, rowKey, rowLabel, minWidth, compact = false }: DataTableProps<T>) {
  const wide = useWideScreen();
  if (wide) {
    return (
      <Table.ScrollContainer minWidth={minWidth}>
        <Table verticalSpacing={compact ? 'xs' : 'sm'} fz={compact ? 'sm' : undefined} highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.header} ta={column.align}>
                  {column.actions ? <VisuallyHidden>{column.header}</VisuallyHidden> : column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)} aria-label={rowLabel(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.header} ta={column.align} style={column.nowrap ? { whiteSpace: 'nowrap' } : undefined}>
                    {column.cell(row)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }
  const title = columns.filter((c) => c.place === 'title');
  const aside = columns.filter((c) => c.place === 'aside');
  const rest = columns.filter((c) => !c.place);
  return (
    <Stack gap="xs">
      {rows.map((row) => (
        <Paper key={rowKey(row)} withBorder radius="md" p="sm" component="article" aria-label={rowLabel(row)}>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <div style={{ minWidth: 0, overflowWrap: 'anywhere' }}>{title.map((c) => c.cell(row))}</div>
            {aside.length > 0 && <Group gap={6}>{aside.map((c) => c.cell(row))}</Group>}
          </Group>
          <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} mt="xs">
            {rest.map((column) => (
              // Buttons take the card's full width: half of a phone's is too narrow for two of them.
              <div key={column.header} style={{ minWidth: 0, overflowWrap: 'anywhere', gridColumn: column.actions ? '1 / -1' : undefined }}>
                {!column.actions && (
                  <Text size="xs" c="dimmed" fw={600} tt="uppercase">
                    {column.header}
                  </Text>
                )}
                <Text size="sm" component="div">
                  {column.cell(row)}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}
