import { Anchor, Burger, Button, Group, Image, Text } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useAuth } from '../auth/AuthProvider';
import { useSignInPath } from '../auth/returnPath';
import { useHotelInfo } from '../lib/hotel';
import { useT } from '../i18n/language';
import { ThemeToggle } from '../theme/ThemeToggle';
import { LanguageMenu } from './LanguageMenu';
import classes from './layout.module.css';

// Visitors never download the cart, the notifications panel or the live feed.
const SignedInButtons = lazy(() => import('./SignedInButtons'));

export function TopBar({ menuOpened, onMenu }: { menuOpened: boolean; onMenu: () => void }) {
  const { user } = useAuth();
  const { hotelName } = useHotelInfo();
  const t = useT();
  return (
    <header className={classes.header}>
      <a href="#main-content" className={classes.skipLink}>
        {t('Skip to content')}
      </a>
      <Group justify="space-between" h="100%" px="md" wrap="nowrap">
        <Anchor component={Link} to={user ? '/home' : '/'} underline="never" c="inherit" aria-label={t('{hotelName} home', { hotelName })}>
          <Group gap="xs" wrap="nowrap">
            <Image src="/images/logo.svg" alt="" w={32} h={32} />
            <Text fw={700} size="lg" visibleFrom="xs">
              {hotelName}
            </Text>
          </Group>
        </Anchor>
        <Group gap="xs" wrap="nowrap">
          <LanguageMenu />
          <ThemeToggleWhenWide />
          {user && (
            <Suspense fallback={null}>
              <SignedInButtons customer={user.role === 'customer'} />
            </Suspense>
          )}
          {!user && <VisitorButtons />}
          <Burger opened={menuOpened} onClick={onMenu} aria-label={t('Open menu')} size="sm" />
        </Group>
      </Group>
    </header>
  );
}

/** Visitors browse rooms and the menu, so signing in and registering stay one tap away (and bring them back). */
function VisitorButtons() {
  const signInPath = useSignInPath();
  const registerPath = useSignInPath('/register');
  const t = useT();
  return (
    <>
      <Button component={Link} to={signInPath} variant="default" size="xs">
        {t('Sign In')}
      </Button>
      <Button component={Link} to={registerPath} size="xs" visibleFrom="xs">
        {t('Register')}
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
