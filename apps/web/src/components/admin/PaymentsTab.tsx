import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconBed, IconCash, IconDownload, IconReceipt2, IconToolsKitchen2 } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useState } from 'react';
import {
  ADMIN_MSG,
  CSV_EXPORT_PATHS,
  LEDGER_MSG,
  LIMITS,
  m,
  orderNumber,
  type PaymentMethod,
  type PaymentStatus,
  type PaymentType,
  PAYMENT_METHOD_LABELS,
} from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { useCsvExport } from '../../lib/csv';
import { useHotelToday } from '../../lib/hotel';
import { formatDay, formatMoney, shortDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { PaymentStatusBadge } from '../bookings/BookingStatusBadge';
import { DataTable, type Column } from '../DataTable';
import { Pagination } from '../Pagination';
import { loadFailedMessage, useLoadFailure } from './feedback';
import { DateRangeFilter, presetRange, type DayRange, type RangePreset } from './DateRangeFilter';
import { FilterBar, StatCard, TabHeader } from './parts';
import type { BookingPayment, FoodPayment, PaymentHistoryData } from './types';
import { ListState } from '../ListState';

const TYPE_OPTIONS = [
  { value: '', label: m('All payments') },
  { value: 'booking', label: m('Room bookings') },
  { value: 'food', label: m('Food orders') },
];

const pageOf = (page: number) => ({ page, limit: LIMITS.adminPageSize });

/**
 * Payment history (spec §2): revenue cards, type and search filters, a booking table and a food table,
 * each paged on its own, and a CSV export of every filtered payment.
 */
export default function PaymentsTab() {
  const t = useT();
  const localize = useLocalize();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<PaymentType | ''>('');
  const [bookingPage, setBookingPage] = useState(1);
  const [foodPage, setFoodPage] = useState(1);
  const [preset, setPreset] = useState<RangePreset>('thisMonth');
  const [custom, setCustom] = useState<DayRange>({});
  // A preset follows the hotel's today (its zone may load after the first render); a picked range stays.
  const today = useHotelToday();
  const range = preset === 'custom' ? custom : presetRange(preset, today);
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const filter = { search: debouncedSearch || undefined, ...range };
  const change = (patch: { search?: string; type?: PaymentType | ''; preset?: RangePreset; range?: DayRange }) => {
    if (patch.search !== undefined) setSearch(patch.search);
    if (patch.type !== undefined) setType(patch.type);
    if (patch.preset !== undefined) setPreset(patch.preset);
    if (patch.range !== undefined) setCustom(patch.range);
    setBookingPage(1);
    setFoodPage(1);
  };

  const bookings = trpc.admin.payments.history.useQuery(
    { ...filter, type: 'booking', ...pageOf(bookingPage) },
    { enabled: type !== 'food', placeholderData: (previous) => previous },
  );
  const food = trpc.admin.payments.history.useQuery(
    { ...filter, type: 'food', ...pageOf(foodPage) },
    { enabled: type !== 'booking', placeholderData: (previous) => previous },
  );
  useLoadFailure('payments', Math.max(bookings.errorUpdatedAt, food.errorUpdatedAt));
  // The totals follow the search only, so either answer has them.
  const totals = (type === 'food' ? food.data : bookings.data)?.totals;

  const csv = useCsvExport(
    CSV_EXPORT_PATHS.payments,
    { ...filter, type },
    { one: 'payment', many: 'payments' },
    localize(ADMIN_MSG.exportFailed),
  );
  const refetch = () => {
    if (type !== 'food') void bookings.refetch();
    if (type !== 'booking') void food.refetch();
  };

  return (
    <Stack gap="md">
      <TabHeader
        title={t('Payments')}
        subtitle={t('Every payment and refund, dated by when the money moved')}
        onRefresh={refetch}
        refreshing={bookings.isFetching || food.isFetching}
        actions={
          <>
            <Button variant="default" component={Link} to="/reports/cash" leftSection={<IconReceipt2 size={16} />}>
              {t('Cash report')}
            </Button>
            <Button variant="light" leftSection={<IconDownload size={16} />} loading={csv.exporting} onClick={csv.run}>
              {t('Export CSV')}
            </Button>
          </>
        }
      />
      <Text size="sm" c="dimmed">
        {localize(LEDGER_MSG.revenueHelp)}
      </Text>
      <DateRangeFilter preset={preset} range={range} onChange={(next, days) => change({ preset: next, range: days })} />
      <RevenueCards totals={totals} />
      <FilterBar
        search={search}
        searchPlaceholder={t('Guest name or email, room, delivery location')}
        onSearch={(value) => change({ search: value })}
        selects={[
          {
            label: t('Type'),
            value: type,
            data: TYPE_OPTIONS.map((option) => ({ ...option, label: t(option.label) })),
            onChange: (value) => change({ type: value as PaymentType | '' }),
          },
        ]}
        onClear={() => change({ search: '', type: '', preset: 'all', range: {} })}
        canClear={search !== '' || type !== '' || preset !== 'all'}
      />
      {type !== 'food' && (
        <PaymentTable
          title={t('Booking Payments')}
          query={bookings}
          rows={bookings.data?.bookingPayments}
          total={bookings.data?.bookingTotal}
          page={bookingPage}
          onPage={setBookingPage}
          label={(p) => t('Payment of {name}, room {number}', { name: p.customer.name, number: p.room.roomNumber })}
          columns={[
            { header: t('Guest'), place: 'title', cell: (p: BookingPayment) => <Guest customer={p.customer} /> },
            {
              header: t('Room'),
              cell: (p) => (
                <Text size="sm">
                  {p.room.name}
                  <Text span size="xs" c="dimmed" display="block">
                    {t('Room {number}', { number: p.room.roomNumber })}
                  </Text>
                </Text>
              ),
            },
            {
              header: t('Stay'),
              nowrap: true,
              cell: (p) => (
                <Text size="sm">
                  {formatDay(p.checkIn)} – {formatDay(p.checkOut)}
                </Text>
              ),
            },
            ...ledgerColumns<BookingPayment>(t),
          ]}
        />
      )}
      {type !== 'booking' && (
        <PaymentTable
          title={t('Food Payments')}
          query={food}
          rows={food.data?.foodPayments}
          total={food.data?.foodTotal}
          page={foodPage}
          onPage={setFoodPage}
          label={(p) => t('Payment for order #{number}', { number: orderNumber(p.foodOrderId) })}
          columns={[
            {
              header: t('Order'),
              place: 'title',
              cell: (p: FoodPayment) => (
                <Text size="sm" fw={600}>
                  #{orderNumber(p.foodOrderId)}
                  <Text span size="xs" c="dimmed" fw={400} display="block">
                    {t('{count, plural, one {# item} other {# items}}', { count: p.itemCount })}
                  </Text>
                </Text>
              ),
            },
            { header: t('Guest'), cell: (p) => <Guest customer={p.customer} /> },
            { header: t('Delivered to'), cell: (p) => <Text size="sm">{p.deliveryLocation}</Text> },
            ...ledgerColumns<FoodPayment>(t),
          ]}
        />
      )}
    </Stack>
  );
}

type LedgerRow = {
  amount: number;
  totalAmount: number;
  kind: string;
  method: PaymentMethod;
  recordedBy: string | null;
  paymentStatus: PaymentStatus;
  at: string;
};

/** The columns both payment tables end with: the money, how and by whom, the item's payment state, and when. */
function ledgerColumns<T extends LedgerRow>(t: ReturnType<typeof useT>): Column<T>[] {
  return [
    { header: t('Amount'), cell: (p) => <Money row={p} /> },
    { header: t('Method'), cell: (p) => <Text size="sm">{t(PAYMENT_METHOD_LABELS[p.method])}</Text> },
    { header: t('Recorded by'), cell: (p) => <RecordedBy row={p} /> },
    { header: t('Payment'), place: 'aside', cell: (p) => <PaymentStatusBadge status={p.paymentStatus} /> },
    { header: t('When'), nowrap: true, cell: (p) => <Text size="sm">{shortDate(p.at)}</Text> },
  ];
}

function RevenueCards({ totals }: { totals: PaymentHistoryData['totals'] | undefined }) {
  const t = useT();
  const show = (total: { amount: number; count: number } | undefined) => ({
    value: total ? formatMoney(total.amount) : '—',
    detail: total ? t('{count, plural, one {# payment or refund} other {# payments and refunds}}', { count: total.count }) : t('Loading…'),
  });
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
      <StatCard label={t('Overall Revenue')} {...show(totals?.overall)} icon={IconCash} color="green" />
      <StatCard label={t('Booking Revenue')} {...show(totals?.booking)} icon={IconBed} color="blue" />
      <StatCard label={t('Food Revenue')} {...show(totals?.food)} icon={IconToolsKitchen2} color="orange" />
    </SimpleGrid>
  );
}

