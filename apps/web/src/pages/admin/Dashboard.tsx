import { Container, ScrollArea, Select, Stack, Tabs, Text, Title } from '@mantine/core';
import {
  IconBed,
  IconBell,
  IconCalendarEvent,
  IconChartBar,
  IconCreditCard,
  IconCurrencyDollar,
  IconLayoutDashboard,
  IconMail,
  IconMessageReport,
  IconReceipt,
  IconSettings,
  IconToolsKitchen2,
  IconUsers,
  type TablerIcon,
} from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useRef, type ComponentType } from 'react';
import { useSearchParams } from 'react-router';
import { m } from '@innkeep/api-contract';
import { DemoPasswordBanner } from '../../components/admin/DemoPasswordBanner';
import { BackupFailureAlert } from '../../components/admin/ScheduledBackups';
import { PageLoader } from '../../components/PageLoader';
import { useT } from '../../i18n/language';
import { trpc } from '../../lib/trpc';

interface TabDef {
  value: string;
  label: string;
  icon: TablerIcon;
  Panel: ComponentType;
}

// Each tab loads on first visit, so the charts library only downloads for Analytics.
const TABS: TabDef[] = [
  { value: 'overview', label: m('Overview'), icon: IconLayoutDashboard, Panel: lazy(() => import('../../components/admin/OverviewTab')) },
  { value: 'users', label: m('Users'), icon: IconUsers, Panel: lazy(() => import('../../components/admin/UsersTab')) },
  { value: 'rooms', label: m('Rooms'), icon: IconBed, Panel: lazy(() => import('../../components/admin/RoomsTab')) },
  { value: 'rates', label: m('Rates'), icon: IconCurrencyDollar, Panel: lazy(() => import('../../components/admin/RatesTab')) },
  { value: 'bookings', label: m('Bookings'), icon: IconCalendarEvent, Panel: lazy(() => import('../../components/admin/BookingsTab')) },
  { value: 'food-menu', label: m('Food Menu'), icon: IconToolsKitchen2, Panel: lazy(() => import('../../components/admin/FoodMenuTab')) },
  { value: 'food-orders', label: m('Food Orders'), icon: IconReceipt, Panel: lazy(() => import('../../components/admin/FoodOrdersTab')) },
  {
    value: 'complaints',
    label: m('Complaints'),
    icon: IconMessageReport,
    Panel: lazy(() => import('../../components/complaints/ComplaintsTab')),
  },
  {
    value: 'notifications',
    label: m('Notifications'),
    icon: IconBell,
    Panel: lazy(() => import('../../components/admin/NotificationsTab')),
  },
  { value: 'payments', label: m('Payments'), icon: IconCreditCard, Panel: lazy(() => import('../../components/admin/PaymentsTab')) },
  { value: 'mail', label: m('Mail'), icon: IconMail, Panel: lazy(() => import('../../components/admin/MailTab')) },
  { value: 'analytics', label: m('Analytics'), icon: IconChartBar, Panel: lazy(() => import('../../components/admin/AnalyticsTab')) },
  { value: 'settings', label: m('Settings'), icon: IconSettings, Panel: lazy(() => import('../../components/admin/SettingsTab')) },
];
const DEFAULT_TAB = 'overview';

/** The admin dashboard (spec 02 §2): twelve tabs, the open one in the address as `?tab=`. */
export default function AdminDashboardPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const activeTab = TABS.find((tab) => tab.value === requested) ?? TABS[0]!;
  const active = activeTab.value;
  const open = (value: string | null) => setParams(value && value !== DEFAULT_TAB ? { tab: value } : {});

  // On a narrow desktop the strip scrolls: keep the open tab in sight (e.g. after /admin/settings).
  const tabStrip = useRef<HTMLDivElement>(null);
  // Each check is a few argon2 verifications on the server: a minute-old answer is good enough. The tabs wait
  // for it, so the banner never arrives above them and pushes them down.
  const demo = trpc.admin.settings.demoStatus.useQuery(undefined, { staleTime: 60_000 });
  useEffect(() => {
    tabStrip.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [active, demo.isPending]);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'xs', sm: 'md' }}>
      <Stack gap={2} mb="md" px={{ base: 'xs', sm: 0 }}>
        <Title order={1} size="h2">
          {t('Admin Dashboard')}
        </Title>
        <Text c="dimmed" size="sm">
          {t('Run the hotel: people, rooms, stays, kitchen, money and settings.')}
        </Text>
      </Stack>
      {demo.isPending && <PageLoader />}
      <DemoPasswordBanner emails={demo.data?.demoPasswordsInUse ?? []} />
      <BackupFailureAlert />
      {!demo.isPending && (
        <Tabs
          value={active}
          onChange={open}
          keepMounted={false}
          variant="outline"
          radius="md"
          styles={{ tab: { paddingInline: 8 }, tabSection: { marginInlineEnd: 6 } }}
        >
          {/* A phone picks the tab from a list: the strip would show four of the thirteen and scroll sideways. */}
          <Select
            hiddenFrom="sm"
            aria-label={t('Dashboard tab')}
            data={TABS.map(({ value, label }) => ({ value, label: t(label) }))}
            value={active}
            onChange={open}
            allowDeselect={false}
            leftSection={<activeTab.icon size={16} aria-hidden="true" />}
            maxDropdownHeight={360}
            comboboxProps={{ withinPortal: true }}
          />
          <ScrollArea visibleFrom="sm" type="auto" scrollbarSize={6} offsetScrollbars="x" viewportRef={tabStrip}>
            <Tabs.List style={{ flexWrap: 'nowrap' }}>
              {TABS.map(({ value, label, icon: Icon }) => (
                <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />} style={{ whiteSpace: 'nowrap' }}>
                  {t(label)}
                </Tabs.Tab>
              ))}
            </Tabs.List>
          </ScrollArea>
          {TABS.map(({ value, Panel }) => (
            <Tabs.Panel key={value} value={value} pt="lg">
              <Suspense fallback={<PageLoader />}>
                <Panel />
              </Suspense>
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
    </Container>
  );
}
