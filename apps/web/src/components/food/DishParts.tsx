import { Badge, Group, Image, Text, VisuallyHidden, type MantineColor, type MantineSize } from '@mantine/core';
import { IconClock, IconLeaf } from '@tabler/icons-react';
import { DEFAULT_FOOD_IMAGE } from '@innkeep/api-contract';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format';
import type { FoodCategory } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { CATEGORY_LABELS } from './menu';

interface DishTitleProps {
  name: string;
  /** Dollars: the dish's price, or a cart line's total. */
  amount: number;
  /** What the amount is, for screen readers ("Price", "Line total"). */
  amountLabel: string;
  size?: MantineSize;
  weight?: number;
  /** Lines the name may take before it is cut short; unset: all it needs. */
  lines?: number;
  amountColor?: MantineColor;
}

/** A dish's name with its amount on the right, as the menu, the admin menu and the cart show it. */
export function DishTitle({ name, amount, amountLabel, size = 'md', weight = 700, lines, amountColor }: DishTitleProps) {
  return (
    <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
      <Text fw={weight} size={size} lh={1.3} lineClamp={lines}>
        {name}
      </Text>
      <Text fw={weight} size={size} c={amountColor} style={{ whiteSpace: 'nowrap' }}>
        <VisuallyHidden>{amountLabel} </VisuallyHidden>
        {formatMoney(amount)}
      </Text>
    </Group>
  );
}

/** The dish's category and vegetarian badges, then the caller's details (preparation time, unit price). */
export function DishTags({
  dish,
  size,
  children,
}: {
  dish: { category: string; isVegetarian: boolean };
  size: 'xs' | 'sm';
  children?: ReactNode;
}) {
  const t = useT();
  const label = CATEGORY_LABELS[dish.category as FoodCategory] as string | undefined;
  return (
    <Group gap={6}>
      <Badge size={size} variant="light" color="gray" tt="capitalize">
        {label ? t(label) : dish.category}
      </Badge>
      {dish.isVegetarian && (
        <Badge size={size} variant="light" color="green" leftSection={<IconLeaf size={size === 'xs' ? 10 : 11} />}>
          {t('Vegetarian')}
        </Badge>
      )}
      {children}
    </Group>
  );
}

/**
 * When a photo loads: `lazy` as the guest scrolls near it; `eager` at once (on the first screen); `first` at once
 * and ahead of the page's scripts, for the first screen's largest picture (its LCP element on a phone).
 */
export type ImageLoad = 'lazy' | 'eager' | 'first';

/** The dish's photo (or the default one), greyed out while the dish is unavailable. */
export function DishImage({
  dish,
  height,
  load = 'lazy',
}: {
  dish: { image: string | null; isAvailable: boolean };
  height: number;
  load?: ImageLoad;
}) {
  return (
    <Image
      src={dish.image || DEFAULT_FOOD_IMAGE}
      fallbackSrc={DEFAULT_FOOD_IMAGE}
      alt=""
      h={height}
      fit="cover"
      loading={load === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={load === 'first' ? 'high' : undefined}
      style={dish.isAvailable ? undefined : { filter: 'grayscale(1)', opacity: 0.55 }}
    />
  );
}

/** "{n} min" beside a clock: how long the kitchen takes. */
export function PrepTime({ minutes, size }: { minutes: number; size: 'xs' | 'sm' }) {
  const t = useT();
  return (
    <Group gap={size === 'xs' ? 3 : 4}>
      <IconClock size={size === 'xs' ? 13 : 14} color="var(--mantine-color-dimmed)" />
      <Text size={size} c="dimmed">
        {t('{minutes} min', { minutes })}
      </Text>
    </Group>
  );
}
