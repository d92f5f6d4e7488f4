import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { LIMITS } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';

/** Rooms nobody has reviewed yet show the spec's default 4.5; ratings are out of 5 with one decimal. */
export function displayRating(rating: number | null): string {
  return (rating ?? LIMITS.defaultRating).toFixed(1);
}

export function RoomRating({ rating, reviewCount, size = 'sm' }: { rating: number | null; reviewCount?: number; size?: 'sm' | 'md' }) {
  const value = displayRating(rating);
  const t = useT();
  return (
    <Group gap={4} wrap="nowrap">
      <IconStarFilled size={size === 'md' ? 18 : 15} color="var(--mantine-color-yellow-5)" aria-hidden="true" />
      <Text size={size} fw={600}>
        <span aria-hidden="true">{value}</span>
        <VisuallyHidden>{t('Rated {rating} out of 5', { rating: value })}</VisuallyHidden>
      </Text>
      {reviewCount !== undefined && (
        <Text size={size} c="dimmed">
          {t('({count, plural, one {# review} other {# reviews}})', { count: reviewCount })}
        </Text>
      )}
    </Group>
  );
}
