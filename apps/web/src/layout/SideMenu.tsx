import { Avatar, Badge, Button, Divider, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import {
  IconBed,
  IconBell,
  IconBuildingCommunity,
  IconCalendarMonth,
  IconCash,
  IconPlugConnected,
  IconHome,
  IconLayoutDashboard,
  IconLogout,
  IconMessageCircle,
  IconMessageReport,
  IconSettings,
  IconShoppingCart,
  IconToolsKitchen2,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { DASHBOARD_PATH } from '@innkeep/api-contract';
import { useAuth } from '../auth/AuthProvider';
import { useSignInPath } from '../auth/returnPath';
import { capCount } from '../lib/format';
import { cart, useCart } from '../state/cart';
import { useNotifications } from '../state/notifications';
import { ThemeChooser } from '../theme/ThemeChooser';
import { useT } from '../i18n/language';
import { ROLE_LABELS, roleColor } from './roles';

interface Entry {
  label: string;
  icon: ReactNode;
  to?: string;
  onClick?: () => void;
  badge?: number;
}

export function SideMenu({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { user, signOut } = useAuth();
  const navigate = useNavigate();
  const { count: cartCount } = useCart();
  const { unreadCount } = useNotifications();
  const isCustomer = user?.role === 'customer';
  const signInPath = useSignInPath();
  const registerPath = useSignInPath('/register');
  const t = useT();

  const groups: { title: string; entries: Entry[] }[] = [
    {
      title: t('Main Menu'),
      entries: [
        { label: t('Home'), icon: <IconHome size={18} />, to: user ? '/home' : '/' },
        { label: t('Rooms'), icon: <IconBed size={18} />, to: '/rooms' },
        { label: t('Facilities'), icon: <IconBuildingCommunity size={18} />, to: '/facilities' },
        { label: t('Food Menu'), icon: <IconToolsKitchen2 size={18} />, to: '/food-menu' },
      ],
    },
  ];
  if (user) {
    const account: Entry[] = [
      { label: t('Dashboard'), icon: <IconLayoutDashboard size={18} />, to: DASHBOARD_PATH[user.role] },
      { label: t('Profile Settings'), icon: <IconUser size={18} />, to: '/profile' },
      { label: t('Notifications'), icon: <IconBell size={18} />, to: '/notifications', badge: unreadCount },
    ];
    if (isCustomer) {
      account.push(
        { label: t('Cart'), icon: <IconShoppingCart size={18} />, onClick: cart.openPanel, badge: cartCount },
        { label: t('Complaints'), icon: <IconMessageReport size={18} />, to: '/complaints' },
      );
    }
    groups.push({ title: t('Account'), entries: account });
  }
  if (user?.role === 'admin' || (user?.role === 'staff' && user.isApproved)) {
    groups.push({
      title: t('Front Desk'),
      entries: [
        { label: t('Front Desk'), icon: <IconCalendarMonth size={18} />, to: '/desk' },
        { label: t('Channels'), icon: <IconPlugConnected size={18} />, to: '/desk/channels' },
        { label: t('Cash report'), icon: <IconCash size={18} />, to: '/reports/cash' },
      ],
    });
  }
  if (user?.role === 'admin') {
    groups.push({
      title: t('Admin Tools'),
      entries: [
        { label: t('Admin Dashboard'), icon: <IconLayoutDashboard size={18} />, to: '/admin/dashboard' },
        { label: t('User Management'), icon: <IconUsers size={18} />, to: '/admin/users' },
        { label: t('Complaints'), icon: <IconMessageReport size={18} />, to: '/admin/complaints' },
        { label: t('System Settings'), icon: <IconSettings size={18} />, to: '/admin/settings' },
      ],
    });
  }
  groups.push({ title: t('Support'), entries: [{ label: t('Chat Support'), icon: <IconMessageCircle size={18} />, to: '/chat' }] });

  const handleSignOut = async () => {
    onClose();
    await signOut();
    void navigate('/');
  };

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size={320} title={t('Menu')} padding="md">
      <Stack gap="md">
        {groups.map((group) => (
          <nav key={group.title} aria-label={group.title}>
            <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={4}>
              {group.title}
            </Text>
            {group.entries.map((entry) => (
              <MenuEntry key={entry.label + (entry.to ?? '')} entry={entry} onNavigate={onClose} />
            ))}
          </nav>
        ))}
        <Divider />
        <div>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
            {t('Theme')}
          </Text>
          <ThemeChooser />
        </div>
        {user ? (
          <>
            <Divider />
            <Group wrap="nowrap">
              <Avatar color={roleColor(user.role)} radius="xl">
                {user.name.charAt(0).toUpperCase()}
              </Avatar>
              <div style={{ minWidth: 0 }}>
                <Text fw={600} truncate>
                  {user.name}
                </Text>
                <Badge size="xs" color={roleColor(user.role)} variant="light">
                  {t(ROLE_LABELS[user.role])}
                </Badge>
              </div>
            </Group>
            <Button variant="light" color="red" leftSection={<IconLogout size={16} />} onClick={() => void handleSignOut()}>
              {t('Sign Out')}
            </Button>
          </>
        ) : (
          <Group grow>
            <Button component={Link} to={signInPath} variant="default" onClick={onClose}>
              {t('Sign In')}
            </Button>
            <Button component={Link} to={registerPath} onClick={onClose}>
              {t('Register')}
            </Button>
          </Group>
        )}
      </Stack>
    </Drawer>
  );
}

function MenuEntry({ entry, onNavigate }: { entry: Entry; onNavigate: () => void }) {
  const location = useLocation();
  const badge = entry.badge ? (
    <Badge size="sm" color="red" variant="filled" circle={entry.badge < 10}>
      {capCount(entry.badge, 99)}
    </Badge>
  ) : null;
  if (entry.to) {
    return (
      <NavLink
        component={Link}
        to={entry.to}
        label={entry.label}
        leftSection={entry.icon}
        rightSection={badge}
        active={location.pathname === entry.to}
        onClick={onNavigate}
      />
    );
  }
  return (
    <NavLink
      component="button"
      label={entry.label}
      leftSection={entry.icon}
      rightSection={badge}
      onClick={() => {
        onNavigate();
        entry.onClick?.();
      }}
    />
  );
}