/** A ledger row's money: refunds negative, with the item's charge beneath. */
function Money({ row }: { row: { amount: number; totalAmount: number; kind: string } }) {
  const t = useT();
  return (
    <Text size="sm" fw={600} c={row.kind === 'refund' ? 'grape' : undefined}>
      {formatMoney(row.amount)}
      <Text span size="xs" c="dimmed" fw={400} display="block">
        {row.kind === 'refund'
          ? t('refund · of {total}', { total: formatMoney(row.totalAmount) })
          : t('payment · of {total}', { total: formatMoney(row.totalAmount) })}
      </Text>
    </Text>
  );
}

function Guest({ customer }: { customer: { name: string; email: string } }) {
  return (
    <Text size="sm" fw={500}>
      {customer.name}
      <Text span size="xs" c="dimmed" fw={400} display="block">
        {customer.email}
      </Text>
    </Text>
  );
}

interface PaymentTableProps<T extends { _id: string }> {
  title: string;
  query: { isError: boolean; refetch: () => unknown };
  rows: T[] | undefined;
  total: number | undefined;
  page: number;
  onPage: (page: number) => void;
  columns: Column<T>[];
  label: (item: T) => string;
}

function PaymentTable<T extends { _id: string }>({ title, query, rows, total, page, onPage, columns, label }: PaymentTableProps<T>) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md">
      <Title order={3} size="h4" mb="sm">
        {title}
        {total !== undefined && (
          <Text span c="dimmed" fw={400} size="sm" ml={8}>
            {total}
          </Text>
        )}
      </Title>
      <ListState
        loading={!rows}
        error={!rows && query.isError}
        empty={rows?.length === 0}
        errorTitle={loadFailedMessage('payments')}
        emptyTitle={t('No payments found')}
        emptyText={t('Nothing matches these filters.')}
        onRetry={() => void query.refetch()}
      >
        <DataTable rows={rows} columns={columns} rowKey={(item) => item._id} rowLabel={label} minWidth={760} compact />
      </ListState>
      {total !== undefined && <Pagination page={page} total={total} pageSize={LIMITS.adminPageSize} onChange={onPage} />}
    </Card>
  );
}

/** Who took or returned the money: a staff member, an administrator, or the guest paying by QR link online. */
function RecordedBy({ row }: { row: { recordedBy: string | null; method: string } }) {
  const t = useT();
  const localize = useLocalize();
  const name = row.recordedBy && row.method === 'qr' ? t('{name} (online)', { name: row.recordedBy }) : row.recordedBy;
  return (
    <Text size="sm" c={name ? undefined : 'dimmed'}>
      {name ?? localize(LEDGER_MSG.notRecorded)}
    </Text>
  );
}
