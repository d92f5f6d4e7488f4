import { lazy, useState, type FormEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Badge, Button, Card, Container, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconClock, IconMail, IconMapPin, IconPhone, IconSearch, IconStarFilled, IconUsers, type TablerIcon } from '@tabler/icons-react';
import { ROOM_TYPE_LABELS, hotelToday, stayProblem, type RoomType } from '@innkeep/api-contract';
import { LazyHotelDateInput } from '../../components/bookings/LazyHotelDateInput';
import { stayPickerLimits } from '../../components/bookings/nights';
import { guestsLabel, withStay } from '../../components/bookings/staySearch';
import { HeroCarousel, type HeroSlide } from '../../components/public/HeroCarousel';
import { telHref } from '../../layout/Footer';
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
    title: 'A warm welcome',
    subtitle: 'An elegant lobby and a front desk that never sleeps.',
    alt: 'Hotel lobby with the reception desk and lounge seating',
  },
  {
    image: '/images/hero/pool.svg',
    title: 'Swim and unwind',
    subtitle: 'A heated pool, open from 6:00 AM to 10:00 PM.',
    alt: 'Swimming pool surrounded by sun loungers',
  },
  {
    image: '/images/hero/restaurant.svg',
    title: 'Dine in style',
    subtitle: 'Seasonal menus from breakfast to late dinner, or in your room.',
    alt: 'Restaurant dining room with set tables',
  },
  {
    image: '/images/hero/exterior.svg',
    title: 'In the heart of the city',
    subtitle: 'Steps from shops, sights and public transport.',
    alt: 'The hotel building seen from the street',
  },
];

const PAGE_SECTIONS = [
  { id: 'home', label: 'Home' },
  { id: 'rooms', label: 'Rooms' },
  { id: 'facilities', label: 'Facilities' },
  { id: 'gallery', label: 'Gallery' },
  { id: 'contact', label: 'Contact' },
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
    name: 'Presidential Suite',
    type: 'suite',
    price: 299,
    capacity: 4,
    image: '/images/rooms/suite-1.svg',
    description: 'Two bedrooms, a private lounge and panoramic city views.',
  },
  {
    name: 'Deluxe Double',
    type: 'double',
    price: 149,
    capacity: 2,
    image: '/images/rooms/double-1.svg',
    description: 'A spacious room with a queen-size bed, work desk and rain shower.',
  },
  {
    name: 'Cozy Single',
    type: 'single',
    price: 89,
    capacity: 1,
    image: '/images/rooms/single-1.svg',
    description: 'Everything a solo traveller needs in a quiet, snug space.',
  },
  {
    name: 'Hostel Dorm Bed',
    type: 'hostel',
    price: 29,
    capacity: 6,
    image: '/images/rooms/hostel-1.svg',
    description: 'A bright shared dorm with personal lockers and a social lounge.',
  },
];

const GALLERY_PHOTOS: readonly GalleryPhoto[] = [
  { src: '/images/gallery/spa.svg', title: 'Spa & wellness', alt: 'Spa treatment room with soft lighting' },
  { src: '/images/gallery/gym.svg', title: 'Fitness center', alt: 'Fitness center with treadmills and weights' },
  { src: '/images/gallery/lounge.svg', title: 'Coffee lounge', alt: 'Coffee lounge with armchairs and a coffee bar' },
  { src: '/images/gallery/conference.svg', title: 'Conference room', alt: 'Conference room with a long table and screen' },
  { src: '/images/gallery/garden.svg', title: 'Garden terrace', alt: 'Garden terrace with plants and outdoor seating' },
  { src: '/images/gallery/bar.svg', title: 'Lobby bar', alt: 'Lobby bar with stools and a row of bottles' },
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

  return (
    <HeroCarousel id="home" slides={HERO_SLIDES} label={`${hotelName} highlights`}>
      <Stack gap="lg" align="flex-start">
        <Badge size="lg" variant="white" radius="xl" leftSection={<IconStarFilled size={14} aria-hidden="true" />}>
          1000+ happy guests
        </Badge>
        <Title order={1} className={classes.heroTitle}>
          Welcome to {hotelName}
        </Title>
        <Text className={classes.heroLead}>
          From private suites to friendly hostel dorms: comfortable rooms, great food and a front desk that is always open.
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/register" size="lg" radius="xl">
            Book Your Stay
          </Button>
          <Button component={Link} to="/login" size="lg" radius="xl" variant="white" color="dark">
            Sign In
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
        Find a room for your dates
      </Text>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="sm">
        <LazyHotelDateInput label="Check-in" required excludeDate={limits.checkIn} value={stay.checkIn} onChange={setDate('checkIn')} />
        <LazyHotelDateInput
          label="Check-out"
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
          aria-label="Guests"
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
          Search Rooms
        </Button>
      </Group>
      {error && (
        <Text c="red" size="sm" mt="xs" role="alert">
          {error}
        </Text>
      )}
    </Paper>
  );
}

