import { ActionIcon, Button, Divider, Group, Image, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { DEFAULT_FOOD_IMAGE, FOOD_LIMITS, FOOD_MSG } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { formatMoney } from '../../lib/format';
import { TotalRow } from '../TotalRow';
import { toast } from '../../lib/toast';
import { cart, useCart, type CartItem } from '../../state/cart';
import { DishTags, DishTitle } from './DishParts';

/** The cart's body, shared by the slide-in panel and the /cart page; `onNavigate` leaves for another page. */
export function CartContents({ onNavigate }: { onNavigate: (path: string) => void }) {
  const { items, total } = useCart();
  const t = useT();
  const localize = useLocalize();

  if (items.length === 0) {
    return (
      <Stack align="center" py="xl" gap="sm">
        <ThemeIcon size={72} radius={72} variant="light" color="gray">
          <IconShoppingCartOff size={36} stroke={1.4} />
        </ThemeIcon>
        <Text fw={600} size="lg">
          {localize(FOOD_MSG.cartEmpty)}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {t('Breakfast in bed, a late-night snack or dinner by the pool: it is all on the menu.')}
        </Text>
        <Button mt="xs" onClick={() => onNavigate('/food-menu')}>
          {t('Browse Menu')}
        </Button>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <Stack gap="sm" component="ul" m={0} p={0} style={{ listStyle: 'none' }} aria-label={t('Cart items')}>
        {items.map((item) => (
          <CartRow key={item.foodId} item={item} />
        ))}
      </Stack>
      <Divider />
      <TotalRow amount={total} testId="cart-total" />
      <Button fullWidth size="md" onClick={() => onNavigate('/checkout')}>
        {t('Proceed to Checkout')}
      </Button>
      <Button
        fullWidth
        variant="subtle"
        color="red"
        onClick={() => {
          cart.clear();
          toast.info(localize(FOOD_MSG.cartCleared));
        }}
      >
        {t('Clear Cart')}
      </Button>
    </Stack>
  );
}

function CartRow({ item }: { item: CartItem }) {
  const t = useT();
  const remove = () => {
    cart.remove(item.foodId);
    toast.info(FOOD_MSG.removedFromCart(item.name));
  };
  // At quantity 1 the minus button removes the line, as a quantity of zero does.
  const decrease = () => (item.quantity <= 1 ? remove() : cart.setQuantity(item.foodId, item.quantity - 1));

  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" aria-label={item.name}>
      <Image src={item.image || DEFAULT_FOOD_IMAGE} alt="" w={64} h={64} radius="md" fallbackSrc={DEFAULT_FOOD_IMAGE} />
      <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
        <DishTitle name={item.name} amount={item.price * item.quantity} amountLabel={t('Line total')} weight={600} lines={2} />
        <DishTags dish={item} size="xs">
          <Text size="xs" c="dimmed">
            {t('{price} each', { price: formatMoney(item.price) })}
          </Text>
        </DishTags>
        <Group gap={6} mt={2}>
          <ActionIcon variant="default" size="md" aria-label={t('Decrease {name}', { name: item.name })} onClick={decrease}>
            <IconMinus size={14} />
          </ActionIcon>
          {/* An output may carry a name (a plain text element may not): read as "Cappuccino quantity, 2". */}
          <Text component="output" aria-label={t('{name} quantity', { name: item.name })} size="sm" fw={600} miw={28} ta="center">
            {item.quantity}
          </Text>
          <ActionIcon
            variant="default"
            size="md"
            aria-label={t('Increase {name}', { name: item.name })}
            disabled={item.quantity >= FOOD_LIMITS.maxQuantity}
            onClick={() => cart.setQuantity(item.foodId, item.quantity + 1)}
          >
            <IconPlus size={14} />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="md"
            ml="auto"
            aria-label={t('Remove {name}', { name: item.name })}
            onClick={remove}
          >
            <IconTrash size={16} />
          </ActionIcon>
        </Group>
      </Stack>
    </Group>
  );
}
