import { ActionIcon, Badge, Button, Drawer, Group, Image, Stack, Text, Title } from '@mantine/core';
import { IconMinus, IconPlus, IconShoppingCartOff, IconTrash } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { DEFAULT_FOOD_IMAGE } from '@innkeep/api-contract';
import { formatMoney } from '../lib/format';
import { toast } from '../lib/toast';
import { cart, useCart, useCartPanel } from '../state/cart';

/** The slide-in cart: rows with quantity controls, total, checkout and clear. */
export default function CartPanel() {
  const opened = useCartPanel();
  const { items, count, total } = useCart();
  const navigate = useNavigate();
  const go = (path: string) => {
    cart.closePanel();
    navigate(path);
  };

  return (
    <Drawer opened={opened} onClose={cart.closePanel} position="right" size={400} title={<Title order={3}>{`Your Cart (${count})`}</Title>}>
      {items.length === 0 ? (
        <Stack align="center" py="xl" gap="sm">
          <IconShoppingCartOff size={48} stroke={1.2} />
          <Text fw={600}>Your cart is empty</Text>
          <Button onClick={() => go('/food-menu')}>Browse Menu</Button>
        </Stack>
      ) : (
        <Stack gap="md">
          {items.map((item) => (
            <Group key={item.foodId} wrap="nowrap" align="flex-start">
              <Image src={item.image || DEFAULT_FOOD_IMAGE} alt="" w={64} h={64} radius="md" fallbackSrc={DEFAULT_FOOD_IMAGE} />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Text fw={600} truncate>
                  {item.name}
                </Text>
                <Group gap={6}>
                  <Badge size="xs" variant="light" tt="capitalize">
                    {item.category}
                  </Badge>
                  {item.isVegetarian && (
                    <Badge size="xs" color="green" variant="light">
                      Veg
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {formatMoney(item.price * item.quantity)}
                </Text>
                <Group gap={6}>
                  <ActionIcon
                    variant="default"
                    size="sm"
                    aria-label={`Decrease ${item.name}`}
                    onClick={() => cart.setQuantity(item.foodId, item.quantity - 1)}
                  >
                    <IconMinus size={14} />
                  </ActionIcon>
                  <Text size="sm" w={24} ta="center" aria-label={`${item.name} quantity`}>
                    {item.quantity}
                  </Text>
                  <ActionIcon
                    variant="default"
                    size="sm"
                    aria-label={`Increase ${item.name}`}
                    onClick={() => cart.setQuantity(item.foodId, item.quantity + 1)}
                  >
                    <IconPlus size={14} />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="sm"
                    ml="auto"
                    aria-label={`Remove ${item.name}`}
                    onClick={() => {
                      cart.remove(item.foodId);
                      toast.info(`${item.name} removed from cart`);
                    }}
                  >
                    <IconTrash size={14} />
                  </ActionIcon>
                </Group>
              </Stack>
            </Group>
          ))}
          <Group justify="space-between" pt="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Text fw={700}>Total</Text>
            <Text fw={700} data-testid="cart-total">
              {formatMoney(total)}
            </Text>
          </Group>
          <Button fullWidth onClick={() => go('/checkout')}>
            Proceed to Checkout
          </Button>
          <Button
            fullWidth
            variant="subtle"
            color="red"
            onClick={() => {
              cart.clear();
              toast.info('Cart cleared');
            }}
          >
            Clear Cart
          </Button>
        </Stack>
      )}
    </Drawer>
  );
}