function PageNav() {
  return (
    <nav aria-label="On this page" className={classes.pageNav}>
      <Container size="lg">
        <ul className={classes.pageNavList}>
          {PAGE_SECTIONS.map((section) => (
            <li key={section.id}>
              <Button component="a" href={`#${section.id}`} variant="subtle" color="gray" radius="xl" size="sm">
                {section.label}
              </Button>
            </li>
          ))}
        </ul>
      </Container>
    </nav>
  );
}

function RoomCard({ room }: { room: SampleRoom }) {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.liftCard}>
      <Card.Section>
        <img className={classes.cardImage} src={room.image} alt={room.name} loading="lazy" decoding="async" />
      </Card.Section>
      <Group justify="space-between" mt="md" gap="xs">
        <Badge variant="light">{ROOM_TYPE_LABELS[room.type]}</Badge>
        <Group gap={4} c="dimmed">
          <IconUsers size={16} aria-hidden="true" />
          <Text size="sm">Up to {room.capacity === 1 ? '1 guest' : `${room.capacity} guests`}</Text>
        </Group>
      </Group>
      <Title order={3} size="h4" mt="sm">
        {room.name}
      </Title>
      <Text size="sm" c="dimmed" mt={4} mb="lg">
        {room.description}
      </Text>
      <Group justify="space-between" align="flex-end" mt="auto" wrap="nowrap">
        <div>
          <Text fw={800} fz={26} lh={1}>
            {formatMoney(room.price)}
          </Text>
          <Text size="xs" c="dimmed">
            per night
          </Text>
        </div>
        <Button component={Link} to="/login" variant="light" radius="xl">
          Book Now
        </Button>
      </Group>
    </Card>
  );
}

function RoomsSection() {
  const { hotelName } = useHotelInfo();

  return (
    <PageSection id="rooms" labelledBy="rooms-title" alt>
      <SectionHeading
        id="rooms-title"
        eyebrow="Accommodations"
        title="A room for every kind of trip"
        description="From our Presidential Suite to a sociable hostel dorm, pick the stay that suits you."
      />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {SAMPLE_ROOMS.map((room) => (
          <RoomCard key={room.name} room={room} />
        ))}
      </SimpleGrid>
      <Text ta="center" c="dimmed" mt="xl">
        <Anchor component={Link} to="/rooms" fw={600}>
          See all rooms
        </Anchor>{' '}
        with live availability. New to {hotelName}?{' '}
        <Anchor component={Link} to="/register" fw={600}>
          Create Account
        </Anchor>{' '}
        to book.
      </Text>
    </PageSection>
  );
}

function FacilitiesSection() {
  return (
    <PageSection id="facilities" labelledBy="facilities-title">
      <SectionHeading
        id="facilities-title"
        eyebrow="Facilities"
        title="Thoughtful touches, included"
        description="Everything you need to work, relax and recharge, all under one roof."
      />
      <FeatureGrid features={PREMIUM_FACILITIES} />
    </PageSection>
  );
}

function GallerySection() {
  return (
    <PageSection id="gallery" labelledBy="gallery-title" alt size="md">
      <SectionHeading
        id="gallery-title"
        eyebrow="Photo gallery"
        title="Take a look around"
        description="A glimpse of the spaces waiting for you."
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

  return (
    <PageSection id="contact" labelledBy="contact-title">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 64 }}>
        <div>
          <SectionHeading
            id="contact-title"
            align="left"
            eyebrow="Contact"
            title="Get in touch"
            description="Questions about rooms, group bookings or events? Send us a message and our team will reply shortly."
          />
          <Stack gap="lg">
            <ContactDetail icon={IconMapPin} label="Address">
              {address}
            </ContactDetail>
            <ContactDetail icon={IconPhone} label="Phone">
              <Anchor href={telHref(contactPhone)} inherit>
                {contactPhone}
              </Anchor>
            </ContactDetail>
            <ContactDetail icon={IconMail} label="Email">
              <Anchor href={`mailto:${contactEmail}`} inherit>
                {contactEmail}
              </Anchor>
            </ContactDetail>
            <ContactDetail icon={IconClock} label="Check-in / check-out">
              From {clockTime(checkInTime)} · Until {clockTime(checkOutTime)}
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
