import { Group, Text, VisuallyHidden } from '@mantine/core';
import { IconStarFilled } from '@tabler/icons-react';
import { LIMITS } from '@innkeep/api-contract';

/** Rooms nobody has reviewed yet show the spec's default 4.5; ratings are out of 5 with one decimal. */
export function displayRating(rating: number | null): string {
  return (rating ?? LIMITS.defaultRating).toFixed(1);
}

export function RoomRating({ rating, reviewCount, size = 'sm' }: { rating: number | null; reviewCount?: number; size?: 'sm' | 'md' }) {
  const value = displayRating(rating);
  return (
    <Group gap={4} wrap="nowrap">
      <IconStarFilled size={size === 'md' ? 18 : 15} color="var(--mantine-color-yellow-5)" aria-hidden="true" />
      <Text size={size} fw={600}>
        <VisuallyHidden>Rated </VisuallyHidden>
        {value}
        <VisuallyHidden> out of 5</VisuallyHidden>
      </Text>
      {reviewCount !== undefined && (
        <Text size={size} c="dimmed">
          ({reviewCount} {reviewCount === 1 ? 'review' : 'reviews'})
        </Text>
      )}
    </Group>
  );
}
