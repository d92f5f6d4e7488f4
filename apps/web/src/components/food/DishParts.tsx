import { Badge, Group, Text, VisuallyHidden, type MantineColor, type MantineSize } from '@mantine/core';
import { IconLeaf } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { formatMoney } from '../../lib/format';

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
  return (
    <Group gap={6}>
      <Badge size={size} variant="light" color="gray" tt="capitalize">
        {dish.category}
      </Badge>
      {dish.isVegetarian && (
        <Badge size={size} variant="light" color="green" leftSection={<IconLeaf size={size === 'xs' ? 10 : 11} />}>
          Vegetarian
        </Badge>
      )}
      {children}
    </Group>
  );
}
