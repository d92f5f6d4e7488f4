import { Group, Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconCalendarEvent, IconMessageReport, IconSparkles, IconToolsKitchen2, type TablerIcon } from '@tabler/icons-react';
import { m } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import type { StaffDashboard } from './types';

/** The board's sections; titles are source texts, translated where shown. */
export const SECTIONS = {
  bookings: { id: 'assigned-bookings', title: m('Assigned Bookings'), icon: IconCalendarEvent, color: 'blue' },
  foodOrders: { id: 'food-orders', title: m('Food Orders'), icon: IconToolsKitchen2, color: 'orange' },
  rooms: { id: 'rooms-to-clean', title: m('Rooms to Clean'), icon: IconSparkles, color: 'yellow' },
  complaints: { id: 'pending-complaints', title: m('Pending Complaints'), icon: IconMessageReport, color: 'red' },
} as const satisfies Record<string, { id: string; title: string; icon: TablerIcon; color: string }>;

/** The four counters of spec 02 §2; each jumps to its section (useful on a phone, where they stack). */
export function Counters({ counts }: { counts: StaffDashboard['counts'] }) {
  const t = useT();
  const items = [
    { ...SECTIONS.bookings, value: counts.assignedBookings },
    { ...SECTIONS.foodOrders, value: counts.assignedFoodOrders },
    { ...SECTIONS.rooms, value: counts.roomsToClean },
    { ...SECTIONS.complaints, value: counts.pendingComplaints },
  ];
  return (
    <SimpleGrid cols={{ base: 2, md: 4 }} spacing={{ base: 'sm', sm: 'md' }}>
      {items.map(({ id, title, icon: Icon, color, value }) => (
        // Named by its visible words ("9 Assigned Bookings"), as a label of its own would not be (WCAG 2.5.3).
        <UnstyledButton key={id} component="a" href={`#${id}`} style={{ borderRadius: 'var(--mantine-radius-lg)' }}>
          <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'md' }} h="100%">
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon size={40} radius="md" variant="light" color={color} visibleFrom="xs">
                <Icon size={22} />
              </ThemeIcon>
              <div style={{ minWidth: 0 }}>
                <Text size="xl" fw={700} lh={1.2}>
                  {value}
                </Text>
                <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
                  {t(title)}
                </Text>
              </div>
            </Group>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
