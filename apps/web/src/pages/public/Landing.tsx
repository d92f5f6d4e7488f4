import { lazy, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Badge, Button, Card, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone, IconSearch, IconStarFilled, IconUsers, type TablerIcon } from '@tabler/icons-react';
import { m, ROOM_TYPE_LABELS, hotelToday, stayProblem, type RoomType } from '@innkeep/api-contract';
import { LazyHotelDateInput } from '../../components/bookings/LazyHotelDateInput';
import { stayPickerLimits } from '../../components/bookings/nights';
import { guestsLabel, withStay } from '../../components/bookings/staySearch';
import { HeroCarousel, type HeroSlide } from '../../components/public/HeroCarousel';
import { telHref } from '../../layout/Footer';
import { useLocalize, useT, useTRich } from '../../i18n/language';
import { clockTime, formatMoney } from '../../lib/format';
import { useHotelInfo } from '../../lib/hotel';
import { PREMIUM_FACILITIES } from '../../components/public/facilities';
import { FeatureGrid, PageSection, SectionHeading } from '../../components/public/sections';
import type { GalleryPhoto } from '../../components/public/PhotoGallery';
import { WhenNear } from '../../components/public/WhenNear';
import classes from '../../components/public/public.module.css';

const HERO_SLIDES: readonly HeroSlide[] = [
  {
    image: '/images/hero/lobby.svg',
    title: m('A warm welcome'),
    subtitle: m('An elegant lobby and a front desk that never sleeps.'),
    alt: m('Hotel lobby with the reception desk and lounge seating'),
  },
  {
    image: '/images/hero/pool.svg',
    title: m('Swim and unwind'),
    subtitle: m('A heated pool, open from 6:00 AM to 10:00 PM.'),
    alt: m('Swimming pool surrounded by sun loungers'),
  },
  {
    image: '/images/hero/restaurant.svg',
    title: m('Dine in style'),
    subtitle: m('Seasonal menus from breakfast to late dinner, or in your room.'),
    alt: m('Restaurant dining room with set tables'),
  },
  {
    image: '/images/hero/exterior.svg',
    title: m('In the heart of the city'),
    subtitle: m('Steps from shops, sights and public transport.'),
    alt: m('The hotel building seen from the street'),
  },
];

const PAGE_SECTIONS = [
  { id: 'home', label: m('Home') },
  { id: 'rooms', label: m('Rooms') },
  { id: 'facilities', label: m('Facilities') },
  { id: 'gallery', label: m('Gallery') },
  { id: 'contact', label: m('Contact') },
] as const;

interface SampleRoom {
  name: string;
  type: RoomType;
  /** US dollars per night. */
  price: number;
  capacity: number;
  image: string;
  description: string;
}

// Static marketing samples (spec §1), deliberately not loaded from the rooms API.
const SAMPLE_ROOMS: readonly SampleRoom[] = [
  {
    name: m('Presidential Suite'),
    type: 'suite',
    price: 299,
    capacity: 4,
    image: '/images/rooms/suite-1.svg',
    description: m('Two bedrooms, a private lounge and panoramic city views.'),
  },
  {
    name: m('Deluxe Double'),
    type: 'double',
    price: 149,
    capacity: 2,
    image: '/images/rooms/double-1.svg',
    description: m('A spacious room with a queen-size bed, work desk and rain shower.'),
  },
  {
    name: m('Cozy Single'),
    type: 'single',
    price: 89,
    capacity: 1,
    image: '/images/rooms/single-1.svg',
    description: m('Everything a solo traveller needs in a quiet, snug space.'),
  },
  {
    name: m('Hostel Dorm Bed'),
    type: 'hostel',
    price: 29,
    capacity: 6,
    image: '/images/rooms/hostel-1.svg',
    description: m('A bright shared dorm with personal lockers and a social lounge.'),
  },
];

const GALLERY_PHOTOS: readonly GalleryPhoto[] = [
  { src: '/images/gallery/spa.svg', title: m('Spa & wellness'), alt: m('Spa treatment room with soft lighting') },
  { src: '/images/gallery/gym.svg', title: m('Fitness center'), alt: m('Fitness center with treadmills and weights') },
  { src: '/images/gallery/lounge.svg', title: m('Coffee lounge'), alt: m('Coffee lounge with armchairs and a coffee bar') },
  { src: '/images/gallery/conference.svg', title: m('Conference room'), alt: m('Conference room with a long table and screen') },
  { src: '/images/gallery/garden.svg', title: m('Garden terrace'), alt: m('Garden terrace with plants and outdoor seating') },
  { src: '/images/gallery/bar.svg', title: m('Lobby bar'), alt: m('Lobby bar with stools and a row of bottles') },
];

const NO_STAY = { checkIn: '', checkOut: '' };
// The phone's own picker. A larger group sets its size on /rooms, whose Guests field goes up to the hotel's limit.
const PARTY_SIZES = Array.from({ length: 10 }, (_, i) => i + 1);

