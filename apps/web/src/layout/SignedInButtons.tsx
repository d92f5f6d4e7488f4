import { ActionIcon, Indicator, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { IconBell, IconShoppingCart } from '@tabler/icons-react';
import { useT } from '../i18n/language';
import { capCount } from '../lib/format';
import { useLiveRefresh } from '../lib/live';
import { cart, useCart, useCartPanel } from '../state/cart';
import { useLiveNotifications, useNotifications } from '../state/notifications';

// The panels' code comes with their first opening: the bell's first tap, the cart's first tap or first dish added.
const NotificationsPanel = lazy(() =>
  import('../components/NotificationsPanel').then((module) => ({ default: module.NotificationsPanel })),
);
const CartPanel = lazy(() => import('../components/CartPanel'));

/** The top bar's buttons for a signed-in user (a chunk of its own: visitors never load it). */
export default function SignedInButtons({ customer }: { customer: boolean }) {
  return (
    <>
      {customer && <CartButton />}
      <NotificationsButton />
    </>
  );
}

function CartButton() {
  const { count } = useCart();
  const opened = useCartPanel();
  const [panelLoaded, setPanelLoaded] = useState(false);
  if (opened && !panelLoaded) setPanelLoaded(true);
  const t = useT();
  return (
    <>
      <Tooltip label={t('Cart')}>
        <Indicator label={capCount(count, 99)} size={18} disabled={count === 0} color="red" offset={4}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('Cart, {count, plural, one {# item} other {# items}}', { count })}
            onClick={cart.openPanel}
          >
            <IconShoppingCart size={18} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {panelLoaded && (
        <Suspense fallback={null}>
          <CartPanel />
        </Suspense>
      )}
    </>
  );
}

/** The bell: unread badge, opens the notifications panel, and keeps the notifications and the pages' data live while signed in. */
function NotificationsButton() {
  useLiveNotifications();
  useLiveRefresh();
  const { unreadCount } = useNotifications();
  const [panelOpened, panel] = useDisclosure(false);
  const [panelLoaded, setPanelLoaded] = useState(false);
  const t = useT();
  return (
    <>
      <Tooltip label={t('Notifications')}>
        <Indicator label={capCount(unreadCount, 9)} size={18} disabled={unreadCount === 0} color="red" offset={4}>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('Notifications, {count} unread', { count: unreadCount })}
            onClick={() => {
              setPanelLoaded(true);
              panel.open();
            }}
          >
            <IconBell size={18} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      {panelLoaded && (
        <Suspense fallback={null}>
          <NotificationsPanel opened={panelOpened} onClose={panel.close} />
        </Suspense>
      )}
    </>
  );
}
