import { Anchor, Button, Card, Container, Grid, Group, Loader, Paper, Stack, Text, ThemeIcon, Title, EmptyState } from '@mantine/core';
import { IconMail, IconMessageCircle, IconMessageReport, IconPhone, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  COMPLAINT_CATEGORY_LABELS,
  COMPLAINT_MSG,
  COMPLAINT_STATUS_COLORS,
  COMPLAINT_STATUS_LABELS,
  COMPLAINT_STATUSES,
  PRIORITY_COLORS,
  m,
  type ComplaintStatus,
  type ComplaintView,
} from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { PRIORITY_TEXT, StatusBadge } from '../../components/complaints/ComplaintBadges';
import { ComplaintResponse } from '../../components/complaints/ComplaintResponse';
import { NewComplaintModal } from '../../components/complaints/NewComplaintModal';
import { shortDate } from '../../lib/format';
import { useHotelInfo } from '../../lib/hotel';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';

type Filter = ComplaintStatus | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'all', label: m('All') },
  ...COMPLAINT_STATUSES.map((value) => ({ value, label: COMPLAINT_STATUS_LABELS[value] })),
];

export default function ComplaintsPage() {
  const t = useT();
  const localize = useLocalize();
  const utils = trpc.useUtils();
  const [filter, setFilter] = useState<Filter>('all');
  // A page at a time, filtered on the server: a guest with years of stays has hundreds.
  const query = trpc.complaints.minePage.useInfiniteQuery(
    { status: filter === 'all' ? undefined : filter },
    { getNextPageParam: (page) => page.nextCursor },
  );
  const [composing, setComposing] = useState(false);

  useEffect(() => {
    if (query.error) toast.error(localize(COMPLAINT_MSG.loadFailed));
  }, [query.error, localize]);

  const shown = query.data?.pages.flatMap((page) => page.complaints) ?? [];

  const created = (complaint: ComplaintView) => {
    // The new complaint goes on top of the whole list, shown so it is visible. A live refetch may
    // already have brought it: never list it twice.
    utils.complaints.minePage.setInfiniteData({ status: undefined }, (data) =>
      data?.pages[0]
        ? {
            ...data,
            pages: [
              { ...data.pages[0], complaints: [complaint, ...data.pages[0].complaints.filter((c) => c._id !== complaint._id)] },
              ...data.pages.slice(1),
            ],
          }
        : data,
    );
    setFilter('all');
    setComposing(false);
  };

  return (
    <Container size="lg" py="xl">
      <Group justify="space-between" align="flex-end" mb="lg" gap="sm">
        <div>
          <Title order={1}>{t('Complaints & Feedback')}</Title>
          <Text c="dimmed">{t('Tell us what went wrong (or right) and follow our answers here.')}</Text>
        </div>
        <Button leftSection={<IconPlus size={18} />} onClick={() => setComposing(true)}>
          {t('New Complaint')}
        </Button>
      </Group>

      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Group gap="xs" mb="md" role="group" aria-label={t('Filter by status')}>
            {FILTERS.map(({ value, label }) => (
              <Button
                key={value}
                size="xs"
                radius="xl"
                variant={filter === value ? 'filled' : 'default'}
                color={value === 'all' ? undefined : COMPLAINT_STATUS_COLORS[value]}
                aria-pressed={filter === value}
                onClick={() => setFilter(value)}
              >
                {t(label)}
              </Button>
            ))}
          </Group>

          {query.isLoading ? (
            <Group justify="center" py="xl">
              <Loader />
            </Group>
          ) : shown.length === 0 ? (
            <Card withBorder radius="lg" py="xl">
              <EmptyState
                icon={<IconMessageReport size={32} />}
                variant="light"
                title={t('No complaints found')}
                description={
                  filter === 'all'
                    ? t("You haven't submitted any complaints yet.")
                    : t(
                        '{status, select, pending {No pending complaints found.} resolved {No resolved complaints found.} closed {No closed complaints found.} other {No in-progress complaints found.}}',
                        { status: filter },
                      )
                }
              >
                <EmptyState.Actions>
                  <Button variant="light" onClick={() => setComposing(true)}>
                    {t('Submit Your First Complaint')}
                  </Button>
                </EmptyState.Actions>
              </EmptyState>
            </Card>
          ) : (
            <Stack gap="md">
              {shown.map((complaint) => (
                <ComplaintCard key={complaint._id} complaint={complaint} />
              ))}
              {query.hasNextPage && (
                <Button variant="default" onClick={() => void query.fetchNextPage()} loading={query.isFetchingNextPage}>
                  {t('Show older complaints')}
                </Button>
              )}
            </Stack>
          )}
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 4 }}>
          {/* Below the list on a phone: it comes with the list rather than be pushed down by its arrival. */}
          {!query.isLoading && <NeedHelp />}
        </Grid.Col>
      </Grid>

      <NewComplaintModal opened={composing} onClose={() => setComposing(false)} onCreated={created} />
    </Container>
  );
}

function ComplaintCard({ complaint }: { complaint: ComplaintView }) {
  const t = useT();
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      aria-label={complaint.title}
      style={{ borderLeft: `4px solid var(--mantine-color-${COMPLAINT_STATUS_COLORS[complaint.status]}-6)` }}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }} translate="no">
            {complaint.title}
          </Title>
          <Text size="sm" c="dimmed" mt={2}>
            {t(COMPLAINT_CATEGORY_LABELS[complaint.category])} ·{' '}
            <Text span inherit c={PRIORITY_COLORS[complaint.priority]} fw={complaint.priority === 'high' ? 700 : 500}>
              {t(PRIORITY_TEXT, { priority: complaint.priority })}
            </Text>{' '}
            · {shortDate(complaint.createdAt)}
          </Text>
        </div>
        <StatusBadge status={complaint.status} />
      </Group>
      <Text mt="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {complaint.description}
      </Text>
      {complaint.response && (
        <div style={{ marginTop: 'var(--mantine-spacing-md)' }}>
          <ComplaintResponse complaint={complaint} />
        </div>
      )}
      <Text size="xs" c="dimmed" mt="md" style={{ overflowWrap: 'anywhere' }}>
        {t('Complaint ID: {id}', { id: complaint._id })}
      </Text>
    </Card>
  );
}

function NeedHelp() {
  const t = useT();
  const hotel = useHotelInfo();
  const rows = [
    {
      icon: <IconPhone size={18} />,
      color: 'red',
      label: t('Emergency'),
      value: hotel.contactPhone,
      href: `tel:${hotel.contactPhone.replace(/[^\d+]/g, '')}`,
    },
    {
      icon: <IconMail size={18} />,
      color: 'blue',
      label: t('Email Support'),
      value: hotel.contactEmail,
      href: `mailto:${hotel.contactEmail}`,
    },
  ];
  return (
    <Paper withBorder radius="lg" p="lg" pos="sticky" top={80}>
      <Title order={2} size="h4" mb={4}>
        {t('Need Help?')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('For anything urgent, contact us directly.')}
      </Text>
      <Stack gap="md">
        {rows.map((row) => (
          <Group key={row.label} gap="sm" wrap="nowrap">
            <ThemeIcon variant="light" color={row.color} size="lg" radius="xl">
              {row.icon}
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Text size="sm" fw={600}>
                {row.label}
              </Text>
              <Anchor href={row.href} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.value}
              </Anchor>
            </div>
          </Group>
        ))}
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" size="lg" radius="xl">
            <IconMessageCircle size={18} />
          </ThemeIcon>
          <Anchor component={Link} to="/chat" size="sm" fw={600}>
            {t('Live Chat (Available 24/7)')}
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
