import { Badge, Box, Button, Card, Group, Table } from '@mantine/core';
import { IconBellRinging, IconClock, IconDesk, IconMail, IconMap2, IconPhone, IconWashMachine } from '@tabler/icons-react';
import { m } from '@innkeep/api-contract';
import { useT } from '../../i18n/language';
import { telHref } from '../../layout/Footer';
import { clockTime } from '../../lib/format';
import { useHotelInfo } from '../../lib/hotel';
import { PREMIUM_FACILITIES } from '../../components/public/facilities';
import { CtaBand, FeatureGrid, PageSection, SectionHeading, type Feature } from '../../components/public/sections';

const ADDITIONAL_SERVICES: readonly Feature[] = [
  {
    icon: IconDesk,
    title: m('24/7 Front Desk'),
    description: m('Check-in help, wake-up calls and answers to your questions at any hour.'),
  },
  {
    icon: IconBellRinging,
    title: m('Concierge'),
    description: m('Restaurant reservations, tickets and transport arranged for you.'),
  },
  {
    icon: IconWashMachine,
    title: m('Laundry'),
    description: m('Same-day washing, ironing and dry cleaning.'),
  },
  {
    icon: IconMap2,
    title: m('Tour Assistance'),
    description: m('Guided tours and tips for exploring the city like a local.'),
  },
];

// Hours as an 'HH:MM' span (shown in the reader's clock), '24/7', or a note (a source text).
type Hours = { from: string; until: string } | string;
const FACILITY_HOURS: readonly { facility: string; hours: Hours }[] = [
  { facility: m('Swimming Pool'), hours: { from: '06:00', until: '22:00' } },
  { facility: m('Fitness Center'), hours: '24/7' },
  { facility: m('Restaurant'), hours: { from: '06:00', until: '23:00' } },
  { facility: m('Coffee Lounge'), hours: '24/7' },
  { facility: m('Front Desk'), hours: '24/7' },
  { facility: m('Conference Rooms'), hours: m('By reservation') },
];

export default function FacilitiesPage() {
  const { hotelName, contactPhone, contactEmail } = useHotelInfo();
  const t = useT();

  return (
    <Box>
      <PageSection component="header" alt>
        <SectionHeading
          order={1}
          eyebrow={t('Facilities & services')}
          title={t('Everything for a comfortable stay')}
          description={t('Relax, work out, meet or explore: here is what {hotelName} offers every guest.', { hotelName })}
        />
      </PageSection>

      <PageSection labelledBy="premium-facilities">
        <SectionHeading id="premium-facilities" title={t('Premium Facilities')} />
        <FeatureGrid features={PREMIUM_FACILITIES} />
      </PageSection>

      <PageSection labelledBy="additional-services" alt>
        <SectionHeading id="additional-services" title={t('Additional Services')} />
        <FeatureGrid features={ADDITIONAL_SERVICES} />
      </PageSection>

      <PageSection labelledBy="facility-hours" size="sm">
        <SectionHeading id="facility-hours" title={t('Facility Hours')} />
        <Card withBorder radius="lg" padding={0}>
          <Table verticalSpacing="md" horizontalSpacing="lg" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('Facility')}</Table.Th>
                <Table.Th scope="col" ta="right">
                  {t('Hours')}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FACILITY_HOURS.map(({ facility, hours }) => (
                <Table.Tr key={facility}>
                  <Table.Th scope="row" fw={500}>
                    <Group gap="xs" wrap="nowrap">
                      <IconClock size={18} stroke={1.6} aria-hidden="true" />
                      {t(facility)}
                    </Group>
                  </Table.Th>
                  <Table.Td ta="right">
                    {hours === '24/7' ? (
                      <Badge color="green" variant="light">
                        {t('24/7')}
                      </Badge>
                    ) : typeof hours === 'string' ? (
                      t(hours)
                    ) : (
                      t('{from} to {until}', { from: clockTime(hours.from), until: clockTime(hours.until) })
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Card>
      </PageSection>

      <CtaBand
        titleId="facilities-contact"
        title={t('Need assistance?')}
        lead={t('Our front desk team is here around the clock to help with bookings, special requests and local tips.')}
        actions={
          <>
            <Button component="a" href={telHref(contactPhone)} size="md" leftSection={<IconPhone size={18} />}>
              {t('Call Front Desk')}
            </Button>
            <Button component="a" href={`mailto:${contactEmail}`} size="md" variant="default" leftSection={<IconMail size={18} />}>
              {t('Email Us')}
            </Button>
          </>
        }
        footnote={`${contactPhone} · ${contactEmail}`}
      />
    </Box>
  );
}