// Below the first screen: their code (the carousel; @mantine/form and zod) loads as the visitor scrolls down.
const PhotoGallery = lazy(() => import('../../components/public/PhotoGallery'));
const ContactForm = lazy(() => import('../../components/public/ContactForm'));
// The form card's height while its code loads, so the page does not jump.
const CONTACT_FORM_HEIGHT = 470;

function LandingHero() {
  const { hotelName } = useHotelInfo();
  const t = useT();

  return (
    <HeroCarousel id="home" slides={HERO_SLIDES} label={t('{hotelName} highlights', { hotelName })}>
      <Stack gap="lg" align="flex-start">
        <Badge size="lg" variant="white" radius="xl" leftSection={<IconStarFilled size={14} aria-hidden="true" />}>
          {t('1000+ happy guests')}
        </Badge>
        <Title order={1} className={classes.heroTitle}>
          {t('Welcome to {hotelName}', { hotelName })}
        </Title>
        <Text className={classes.heroLead}>
          {t('From private suites to friendly hostel dorms: comfortable rooms, great food and a front desk that is always open.')}
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/register" size="lg" radius="xl">
            {t('Book Your Stay')}
          </Button>
          <Button component={Link} to="/login" size="lg" radius="xl" variant="white" color="dark">
            {t('Sign In')}
          </Button>
        </Group>
        <StaySearch />
      </Stack>
    </HeroCarousel>
  );
}

/** Check-in, check-out and the party's size open /rooms with only the rooms free for that stay (no sign-in needed). */
function StaySearch() {
  const navigate = useNavigate();
  const [stay, setStay] = useState(NO_STAY);
  const [guests, setGuests] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const t = useT();
  const localize = useLocalize();
  const limits = stayPickerLimits(stay.checkIn, hotelToday());
  const setDate = (key: keyof typeof NO_STAY) => (day: string) => setStay((current) => ({ ...current, [key]: day }));

  const search = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = stayProblem(stay.checkIn, stay.checkOut);
    setError(problem);
    if (!problem) void navigate(withStay('/rooms', { ...stay, guests }));
  };

  return (
    <Paper
      component="form"
      onSubmit={search}
      noValidate
      radius="lg"
      p="md"
      shadow="md"
      w="100%"
      maw={640}
      c="var(--mantine-color-text)"
      aria-labelledby="stay-search-title"
    >
      <Text id="stay-search-title" fw={700} mb="xs">
        {t('Find a room for your dates')}
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <LazyHotelDateInput
          label={t('Check-in')}
          required
          excludeDate={limits.checkIn}
          value={stay.checkIn}
          onChange={setDate('checkIn')}
        />
        <LazyHotelDateInput
          label={t('Check-out')}
          required
          excludeDate={limits.checkOut}
          defaultDate={stay.checkIn || undefined}
          value={stay.checkOut}
          onChange={setDate('checkOut')}
        />
      </SimpleGrid>
      <Group gap="sm" mt="sm" wrap="nowrap">
        {/* Its options name it ('2 guests'): no label above, so the row is as tall as the button. */}
        <select
          aria-label={t('Guests')}
          className={classes.partySelect}
          value={guests}
          onChange={(event) => setGuests(Number(event.currentTarget.value))}
        >
          {PARTY_SIZES.map((size) => (
            <option key={size} value={size}>
              {guestsLabel(size)}
            </option>
          ))}
        </select>
        <Button type="submit" leftSection={<IconSearch size={16} />} style={{ flex: 1 }}>
          {t('Search Rooms')}
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {localize(error)}
        </Text>
      )}
    </Paper>
  );
}

