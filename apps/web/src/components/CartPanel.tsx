import { Drawer } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useT } from '../i18n/language';
import { cart, useCart, useCartPanel } from '../state/cart';
import { CartContents } from './food/CartContents';

/** The slide-in cart from the top bar: rows with quantity controls, total, checkout and clear. */
export default function CartPanel() {
  const opened = useCartPanel();
  const { count } = useCart();
  const navigate = useNavigate();
  const t = useT();

  return (
    <Drawer
      opened={opened}
      onClose={cart.closePanel}
      position="right"
      size="min(420px, 100vw)"
      closeButtonProps={{ 'aria-label': t('Close cart') }}
      title={t('Your Cart ({count})', { count })}
      styles={{ title: { fontSize: 'var(--mantine-h3-font-size)', fontWeight: 700 } }}
    >
      <CartContents
        onNavigate={(path) => {
          cart.closePanel();
          void navigate(path);
        }}
      />
    </Drawer>
  );
}
