import { Alert, Anchor, Badge, Button, Group, Loader, NativeSelect, NumberInput, Stack, Table, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import {
  FOOD_MSG,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  LEDGER_MSG,
  STAFF_MSG,
  orderNumber,
  type PaymentMethod,
} from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { currencySymbol, formatMoney, shortDate } from '../../lib/format';
import { errorMessage, toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { PaymentStatusBadge } from '../bookings/BookingStatusBadge';
import { ORDER_STATUS_WORDS } from '../staff/board';
import { StayPayLink, type StayPayLinkView } from './StayPayLink';

const POLL_MS = 2000;

type Form = { mode: 'payment' | 'refund'; method: PaymentMethod; amount: number | string; text: string };

/**
 * A stay's folio for the desk: nights × rate and room-service lines, payments and refunds, the
 * balance; put the guest's unpaid room service on the folio; record a cash or card payment or show a QR pay link for the balance, refund, open the
 * invoice once the guest has checked out.
 */
export function BookingFolio({ bookingId }: { bookingId: string }) {
  const t = useT();
  const localize = useLocalize();
  const [payLink, setPayLink] = useState<{ link: StayPayLinkView; receivedAt: number } | null>(null);
  // While a QR link is shown, the folio polls as the food checkout does, so the balance drops to 0
  // as soon as the guest pays on their phone, on any page the drawer opens from.
  const folio = trpc.folio.get.useQuery({ id: bookingId }, { refetchInterval: payLink ? POLL_MS : false });
  const utils = trpc.useUtils();
  const done = (message: string) => {
    toast.success(message);
    setForm(null);
    void utils.folio.get.invalidate({ id: bookingId });
  };
  const record = trpc.folio.recordPayment.useMutation({ onSuccess: () => done(localize(LEDGER_MSG.paymentRecorded)) });
  const refund = trpc.folio.refund.useMutation({ onSuccess: () => done(localize(LEDGER_MSG.refundRecorded)) });
  const chargeOrder = trpc.folio.chargeOrder.useMutation({
    onSuccess: () => done(localize(FOOD_MSG.chargedToRoomByStaff)),
    onError: (error) => toast.error(errorMessage(error, localize(STAFF_MSG.orderUpdateFailed))),
  });
  const makeLink = trpc.folio.createPayLink.useMutation({
    onSuccess: (link) => {
      setForm(null);
      setPayLink({ link, receivedAt: Date.now() });
    },
  });
  const balance = folio.data?.totals.balance;
  useEffect(() => {
    if (payLink && balance === 0) {
      toast.success(localize(LEDGER_MSG.paymentRecorded));
      setPayLink(null);
    }
  }, [payLink, balance, localize]);
  const [form, setForm] = useState<Form | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  if (!folio.data)
    return folio.isError ? <Alert color="red">{errorMessage(folio.error, t('Could not load the folio'))}</Alert> : <Loader size="sm" />;
  const { lines, payments, totals, paymentStatus, booking, invoice, unpaidOrders } = folio.data;
  const qrLink = form?.mode === 'payment' && form.method === 'qr';

  const submit = async () => {
    if (!form) return;
    setProblem(null);
    try {
      if (form.mode === 'payment') {
        if (form.method === 'qr') await makeLink.mutateAsync({ id: bookingId });
        else await record.mutateAsync({ bookingId, method: form.method, amount: Number(form.amount), note: form.text });
      } else {
        await refund.mutateAsync({ bookingId, method: form.method, amount: Number(form.amount), reason: form.text });
      }
    } catch (error) {
      setProblem(errorMessage(error, t('Could not record it')));
    }
  };

  return (
    <Stack gap="sm" aria-label={t('Folio')}>
      <Group justify="space-between">
        <Text fw={600}>{t('Folio')}</Text>
        <PaymentStatusBadge status={paymentStatus} />
      </Group>
      <Table>
        <Table.Tbody>
          {lines.map((line, index) => (
            <Table.Tr key={line.orderId ?? `room-${index}`}>
              <Table.Td>
                <Text size="sm">{line.description}</Text>
                {line.kind === 'room' && <Text size="xs" c="dimmed">{`${line.quantity} × ${formatMoney(line.unitAmount)}`}</Text>}
              </Table.Td>
              <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
            </Table.Tr>
          ))}
          {payments.map((p) => (
            <Table.Tr key={p._id}>
              <Table.Td>
                <Group gap={6}>
                  <Badge size="xs" variant="light" color={p.kind === 'refund' ? 'grape' : 'green'}>
                    {p.kind === 'refund' ? t('refund') : t('payment')}
                  </Badge>
                  <Text size="sm">
                    {[localize(PAYMENT_METHOD_LABELS[p.method]), shortDate(p.at), ...(p.note ? [p.note] : [])].join(' · ')}
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td ta="right">{formatMoney(p.amount)}</Table.Td>
            </Table.Tr>
          ))}
          <Table.Tr>
            <Table.Td fw={600}>{t('Balance')}</Table.Td>
            <Table.Td ta="right" fw={600}>
              {formatMoney(totals.balance)}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {unpaidOrders.length > 0 && (
        <Stack gap={6} aria-label={t('Unpaid room service')}>
          <Text size="sm" fw={600}>
            {t('Unpaid room service')}
          </Text>
          {unpaidOrders.map((order) => (
            <Group key={order._id} justify="space-between" gap="xs">
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t('Order #{number} · {amount} · {status}', {
                  number: orderNumber(order._id),
                  amount: formatMoney(order.totalAmount),
                  status: t(ORDER_STATUS_WORDS[order.status]),
                })}
              </Text>
              <Button
                size="compact-sm"
                variant="light"
                loading={chargeOrder.isPending && chargeOrder.variables.id === order._id}
                onClick={() => chargeOrder.mutate({ id: order._id })}
              >
                {t('Charge to room')}
              </Button>
            </Group>
          ))}
        </Stack>
      )}
      {payLink ? (
        <StayPayLink link={payLink.link} receivedAt={payLink.receivedAt} onClose={() => setPayLink(null)} />
      ) : form ? (
        <Stack gap="xs">
          <Group grow>
            <NativeSelect
              label={t('Method')}
              value={form.method}
              data={PAYMENT_METHODS.map((value) => ({
                value,
                label: localize(PAYMENT_METHOD_LABELS[value]),
              }))}
              onChange={(event) => setForm({ ...form, method: event.currentTarget.value as PaymentMethod })}
            />
            <NumberInput
              label={t('Amount')}
              // A QR link is always for the whole balance: the pay page re-checks it.
              disabled={qrLink}
              prefix={currencySymbol()}
              min={0.01}
              decimalScale={2}
              value={form.amount}
              onChange={(amount) => setForm({ ...form, amount })}
            />
          </Group>
          {!qrLink && (
            <TextInput
              label={form.mode === 'payment' ? t('Note') : t('Reason')}
              required={form.mode === 'refund'}
              value={form.text}
              onChange={(event) => setForm({ ...form, text: event.currentTarget.value })}
            />
          )}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setForm(null)}>
              {t('Back')}
            </Button>
            <Button loading={record.isPending || refund.isPending || makeLink.isPending} onClick={() => void submit()}>
              {qrLink ? t('Show QR pay link') : form.mode === 'payment' ? t('Record payment') : t('Refund')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Group gap="xs">
          <Button
            size="xs"
            disabled={totals.balance <= 0}
            onClick={() => setForm({ mode: 'payment', method: 'cash', amount: totals.balance, text: '' })}
          >
            {t('Record payment')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={totals.paid - totals.refunded <= 0}
            onClick={() => setForm({ mode: 'refund', method: 'card', amount: '', text: '' })}
          >
            {t('Refund')}
          </Button>
          {booking.status === 'checked-out' && (
            <Anchor component={Link} to={`/invoices/booking/${bookingId}`} size="sm">
              {invoice ? t('Invoice #{number}', { number: invoice.number }) : t('Invoice')}
            </Anchor>
          )}
        </Group>
      )}
    </Stack>
  );
}
