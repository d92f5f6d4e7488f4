import { Button, Container, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '@innkeep/api-contract';
import { PageLoadError, PageLoader } from '../../components/PageLoader';
import classes from '../../components/desk/invoice.module.css';
import { useLocalize, useT } from '../../i18n/language';
import { formatMoney, shortDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';

/** /invoices/booking/:id and /invoices/order/:id: the printable invoice of a stay or an order. */
export default function Invoice() {
  const t = useT();
  const localize = useLocalize();
  const { kind, id = '' } = useParams();
  const stay = trpc.invoices.forBooking.useQuery({ id }, { enabled: kind === 'booking', retry: false });
  const order = trpc.invoices.forOrder.useQuery({ id }, { enabled: kind === 'order', retry: false });
  const query = kind === 'booking' ? stay : order;
  if (query.isError) return <PageLoadError title={t('Invoice')} error={query.error} fallback={t('This invoice could not be loaded')} />;
  if (!query.data) return <PageLoader />;
  const invoice = query.data;
  const paymentValues = (p: (typeof invoice.payments)[number]) => ({
    date: shortDate(p.at),
    method: localize(PAYMENT_METHOD_LABELS[p.method]),
    amount: formatMoney(p.amount),
  });

  return (
    <Container size="md" py="lg">
      <Group justify="flex-end" mb="sm" className={classes.noPrint}>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('Print')}
        </Button>
      </Group>
      <Paper
        withBorder
        p={{ base: 'md', sm: 'xl' }}
        radius="md"
        className={classes.sheet}
        component="article"
        aria-label={t('Invoice {number}', { number: invoice.number })}
      >
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700} fz="h2" lh={1.3}>
              {invoice.hotel.name}
            </Text>
            <Text size="sm">{invoice.hotel.address}</Text>
            <Text size="sm">{`${invoice.hotel.phone} · ${invoice.hotel.email}`}</Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Title order={1} size="h3">
              {t('Invoice #{number}', { number: invoice.number })}
            </Title>
            <Text size="sm">{t('Issued {date}', { date: shortDate(invoice.issuedAt) })}</Text>
          </div>
        </Group>
        <Divider my="md" />
        <SimpleGrid cols={2}>
          <div>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed">
              {t('Billed to')}
            </Text>
            <Text>{invoice.billTo.name}</Text>
            {invoice.billTo.address && <Text size="sm">{invoice.billTo.address}</Text>}
            <Text size="sm">{invoice.billTo.email}</Text>
          </div>
          <div>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed">
              {t('For')}
            </Text>
            <Text>{invoice.title}</Text>
          </div>
        </SimpleGrid>
        {/* Four columns fit a phone's width only with tighter cells (and amounts like "267,00 US$" are wide). */}
        <Table mt="md" horizontalSpacing="xs" fz={{ base: 'xs', xs: 'sm', sm: 'md' }} className={classes.lines}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('Description')}</Table.Th>
              <Table.Th ta="right">{t('Qty')}</Table.Th>
              <Table.Th ta="right">{t('Price')}</Table.Th>
              <Table.Th ta="right">{t('Amount')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {invoice.lines.map((line, index) => (
              <Table.Tr key={`${line.description}-${index}`}>
                <Table.Td>{line.description}</Table.Td>
                <Table.Td ta="right">{line.quantity}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.unitAmount)}</Table.Td>
                <Table.Td ta="right">{formatMoney(line.amount)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Stack gap={4} mt="md" align="flex-end">
          <Text fw={600}>{t('Total {amount}', { amount: formatMoney(invoice.totals.charges) })}</Text>
          {invoice.taxSummary.map((row) => (
            <Text size="sm" key={`${row.name}-${row.ratePercent}`}>
              {row.ratePercent === null
                ? t('{tax}: {amount}', { tax: row.name, amount: formatMoney(row.tax) })
                : t('{tax} {percent}% on {net}: {amount}', {
                    tax: row.name,
                    percent: row.ratePercent,
                    net: formatMoney(row.net),
                    amount: formatMoney(row.tax),
                  })}
            </Text>
          ))}
          {invoice.payments.map((p) => (
            <Text size="sm" key={p._id}>
              {p.kind === 'refund'
                ? t('Refunded {date} ({method}): {amount}', paymentValues(p))
                : t('Paid {date} ({method}): {amount}', paymentValues(p))}
            </Text>
          ))}
          <Text fw={700}>{t('Balance due {amount}', { amount: formatMoney(invoice.totals.balance) })}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
