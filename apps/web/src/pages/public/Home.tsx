import { Link } from 'react-router';
import { Anchor, Avatar, Button, Card, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAirConditioning,
  IconArrowRight,
  IconBath,
  IconCoffee,
  IconDesk,
  IconDeviceTv,
  IconFridge,
  IconParking,
  IconQuote,
  IconStarFilled,
  IconWifi,
  type TablerIcon,
} from '@tabler/icons-react';
import { m } from '@innkeep/api-contract';
import { HeroCarousel, type HeroSlide } from '../../components/public/HeroCarousel';
import { useT, useTRich } from '../../i18n/language';
import { clockTime } from '../../lib/format';
import { useHotelInfo } from '../../lib/hotel';
import { CtaBand, PageSection, SectionHeading } from '../../components/public/sections';
import classes from '../../components/public/public.module.css';

const HERO_SLIDES: readonly HeroSlide[] = [
  {
    image: '/images/gallery/lounge.svg',
    title: m('Coffee lounge'),
    subtitle: m('Open 24/7 for an early espresso or a late-night tea.'),
    alt: m('Coffee lounge with armchairs and a coffee bar'),
  },
  {
    image: '/images/hero/pool.svg',
    title: m('Swimming pool'),
    subtitle: m('Take a dip between 6:00 AM and 10:00 PM.'),
    alt: m('Swimming pool surrounded by sun loungers'),
  },
  {
    image: '/images/gallery/spa.svg',
    title: m('Spa & wellness'),
    subtitle: m('Slow down and recharge after a busy day.'),
    alt: m('Spa treatment room with soft lighting'),
  },
  {
    image: '/images/hero/restaurant.svg',
    title: m('Restaurant & room service'),
    subtitle: m('Order from the food menu and we bring it to you.'),
    alt: m('Restaurant dining room with set tables'),
  },
];

const AMENITIES: readonly { icon: TablerIcon; label: string }[] = [
  { icon: IconWifi, label: m('Free WiFi') },
  { icon: IconAirConditioning, label: m('Air conditioning') },
  { icon: IconDeviceTv, label: m('Smart TV') },
  { icon: IconFridge, label: m('Minibar') },
  { icon: IconDesk, label: m('Work desk') },
  { icon: IconCoffee, label: m('Breakfast') },
  { icon: IconBath, label: m('Jacuzzi suites') },
  { icon: IconParking, label: m('Free parking') },
];

interface Testimonial {
  quote: string;
  name: string;
  stay: string;
  rating: number;
}

// Static marketing copy: the spec shows testimonials as fixed text, not guest reviews from the API.
const TESTIMONIALS: readonly Testimonial[] = [
  {
    quote: m('Spotless room, friendly staff and the best breakfast of our whole trip. We are already planning our return.'),
    name: 'Amelia R.',
    stay: m('Stayed in a Deluxe Double'),
    rating: 5,
  },
  {
    quote: m('Ordering food to the room from my phone was so easy, and the front desk answered the chat within minutes.'),
    name: 'Daniel K.',
    stay: m('Stayed in a Cozy Single'),
    rating: 5,
  },
  {
    quote: m('Great value for backpackers: clean dorms, secure lockers and a lounge where it is easy to meet people.'),
    name: 'Sofia M.',
    stay: m('Stayed in the Hostel Dorm'),
    rating: 4,
  },
];

const STAR_POSITIONS = [1, 2, 3, 4, 5] as const;

function Stars({ rating }: { rating: number }) {
  const t = useT();
  return (
    <Group gap={2} role="img" aria-label={t('Rated {rating} out of 5', { rating })}>
      {STAR_POSITIONS.map((position) => (
        <IconStarFilled
          key={position}
          size={16}
          aria-hidden="true"
          color={position <= rating ? 'var(--mantine-color-yellow-5)' : 'var(--mantine-color-default-border)'}
        />
      ))}
    </Group>
  );
}

function TestimonialCard({ quote, name, stay, rating }: Testimonial) {
  const t = useT();
  return (
    <Card component="figure" withBorder radius="lg" padding="xl" m={0}>
      <Group justify="space-between" align="flex-start" mb="md">
        <Stars rating={rating} />
        <IconQuote size={32} stroke={1.4} color="var(--mantine-color-blue-filled)" aria-hidden="true" />
      </Group>
      <Text component="blockquote" m={0} mb="lg" lh={1.65}>
        {t(quote)}
      </Text>
      <Group component="figcaption" gap="sm" mt="auto">
        <Avatar color="blue" radius="xl" name={name} />
        <div>
          <Text fw={600}>{name}</Text>
          <Text size="sm" c="dimmed">
            {t(stay)}
          </Text>
        </div>
      </Group>
    </Card>
  );
}

