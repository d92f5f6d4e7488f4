import { Button, Container, Divider, Group, Paper, SimpleGrid, Table, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useParams } from 'react-router';
import { DOCUMENT_TYPE_LABELS, type RegisteredGuest } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import classes from '../../components/desk/invoice.module.css';
import { PageLoadError, PageLoader } from '../../components/PageLoader';
import { formatDay } from '../../lib/format';
import { useHotelInfo } from '../../lib/hotel';
import { trpc } from '../../lib/trpc';

const NBSP = '\u00a0';

/**
 * /bookings/:id/registration-card: the stay's registration card to print at the desk (the guest signs
 * it): the hotel, the stay and each guest's details from online check-in. Without them, blank rows to
 * fill in by hand, one per guest booked.
 */
export default function RegistrationCardPage() {
  const t = useT();
  const { id = '' } = useParams();
  const hotel = useHotelInfo();
  const query = trpc.registration.get.useQuery({ id }, { retry: false });
  if (query.isError) {
    return <PageLoadError title={t('Registration card')} error={query.error} fallback={t('This registration card could not be loaded')} />;
  }
  if (!query.data) return <PageLoader />;
  const { booking, registration } = query.data;
  const rows: (RegisteredGuest | null)[] = registration?.guests ?? Array.from({ length: booking.guests }, () => null);
  const stay: [string, string][] = [
    [t('Guest'), booking.customer.name],
    [t('Room'), `${booking.room.roomNumber} (${booking.room.name})`],
    [
      t('Arrival'),
      registration?.arrivalTime
        ? t('{day}, about {time}', { day: formatDay(booking.checkIn), time: registration.arrivalTime })
        : formatDay(booking.checkIn),
    ],
    [
      t('Departure'),
      t('{day} ({count, plural, one {# night} other {# nights}})', { day: formatDay(booking.checkOut), count: booking.nights }),
    ],
  ];

  return (
    <Container size="md" py="lg">
      <Group justify="flex-end" mb="sm" className={classes.noPrint}>
        <Button leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
          {t('Print registration card')}
        </Button>
      </Group>
      <Paper
        withBorder
        p={{ base: 'md', sm: 'xl' }}
        radius="md"
        className={classes.sheet}
        component="article"
        aria-label={t('Registration card')}
      >
        <Group justify="space-between" align="flex-start">
          <div>
            <Text fw={700} fz="h2" lh={1.3}>
              {hotel.hotelName}
            </Text>
            <Text size="sm">{hotel.address}</Text>
            <Text size="sm">{`${hotel.contactPhone} · ${hotel.contactEmail}`}</Text>
          </div>
          <div style={{ textAlign: 'right' }}>
            <Title order={1} size="h3">
              {t('Registration card')}
            </Title>
            <Text size="sm">{t('Booking {reference}', { reference: booking.reference })}</Text>
          </div>
        </Group>
        <Divider my="md" />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
          {stay.map(([label, value]) => (
            <div key={label}>
              <Text size="xs" tt="uppercase" fw={600} c="dimmed">
                {label}
              </Text>
              <Text>{value}</Text>
            </div>
          ))}
        </SimpleGrid>
        {!registration && (
          <Text size="sm" mt="md" c="dimmed">
            {t('Not checked in online: fill in each guest by hand.')}
          </Text>
        )}
        <Table.ScrollContainer minWidth={520} mt="md">
          <Table withTableBorder withColumnBorders verticalSpacing="sm" fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('Full name')}</Table.Th>
                <Table.Th>{t('Nationality')}</Table.Th>
                <Table.Th>{t('Date of birth')}</Table.Th>
                <Table.Th>{t('Document')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((guest, index) => (
                <Table.Tr key={index}>
                  {/* A blank row keeps a line's height to write on. */}
                  <Table.Td>{guest?.fullName ?? NBSP}</Table.Td>
                  <Table.Td>{guest?.nationality ?? NBSP}</Table.Td>
                  <Table.Td>{guest?.dateOfBirth ?? NBSP}</Table.Td>
                  <Table.Td>{guest ? `${t(DOCUMENT_TYPE_LABELS[guest.documentType])} ${guest.documentNumber}` : NBSP}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        {registration?.note && (
          <Text size="sm" mt="md">
            {t('Note: {note}', { note: registration.note })}
          </Text>
        )}
        <SimpleGrid cols={2} mt={48}>
          {[t('Guest’s signature'), t('Date')].map((label) => (
            <div key={label} style={{ borderTop: '1px solid currentColor', paddingTop: 4 }}>
              <Text size="sm">{label}</Text>
            </div>
          ))}
        </SimpleGrid>
      </Paper>
    </Container>
  );
}
