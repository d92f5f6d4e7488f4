import { ActionIcon, Anchor, Burger, Button, Group, Image, Indicator, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconBell, IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { useSignInPath } from '../auth/returnPath';
import { NotificationsPanel } from '../components/NotificationsPanel';
import { capCount } from '../lib/format';
import { useHotelInfo } from '../lib/hotel';
import { useLiveRefresh } from '../lib/live';
import { cart, useCart } from '../state/cart';
import { useLiveNotifications, useNotifications } from '../state/notifications';
import { ThemeToggle } from '../theme/ThemeToggle';
import classes from './layout.module.css';

export function TopBar({ menuOpened, onMenu }: { menuOpened: boolean; onMenu: () => void }) {
  const { user } = useAuth();
  const { hotelName } = useHotelInfo();
  return (
    <header className={classes.header}>
      <a href="#main-content" className={classes.skipLink}>
        Skip to content
      </a>
      <Group justify="space-between" h="100%" px="md" wrap="nowrap">
        <Anchor component={Link} to={user ? '/home' : '/'} underline="never" c="inherit" aria-label={`${hotelName} home`}>
          <Group gap="xs" wrap="nowrap">
            <Image src="/images/logo.svg" alt="" w={32} h={32} />
            <Text fw={700} size="lg" visibleFrom="xs">
              {hotelName}
            </Text>
          </Group>
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <ThemeToggleWhenWide />
          {user?.role === 'customer' && <CartButton />}
          {user && <NotificationsButton />}
          {!user && <VisitorButtons />}
          <Burger opened={menuOpened} onClick={onMenu} aria-label="Open menu" size="sm" />
        </Group>
      </Group>
    </header>
  );
}

/** Visitors browse rooms and the menu, so signing in and registering stay one tap away (and bring them back). */
function VisitorButtons() {
  const signInPath = useSignInPath();
  const registerPath = useSignInPath('/register');
  return (
    <>
      <Button component={Link} to={signInPath} variant="default" size="xs">
        Sign In
      </Button>
      <Button component={Link} to={registerPath} size="xs" visibleFrom="xs">
        Register
      </Button>
    </>
  );
}

// The spec hides the theme toggle on small screens; the side menu has the full switch there.
function ThemeToggleWhenWide() {
  return (
    <Group visibleFrom="sm">
      <ThemeToggle />
    </Group>
  );
}

function CartButton() {
  const { count } = useCart();
  return (
    <Tooltip label="Cart">
      <Indicator label={capCount(count, 99)} size={18} disabled={count === 0} color="red" offset={4}>
        <ActionIcon variant="default" size="lg" aria-label={`Cart, ${count} items`} onClick={cart.openPanel}>
          <IconShoppingCart size={18} />
        </ActionIcon>
      </Indicator>
    </Tooltip>
  );
}

/** The bell: unread badge, opens the notifications panel, and keeps the notifications and the pages' data live while signed in. */
function NotificationsButton() {
  useLiveNotifications();
  useLiveRefresh();
  const { unreadCount } = useNotifications();
  const [panelOpened, panel] = useDisclosure(false);
  return (
    <>
      <Tooltip label="Notifications">
        <Indicator label={capCount(unreadCount, 9)} size={18} disabled={unreadCount === 0} color="red" offset={4}>
          <ActionIcon variant="default" size="lg" aria-label={`Notifications, ${unreadCount} unread`} onClick={panel.open}>
            <IconBell size={18} />
          </ActionIcon>
        </Indicator>
      </Tooltip>
      <NotificationsPanel opened={panelOpened} onClose={panel.close} />
    </>
  );
}
