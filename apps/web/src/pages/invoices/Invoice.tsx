import { Button, Container, Divider, Group, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { PAYMENT_METHOD_LABELS } from '@innkeep/api-contract';
import { PageLoadError, PageLoader } from '../../components/PageLoader';
import classes from '../../components/desk/invoice.module.css';
import { formatMoney, shortDate } from '../../lib/format';
import { trpc } from '../../lib/trpc';

/** /invoices/booking/:id and /invoices/order/:id: the printable invoice of a stay or an order. */
export default function Invoice() {
  const { kind, id = '' } = useParams();
  const stay = trpc.invoices.forBooking.useQuery({ id }, { enabled: kind === 'booking', retry: false });
  const order = trpc.invoices.forOrder.useQuery({ id }, { enabled: kind === 'order', retry: false });
  const query = kind === 'booking' ? stay : order;
  if (query.isError) return <PageLoadError title="Invoice" error={query.error} fallback="This invoice could not be loaded" />;
  if (!query.data) return <PageLoader />;
  const invoice = query.data;

  return (
    <Container size="md" py="lg">
      <Group justify="flex-end" mb="sm" className={classes.noPrint}>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          Print
        </Button>
      </Group>
      <Paper
        withBorder
        p={{ base: 'md', sm: 'xl' }}
        radius="md"
        className={classes.sheet}
        component="article"
        aria-label={`Invoice ${invoice.number}`}
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
            <Title order={1} size="h3">{`Invoice #${invoice.number}`}</Title>
            <Text size="sm">{`Issued ${shortDate(invoice.issuedAt)}`}</Text>
          </div>
        </Group>
        <Divider my="md" />
        <SimpleGrid cols={2}>
          <div>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed">
              Billed to
            </Text>
            <Text>{invoice.billTo.name}</Text>
            {invoice.billTo.address && <Text size="sm">{invoice.billTo.address}</Text>}
            <Text size="sm">{invoice.billTo.email}</Text>
          </div>
          <div>
            <Text size="xs" tt="uppercase" fw={600} c="dimmed">
              For
            </Text>
            <Text>{invoice.title}</Text>
          </div>
        </SimpleGrid>
        {/* Four columns fit a phone's width only with tighter cells. */}
        <Table mt="md" horizontalSpacing="xs" fz={{ base: 'sm', sm: 'md' }}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Description</Table.Th>
              <Table.Th ta="right">Qty</Table.Th>
              <Table.Th ta="right">Price</Table.Th>
              <Table.Th ta="right">Amount</Table.Th>
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
          <Text fw={600}>{`Total ${formatMoney(invoice.totals.charges)}`}</Text>
          {invoice.taxSummary.map((row) => (
            <Text size="sm" key={`${row.name}-${row.ratePercent}`}>
              {row.ratePercent === null
                ? `${row.name}: ${formatMoney(row.tax)}`
                : `${row.name} ${row.ratePercent}% on ${formatMoney(row.net)}: ${formatMoney(row.tax)}`}
            </Text>
          ))}
          {invoice.payments.map((p) => (
            <Text size="sm" key={p._id}>
              {`${p.kind === 'refund' ? 'Refunded' : 'Paid'} ${shortDate(p.at)} (${PAYMENT_METHOD_LABELS[p.method]}): ${formatMoney(p.amount)}`}
            </Text>
          ))}
          <Text fw={700}>{`Balance due ${formatMoney(invoice.totals.balance)}`}</Text>
        </Stack>
      </Paper>
    </Container>
  );
}
