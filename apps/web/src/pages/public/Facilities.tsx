import { Badge, Box, Button, Card, Group, Table } from '@mantine/core';
import { IconBellRinging, IconClock, IconDesk, IconMail, IconMap2, IconPhone, IconWashMachine } from '@tabler/icons-react';
import { telHref } from '../../layout/Footer';
import { useHotelInfo } from '../../lib/hotel';
import { PREMIUM_FACILITIES } from '../../components/public/facilities';
import { CtaBand, FeatureGrid, PageSection, SectionHeading, type Feature } from '../../components/public/sections';

const ADDITIONAL_SERVICES: readonly Feature[] = [
  {
    icon: IconDesk,
    title: '24/7 Front Desk',
    description: 'Check-in help, wake-up calls and answers to your questions at any hour.',
  },
  {
    icon: IconBellRinging,
    title: 'Concierge',
    description: 'Restaurant reservations, tickets and transport arranged for you.',
  },
  {
    icon: IconWashMachine,
    title: 'Laundry',
    description: 'Same-day washing, ironing and dry cleaning.',
  },
  {
    icon: IconMap2,
    title: 'Tour Assistance',
    description: 'Guided tours and tips for exploring the city like a local.',
  },
];

const FACILITY_HOURS: readonly { facility: string; hours: string }[] = [
  { facility: 'Swimming Pool', hours: '6:00 AM to 10:00 PM' },
  { facility: 'Fitness Center', hours: '24/7' },
  { facility: 'Restaurant', hours: '6:00 AM to 11:00 PM' },
  { facility: 'Coffee Lounge', hours: '24/7' },
  { facility: 'Front Desk', hours: '24/7' },
  { facility: 'Conference Rooms', hours: 'By reservation' },
];

export default function FacilitiesPage() {
  const { hotelName, contactPhone, contactEmail } = useHotelInfo();

  return (
    <Box>
      <PageSection component="header" alt>
        <SectionHeading
          order={1}
          eyebrow="Facilities & services"
          title="Everything for a comfortable stay"
          description={`Relax, work out, meet or explore: here is what ${hotelName} offers every guest.`}
        />
      </PageSection>

      <PageSection labelledBy="premium-facilities">
        <SectionHeading id="premium-facilities" title="Premium Facilities" />
        <FeatureGrid features={PREMIUM_FACILITIES} />
      </PageSection>

      <PageSection labelledBy="additional-services" alt>
        <SectionHeading id="additional-services" title="Additional Services" />
        <FeatureGrid features={ADDITIONAL_SERVICES} />
      </PageSection>

      <PageSection labelledBy="facility-hours" size="sm">
        <SectionHeading id="facility-hours" title="Facility Hours" />
        <Card withBorder radius="lg" padding={0}>
          <Table verticalSpacing="md" horizontalSpacing="lg" highlightOnHover>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Facility</Table.Th>
                <Table.Th scope="col" ta="right">
                  Hours
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {FACILITY_HOURS.map(({ facility, hours }) => (
                <Table.Tr key={facility}>
                  <Table.Th scope="row" fw={500}>
                    <Group gap="xs" wrap="nowrap">
                      <IconClock size={18} stroke={1.6} aria-hidden="true" />
                      {facility}
                    </Group>
                  </Table.Th>
                  <Table.Td ta="right">
                    {hours === '24/7' ? (
                      <Badge color="green" variant="light">
                        {hours}
                      </Badge>
                    ) : (
                      hours
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
        title="Need assistance?"
        lead="Our front desk team is here around the clock to help with bookings, special requests and local tips."
        actions={
          <>
            <Button component="a" href={telHref(contactPhone)} size="md" leftSection={<IconPhone size={18} />}>
              Call Front Desk
            </Button>
            <Button component="a" href={`mailto:${contactEmail}`} size="md" variant="default" leftSection={<IconMail size={18} />}>
              Email Us
            </Button>
          </>
        }
        footnote={`${contactPhone} · ${contactEmail}`}
      />
    </Box>
  );
}