export default function HomePage() {
  const { hotelName, checkInTime, checkOutTime } = useHotelInfo();
  const t = useT();
  const tRich = useTRich();

  const stayFacts = [
    { value: '500+', label: t('happy guests') },
    { value: clockTime(checkInTime), label: t('check-in from') },
    { value: clockTime(checkOutTime), label: t('check-out until') },
  ];

  return (
    <>
      <HeroCarousel size="md" slides={HERO_SLIDES} label={t('{hotelName} highlights', { hotelName })}>
        <Stack gap="lg" align="flex-start">
          <Title order={1} className={classes.heroTitle}>
            {t('Welcome to {hotelName}', { hotelName })}
          </Title>
          <Text className={classes.heroLead}>{t('Your home away from home: book a room, order a meal or ask us anything.')}</Text>
          <Button component={Link} to="/rooms" size="lg" radius="xl" rightSection={<IconArrowRight size={18} />}>
            {t('Browse Rooms')}
          </Button>
        </Stack>
      </HeroCarousel>

      <PageSection labelledBy="welcome-title">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 64 }} style={{ alignItems: 'center' }}>
          <div>
            <SectionHeading
              id="welcome-title"
              align="left"
              eyebrow={t('Welcome')}
              title={t('Comfort, service and a little extra')}
              description={t(
                'Whether you are here for business, a city break or a backpacking adventure, {hotelName} has a room and a routine that fits.',
                {
                  hotelName,
                },
              )}
            />
            <SimpleGrid cols={3} spacing="md" mb="xl">
              {stayFacts.map((fact) => (
                <div key={fact.label}>
                  <Text fw={800} fz={{ base: 24, sm: 32 }} lh={1.1} c="blue">
                    {fact.value}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {fact.label}
                  </Text>
                </div>
              ))}
            </SimpleGrid>
            <Button component={Link} to="/facilities" variant="light" radius="xl" size="md">
              {t('Explore Facilities')}
            </Button>
          </div>
          <Card radius="lg" padding={0} shadow="md">
            <img className={classes.cardImage} src="/images/hero/lobby.svg" alt={t('Hotel lobby with the reception desk')} />
          </Card>
        </SimpleGrid>
      </PageSection>

      <PageSection labelledBy="amenities-title" alt>
        <SectionHeading
          id="amenities-title"
          eyebrow={t('Amenities')}
          title={t('In every stay')}
          description={t('Thoughtful amenities across our rooms, so you can settle in straight away.')}
        />
        <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="lg">
          {AMENITIES.map(({ icon: Icon, label }) => (
            <Card key={label} withBorder radius="lg" padding="lg">
              <Stack align="center" gap="sm" ta="center">
                <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
                  <Icon size={24} stroke={1.6} />
                </ThemeIcon>
                <Text fw={600}>{t(label)}</Text>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </PageSection>

      <PageSection labelledBy="testimonials-title">
        <SectionHeading
          id="testimonials-title"
          eyebrow={t('Guest stories')}
          title={t('What our guests say')}
          description={t('A few words from guests who made themselves at home.')}
        />
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {TESTIMONIALS.map((testimonial) => (
            <TestimonialCard key={testimonial.name} {...testimonial} />
          ))}
        </SimpleGrid>
      </PageSection>

      <CtaBand
        titleId="cta-title"
        title={t('Ready for your next stay?')}
        lead={t('Browse our rooms and book in a few clicks, or see everything the hotel has to offer.')}
        actions={
          <>
            <Button component={Link} to="/rooms" size="md" radius="xl">
              {t('Browse Rooms')}
            </Button>
            <Button component={Link} to="/facilities" size="md" radius="xl" variant="default">
              {t('View Facilities')}
            </Button>
          </>
        }
        footnote={tRich('Travelling with friends? Each guest can have their own account: <link>Create Account</link>', {
          link: (chunks) => (
            <Anchor component={Link} to="/register" inherit fw={600}>
              {chunks}
            </Anchor>
          ),
        })}
      />
    </>
  );
}