function PageNav() {
  const t = useT();
  return (
    <nav aria-label={t('On this page')} className={classes.pageNav}>
      <Container size="lg">
        <ul className={classes.pageNavList}>
          {PAGE_SECTIONS.map((section) => (
            <li key={section.id}>
              <Button component="a" href={`#${section.id}`} variant="subtle" color="gray" radius="xl" size="sm">
                {t(section.label)}
              </Button>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}

function RoomCard({ room }: { room: SampleRoom }) {
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.liftCard}>
      <Card.Section>
        <img className={classes.cardImage} src={room.image} alt={t(room.name)} loading="lazy" decoding="async" />
      </Card.Section>
      <Group justify="space-between" mt="md" gap="xs">
        <Badge variant="light">{t(ROOM_TYPE_LABELS[room.type])}</Badge>
        <Group gap={4} c="dimmed">
          <IconUsers size={16} aria-hidden="true" />
          <Text size="sm">{t('Up to {count, plural, one {# guest} other {# guests}}', { count: room.capacity })}</Text>
        </Group>
      </Group>
      <Title order={3} size="h4" mt="sm">
        {t(room.name)}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="lg">
        {t(room.description)}
      </Text>
      <Group justify="space-between" align="flex-end" mt="auto" wrap="nowrap">
        <div>
          <Text fw={800} fz={26} lh={1}>
            {formatMoney(room.price)}
          </Text>
          <Text size="xs" c="dimmed">
            {t('per night')}
          </Text>
        </div>
        <Button component={Link} to="/login" variant="light" radius="xl">
          {t('Book Now')}
        </Button>
      </Group>
    </Card>
  );
}

function RoomsSection() {
  const { hotelName } = useHotelInfo();
  const t = useT();
  const tRich = useTRich();

  return (
    <PageSection id="rooms" labelledBy="rooms-title" alt>
      <SectionHeading
        id="rooms-title"
        eyebrow={t('Accommodations')}
        title={t('A room for every kind of trip')}
        description={t('From our Presidential Suite to a sociable hostel dorm, pick the stay that suits you.')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {SAMPLE_ROOMS.map((room) => (
          <RoomCard key={room.name} room={room} />
        ))}
      </SimpleGrid>
      <Text ta="center" c="dimmed" mt="xl">
        {tRich('<rooms>See all rooms</rooms> with live availability. New to {hotelName}? <register>Create Account</register> to book.', {
          hotelName,
          rooms: (chunks) => (
            <Anchor component={Link} to="/rooms" fw={600}>
              {chunks}
            </Anchor>
          ),
          register: (chunks) => (
            <Anchor component={Link} to="/register" fw={600}>
              {chunks}
            </Anchor>
          ),
        })}
      </Text>
    </PageSection>
  );
}

function FacilitiesSection() {
  const t = useT();
  return (
    <PageSection id="facilities" labelledBy="facilities-title">
      <SectionHeading
        id="facilities-title"
        eyebrow={t('Facilities')}
        title={t('Thoughtful touches, included')}
        description={t('Everything you need to work, relax and recharge, all under one roof.')}
      />
      <FeatureGrid features={PREMIUM_FACILITIES} />
    </PageSection>
  );
}

function GallerySection() {
  const t = useT();
  return (
    <PageSection id="gallery" labelledBy="gallery-title" alt size="md">
      <SectionHeading
        id="gallery-title"
        eyebrow={t('Photo gallery')}
        title={t('Take a look around')}
        description={t('A glimpse of the spaces waiting for you.')}
      />
      <WhenNear fallback={<div className={classes.galleryStage} style={{ aspectRatio: '16 / 9' }} />}>
        <PhotoGallery photos={GALLERY_PHOTOS} />
      </WhenNear>
    </PageSection>
  );
}

function ContactDetail({ icon: Icon, label, children }: { icon: TablerIcon; label: string; children: ReactNode }) {
  return (
    <Group gap="md" wrap="nowrap" align="flex-start">
      <ThemeIcon size={42} radius="md" variant="light" aria-hidden="true">
        <Icon size={22} stroke={1.6} />
      </ThemeIcon>
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Text fw={500}>{children}</Text>
      </div>
    </Group>
  );
}

function ContactSection() {
  const { address, contactPhone, contactEmail, checkInTime, checkOutTime } = useHotelInfo();
  const t = useT();

  return (
    <PageSection id="contact" labelledBy="contact-title">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 64 }}>
        <div>
          <SectionHeading
            id="contact-title"
            align="left"
            eyebrow={t('Contact')}
            title={t('Get in touch')}
            description={t('Questions about rooms, group bookings or events? Send us a message and our team will reply shortly.')}
          />
          <Stack gap="lg">
            <ContactDetail icon={IconMapPin} label={t('Address')}>
              {address}
            </ContactDetail>
            <ContactDetail icon={IconPhone} label={t('Phone')}>
              <Anchor href={telHref(contactPhone)} inherit>
                {contactPhone}
              </Anchor>
            </ContactDetail>
            <ContactDetail icon={IconMail} label={t('Email')}>
              <Anchor href={`mailto:${contactEmail}`} inherit>
                {contactEmail}
              </Anchor>
            </ContactDetail>
            <ContactDetail icon={IconClock} label={t('Check-in / check-out')}>
              {t('From {checkIn} · Until {checkOut}', { checkIn: clockTime(checkInTime), checkOut: clockTime(checkOutTime) })}
            </ContactDetail>
          </Stack>
        </div>

        <WhenNear fallback={<Card withBorder radius="lg" padding="xl" shadow="sm" mih={CONTACT_FORM_HEIGHT} />}>
          <ContactForm />
        </WhenNear>
      </SimpleGrid>
    </PageSection>
  );
}

export default function LandingPage() {
  return (
    <>
      <LandingHero />
      <PageNav />
      <RoomsSection />
      <FacilitiesSection />
      <GallerySection />
      <ContactSection />
    </>
  );
}
