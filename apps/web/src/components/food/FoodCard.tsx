import { Badge, Box, Button, Card, Group, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconLeaf, IconLogin, IconShoppingCartPlus, IconStarFilled } from '@tabler/icons-react';
import { LIMITS } from '@innkeep/api-contract';
import { useT, useTRich } from '../../i18n/language';
import type { RouterOutputs } from '../../lib/trpc';
import { DishImage, DishTitle, PrepTime, type ImageLoad } from './DishParts';
import { ingredientSummary, type Viewer } from './menu';

export type FoodItem = RouterOutputs['food']['menu'][number];

export function FoodCard({
  food,
  viewer,
  onAdd,
  load,
}: {
  food: FoodItem;
  viewer: Viewer;
  onAdd: (food: FoodItem) => void;
  load?: ImageLoad;
}) {
  const { shown, more } = ingredientSummary(food.ingredients);
  const t = useT();
  return (
    <Card
      withBorder
      radius="lg"
      padding="md"
      component="article"
      aria-label={food.name}
      h="100%"
      style={{ display: 'flex', flexDirection: 'column' }}
    >
      <Card.Section pos="relative">
        <DishImage dish={food} height={180} load={load} />
        <Group gap={6} pos="absolute" top={10} left={10}>
          {food.isVegetarian && (
            <Badge color="green" variant="filled" leftSection={<IconLeaf size={12} />}>
              {t('Vegetarian')}
            </Badge>
          )}
          {!food.isAvailable && (
            <Badge color="gray" variant="filled">
              {t('Unavailable')}
            </Badge>
          )}
        </Group>
      </Card.Section>

      <Stack gap={6} mt="md" style={{ flex: 1 }}>
        <DishTitle name={food.name} amount={food.price} amountLabel={t('Price')} size="lg" amountColor="teal" />
        <Group gap="md">
          <Group gap={4}>
            <IconStarFilled size={14} color="var(--mantine-color-yellow-5)" aria-hidden />
            <Text size="sm" fw={600}>
              <span aria-hidden="true">{LIMITS.defaultRating.toFixed(1)}</span>
              <VisuallyHidden>{t('Rated {rating} out of 5', { rating: LIMITS.defaultRating.toFixed(1) })}</VisuallyHidden>
            </Text>
          </Group>
          <PrepTime minutes={food.preparationTime} size="sm" />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {food.description}
        </Text>
        {shown.length > 0 && (
          <Group gap={4} mt={2}>
            {shown.map((ingredient) => (
              <Badge key={ingredient} size="sm" variant="default" tt="none" fw={500}>
                {ingredient}
              </Badge>
            ))}
            {more > 0 && (
              <Badge size="sm" variant="transparent" tt="none" c="dimmed" fw={500}>
                {t('+{more} more', { more })}
              </Badge>
            )}
          </Group>
        )}
      </Stack>

      <Box mt="md">
        <OrderButton food={food} viewer={viewer} onAdd={onAdd} />
      </Box>
    </Card>
  );
}

function OrderButton({ food, viewer, onAdd }: { food: FoodItem; viewer: Viewer; onAdd: (food: FoodItem) => void }) {
  const t = useT();
  const tRich = useTRich();
  if (viewer === 'visitor') {
    return (
      <Button fullWidth variant="light" leftSection={<IconLogin size={16} />} onClick={() => onAdd(food)}>
        {t('Login to Order')}
      </Button>
    );
  }
  if (viewer === 'staff-or-admin') {
    // Clickable so the reason is explained, but plainly not an order button.
    return (
      <Button fullWidth variant="default" onClick={() => onAdd(food)}>
        {t('Staff/Admin View')}
      </Button>
    );
  }
  if (!food.isAvailable) {
    return (
      <Button fullWidth disabled>
        {t('Unavailable')}
      </Button>
    );
  }
  return (
    <Button fullWidth leftSection={<IconShoppingCartPlus size={16} />} onClick={() => onAdd(food)}>
      {/* The dish's name is heard, not shown: every card's button reads the same. One span, because the
          button's flex label would trim the space before "to" as the edge of its own item. */}
      <span>
        {tRich('Add<hidden> {name}</hidden> to Cart', { name: food.name, hidden: (chunks) => <VisuallyHidden>{chunks}</VisuallyHidden> })}
      </span>
    </Button>
  );
}
