import { Group, SimpleGrid, Text, ThemeIcon } from '@mantine/core';
import {
  IconAirConditioning,
  IconBath,
  IconCircleCheck,
  IconCoffee,
  IconDesk,
  IconDeviceTv,
  IconFridge,
  IconParking,
  IconWifi,
  IconWindow,
  type TablerIcon,
} from '@tabler/icons-react';
import { AMENITIES, AMENITY_LABELS, type Amenity } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';

const AMENITY_ICONS: Record<Amenity, TablerIcon> = {
  wifi: IconWifi,
  ac: IconAirConditioning,
  tv: IconDeviceTv,
  minibar: IconFridge,
  balcony: IconWindow,
  work_desk: IconDesk,
  jacuzzi: IconBath,
  breakfast: IconCoffee,
  parking: IconParking,
};

const isKnown = (amenity: string): amenity is Amenity => (AMENITIES as readonly string[]).includes(amenity);

/** Rooms may carry amenities added before this list existed: they show with a plain check mark. */
function describe(amenity: string, t: (source: string) => string): { icon: TablerIcon; label: string } {
  return isKnown(amenity)
    ? { icon: AMENITY_ICONS[amenity], label: t(AMENITY_LABELS[amenity]) }
    : { icon: IconCircleCheck, label: amenity.replace(/_/g, ' ') };
}

/** A compact row of amenity icons with their names as hints, for room cards. */
export function AmenityIcons({ amenities }: { amenities: readonly string[] }) {
  const t = useT();
  return (
    <Group gap={6} aria-label={t('Amenities')} role="list">
      {amenities.map((amenity) => {
        const { icon: Icon, label } = describe(amenity, t);
        return (
          // The browser's own hint (title), not a Tooltip: fifteen cards of tooltips cost the phone a long first render.
          <ThemeIcon key={amenity} variant="light" color="gray" size="md" radius="md" role="listitem" aria-label={label} title={label}>
            <Icon size={16} stroke={1.6} />
          </ThemeIcon>
        );
      })}
    </Group>
  );
}

/** Icons with their names, for the room details page. */
export function AmenityList({ amenities }: { amenities: readonly string[] }) {
  const t = useT();
  if (amenities.length === 0) return <Text c="dimmed">{t('No amenities listed for this room.')}</Text>;
  return (
    <SimpleGrid component="ul" cols={{ base: 2, md: 3 }} spacing="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('Amenities')}>
      {amenities.map((amenity) => {
        const { icon: Icon, label } = describe(amenity, t);
        return (
          <li key={amenity}>
            <Group gap="sm" wrap="nowrap">
              <ThemeIcon variant="light" size="lg" radius="md">
                <Icon size={18} stroke={1.6} />
              </ThemeIcon>
              <Text size="sm">{label}</Text>
            </Group>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
