import { useHotelInfo } from '../../lib/hotel';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Card,
  Checkbox,
  Container,
  Divider,
  Grid,
  Group,
  Image,
  NumberInput,
  Radio,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCalendarEvent, IconInfoCircle, IconUsers } from '@tabler/icons-react';
import { useDeferredValue, useEffect, useState } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import {
  BEDS_MSG,
  BOOKINGS_MSG,
  DEFAULT_ROOM_IMAGE,
  MAX_GUESTS,
  MAX_STAY_NIGHTS,
  OFFER_LABELS,
  ROOM_TYPE_LABELS,
  ROOMS_MSG,
  addDays,
  createBookingInput,
  hotelToday,
  isHotelDay,
  roomStatusProblem,
  type CreateBookingData,
  type Offer,
} from '@innkeep/api-contract';
import { PageLoader } from '../../components/PageLoader';
import { QuoteBreakdown } from '../../components/bookings/QuoteBreakdown';
import { HotelDateInput } from '../../components/bookings/HotelDateInput';
import { StayCalendar } from '../../components/bookings/StayCalendar';
import { stayPickerLimits, takenWithin, type NightRange } from '../../components/bookings/nights';
import { asGuests, readStaySearch, staySearchString, withStay, type StaySearch } from '../../components/bookings/staySearch';
import { useStayForm } from '../../components/bookings/useStayForm';
import { StayRestriction, useStayQuote } from '../../components/bookings/useStayQuote';
import { BedsFree, GuestPolicyBadge, isDorm } from '../../components/rooms/beds';
import { StayStatusBadge } from '../../components/rooms/RoomStatusBadge';
import type { BookedNights, RoomDetails } from '../../components/rooms/types';
import { useLanguage, useLocalize, useT } from '../../i18n/language';
import { dateTime, formatDay, formatMoney } from '../../lib/format';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';

export default function BookRoomPage() {
  const { roomId = '' } = useParams();
  const navigate = useNavigate();
  const room = trpc.rooms.byId.useQuery({ id: roomId }, { retry: false });
  const booked = trpc.rooms.bookedNights.useQuery({ id: roomId }, { enabled: room.isSuccess });
  const localize = useLocalize();
  useEffect(() => {
    // Spec §8: a room that cannot be loaded sends the guest back to the list.
    if (room.error) {
      toast.error(localize(ROOMS_MSG.loadFailed));
      void navigate('/rooms', { replace: true });
    }
  }, [room.error, navigate, localize]);

  // The form and its calendar render after each answer's arrival, in renders that yield to the browser.
  const data = useDeferredValue(room.data);
  const bookedNights = useDeferredValue(booked.data);
  if (!data) return <PageLoader />;
  return <BookingPage room={data} booked={bookedNights} />;
}

/** The stay passed from the search, /rooms or the room's page: it pre-fills the form. */
function useInitialStay(): StaySearch {
  const [params] = useSearchParams();
  return readStaySearch(params);
}

/**
 * The form's dates and party size go back into the address as they change (replacing the entry), so a
 * reload or a detour through signing in comes back to the same values.
 */
function useStayInAddress(stay: StaySearch) {
  const [params, setParams] = useSearchParams();
  const query = staySearchString(stay);
  useEffect(() => {
    if (query !== params.toString()) setParams(query, { replace: true });
  }, [query, params, setParams]);
}

/** "the night of Jun 5" or "the nights of Jun 5 – Jun 7": the nights a range holds, not its check-out morning. */
function describeNights(range: NightRange, t: ReturnType<typeof useT>): string {
  const last = addDays(range.checkOut, -1);
  return last === range.checkIn
    ? t('the night of {day}', { day: formatDay(range.checkIn) })
    : t('the nights of {from} – {to}', { from: formatDay(range.checkIn), to: formatDay(last) });
}

function BookingPage({ room, booked }: { room: RoomDetails; booked: BookedNights | undefined }) {
  const { nonRefundableDiscountPercent } = useHotelInfo();
  const navigate = useNavigate();
  const t = useT();
  const localize = useLocalize();
  const { language } = useLanguage();
  const utils = trpc.useUtils();
  const create = trpc.bookings.create.useMutation();
  const initialStay = useInitialStay();
  // The hotel's today from the server, so "past" means the same here as when the booking is checked.
  const today = booked?.today ?? hotelToday();
  const dorm = isDorm(room);
  // A dormitory's booked nights are those with no bed left; the beds free for the chosen dates limit the rest.
  const ranges = booked?.ranges ?? [];
  const [bedDates, setBedDates] = useState<NightRange>({ checkIn: initialStay.checkIn, checkOut: initialStay.checkOut });
  const freeBeds = useBedsFree(room, bedDates);
  const maxGuests = dorm ? Math.min(freeBeds ?? room.capacity, MAX_GUESTS) : room.capacity;
  const { form, stay, nights, problem, fieldError, setStay } = useStayForm(
    createBookingInput,
    {
      roomId: room._id,
      checkIn: initialStay.checkIn,
      checkOut: initialStay.checkOut,
      guests: initialStay.guests ?? 1,
      specialRequests: '',
      offer: 'flexible',
    },
    { room: { capacity: maxGuests }, today, ranges },
  );
  // A female- or male-only dormitory: the guest confirms the beds are for such guests.
  const policy = dorm && room.guestPolicy !== 'mixed' ? room.guestPolicy : null;
  const [policyConfirmed, setPolicyConfirmed] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  // Once booked, the live feed refetches this room's nights, which now hold the stay just made.
  const [justBooked, setJustBooked] = useState(false);

  const { checkIn, checkOut } = stay;
  const offer: Offer = nonRefundableDiscountPercent > 0 ? (form.getValues().offer ?? 'flexible') : 'flexible';
  const guests = Number(form.getValues().guests) || 1;
  useStayInAddress({ checkIn, checkOut, guests: asGuests(form.getValues().guests) });
  // The server prices the stay (nightly rates, extra persons, discount, taxes) and names a broken restriction.
  const { quote, price, restriction } = useStayQuote(
    { roomId: room._id, checkIn, checkOut, guests, offer, ...(dorm ? { beds: guests } : {}) },
    nights > 0 && !problem,
  );
  const taken = takenWithin(checkIn, checkOut, ranges);
  // The room's status matters only for the chosen check-in (tonight until one is chosen).
  const statusProblem = roomStatusProblem(room, checkIn || today, today);
  const available = !statusProblem;
  const canSubmit =
    !!price && !quote.isPlaceholderData && !problem && taken.length === 0 && available && (!policy || policyConfirmed) && !create.isPending;

  const changeStay = (next: NightRange) => {
    setFormError(null);
    setStay(next);
    setBedDates({ ...stay, ...next });
  };
  const setDate = (key: keyof NightRange) => (day: string) => changeStay({ ...stay, [key]: day });
  // Past days and booked nights are greyed in the pickers; typed ones still reach the messages above.
  const limits = stayPickerLimits(checkIn, today, ranges);

  // A non-refundable stay is paid in full at booking: straight on to the QR pay page for its whole total.
  const payLink = trpc.folio.createPayLink.useMutation();
  const payInFull = async (bookingId: string): Promise<boolean> => {
    try {
      const { url } = await payLink.mutateAsync({ id: bookingId });
      void navigate(url);
      return true;
    } catch (err) {
      // The booking stands; the dashboard's Pay balance makes the same link.
      toast.error(errorMessage(err, localize(BOOKINGS_MSG.payLinkFailed)));
      return false;
    }
  };

  const submit = async (data: CreateBookingData) => {
    const full = dorm ? BEDS_MSG.noBedsLeft : BOOKINGS_MSG.overlap(room.roomNumber, checkIn, checkOut);
    const blocked = problem ?? (taken.length > 0 ? full : null);
    if (blocked) {
      setFormError(blocked);
      return;
    }
    try {
      // Each guest in a dormitory takes one bed.
      const booking = await create.mutateAsync(dorm ? { ...data, beds: data.guests } : data);
      setJustBooked(true);
      toast.success(localize(BOOKINGS_MSG.created));
      if (booking.reference) toast.info(BOOKINGS_MSG.referenceIs(booking.reference));
      await Promise.all([utils.customer.dashboard.invalidate(), utils.bookings.mine.invalidate()]);
      // Marked stale, not refetched: this page's booked nights would now include the new booking and
      // show "Some nights are already booked" for the stay just booked while the dashboard loads.
      void utils.rooms.invalidate(undefined, { refetchType: 'none' });
      if (data.offer === 'nonrefundable' && (await payInFull(booking._id))) return;
      void navigate('/customer/dashboard', { state: { highlight: booking._id } });
    } catch (err) {
      const message = errorMessage(err, localize(BOOKINGS_MSG.createFailed));
      setFormError(message);
      toast.error(message);
      // Someone may just have taken these nights: show them.
      void utils.rooms.bookedNights.invalidate({ id: room._id });
    }
  };

  return (
    <Container size="lg" py="xl">
      <Anchor
        component={Link}
        to={withStay(`/rooms/${room._id}`, { checkIn, checkOut, guests })}
        size="sm"
        mb="md"
        display="inline-flex"
        style={{ alignItems: 'center', gap: 4 }}
      >
        <IconArrowLeft size={16} /> {t('Back to room details')}
      </Anchor>
      <Title order={1} mb="lg">
        {t('Book Your Stay')}
      </Title>

      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 1, md: 2 }}>
          <RoomSummary room={freeBeds === null ? room : { ...room, bedsFree: freeBeds }} checkIn={checkIn} />
        </Grid.Col>

        <Grid.Col span={{ base: 12, md: 7 }} order={{ base: 2, md: 1 }}>
          <Card withBorder radius="lg" padding="lg" component="form" onSubmit={form.onSubmit((data) => void submit(data))} noValidate>
            <Stack gap="md">
              {!available && (
                <Alert color="orange" variant="light" icon={<IconAlertTriangle />} title={t('Not bookable right now')}>
                  {statusProblem && localize(statusProblem)}
                </Alert>
              )}
              <Grid gap="md">
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <HotelDateInput
                    label={t('Check-in')}
                    required
                    excludeDate={limits.checkIn}
                    value={checkIn}
                    onChange={setDate('checkIn')}
                    error={fieldError('checkIn')}
                  />
                </Grid.Col>
                <Grid.Col span={{ base: 12, xs: 6 }}>
                  <HotelDateInput
                    label={t('Check-out')}
                    required
                    excludeDate={limits.checkOut}
                    defaultDate={checkIn || today}
                    value={checkOut}
                    onChange={setDate('checkOut')}
                    error={fieldError('checkOut')}
                  />
                </Grid.Col>
              </Grid>
              {!checkIn || !checkOut ? (
                <Text size="sm" c="dimmed">
                  {localize(BOOKINGS_MSG.datesRequired)}. {t('Stays can be up to {max} nights.', { max: MAX_STAY_NIGHTS })}
                </Text>
              ) : (
                taken.length > 0 &&
                !justBooked && (
                  <Alert color="red" variant="light" icon={<IconCalendarEvent />} title={t('Some nights are already booked')}>
                    {t(
                      '{kind, select, dorm {Every bed is taken} other {This room is taken}} for {nights}. Please choose other dates: booked nights are struck through in red and cannot be picked in the calendar below.',
                      {
                        kind: dorm ? 'dorm' : 'room',
                        nights: new Intl.ListFormat(language, { type: 'conjunction' }).format(
                          taken.map((range) => describeNights(range, t)),
                        ),
                      },
                    )}
                  </Alert>
                )
              )}

              {restriction && (
                <StayRestriction title={t('These dates cannot be booked')} testId="stay-restriction">
                  {restriction}
                </StayRestriction>
              )}

              <StayCalendar
                ranges={ranges}
                today={today}
                stay={stay}
                onChange={changeStay}
                bookedLabel={dorm ? localize(BEDS_MSG.noBedLeft) : undefined}
              />

              <NumberInput
                label={dorm ? t('Beds') : t('Guests')}
                required
                description={
                  dorm
                    ? freeBeds === null
                      ? t('One bed for each guest: up to {count, plural, one {# bed} other {# beds}}', { count: maxGuests })
                      : t('One bed for each guest: up to {count, plural, one {# bed} other {# beds}} free for these nights', {
                          count: maxGuests,
                        })
                    : t('Up to {count, plural, one {# guest} other {# guests}} in this room', { count: room.capacity })
                }
                min={1}
                max={maxGuests}
                clampBehavior="none"
                allowDecimal={false}
                allowNegative={false}
                {...form.getInputProps('guests')}
                error={fieldError('guests')}
              />
              {policy && (
                <Checkbox
                  required
                  label={t(
                    '{policy, select, female {I confirm these beds are for female guests} other {I confirm these beds are for male guests}}',
                    { policy },
                  )}
                  description={t(
                    '{policy, select, female {Female only: this dormitory is for female guests only.} other {Male only: this dormitory is for male guests only.}}',
                    { policy },
                  )}
                  checked={policyConfirmed}
                  onChange={(event) => setPolicyConfirmed(event.currentTarget.checked)}
                />
              )}
              <Textarea
                label={t('Special Requests')}
                placeholder={t('Arrival time, extra pillows, a quiet room…')}
                // A fixed height the guest may drag taller: autosize measures the whole page's styles as the form mounts.
                rows={3}
                resize="vertical"
                maxLength={1000}
                {...form.getInputProps('specialRequests')}
              />

              {nonRefundableDiscountPercent > 0 && (
                <Radio.Group label={t('Offer')} {...form.getInputProps('offer')}>
                  <Stack gap="xs" mt={4}>
                    <Radio
                      value="flexible"
                      label={t(OFFER_LABELS.flexible)}
                      description={
                        price?.offer === 'flexible' && price.cancellableUntil
                          ? t('Free cancellation until {time}', { time: dateTime(price.cancellableUntil) })
                          : t('Free cancellation until shortly before check-in')
                      }
                    />
                    <Radio
                      value="nonrefundable"
                      label={t('{offer}: {percent}% off', { offer: t(OFFER_LABELS.nonrefundable), percent: nonRefundableDiscountPercent })}
                      description={t('Paid in full at booking. Cancelling refunds nothing.')}
                    />
                  </Stack>
                </Radio.Group>
              )}

              <Divider />
              <Stack gap={4}>
                {price ? (
                  <QuoteBreakdown quote={price} testId="booking-total" />
                ) : (
                  <Text size="sm" c="dimmed">
                    {restriction ? restriction : t('Choose your dates to see the price.')}
                  </Text>
                )}
                {offer === 'nonrefundable' ? (
                  <Alert color="orange" variant="light" icon={<IconInfoCircle />} data-testid="nonrefundable-notice">
                    {localize(BOOKINGS_MSG.nonRefundable)}. {t('You pay the whole stay right after confirming, on the next page.')}
                  </Alert>
                ) : (
                  <Text size="xs" c="dimmed">
                    {price?.cancellableUntil
                      ? t('No booking fees. Free cancellation until {time}.', { time: dateTime(price.cancellableUntil) })
                      : t('No booking fees.')}
                  </Text>
                )}
              </Stack>

              {formError && (
                <Alert color="red" variant="light" role="alert" icon={<IconInfoCircle />}>
                  {localize(formError)}
                </Alert>
              )}
              <Button type="submit" size="md" disabled={!canSubmit} loading={create.isPending || payLink.isPending}>
                {t('Confirm Booking')}
              </Button>
            </Stack>
          </Card>
        </Grid.Col>
      </Grid>
    </Container>
  );
}

function RoomSummary({ room, checkIn }: { room: RoomDetails; checkIn: string }) {
  const dorm = isDorm(room);
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="lg">
      <Card.Section>
        <Image src={room.images[0] || DEFAULT_ROOM_IMAGE} fallbackSrc={DEFAULT_ROOM_IMAGE} alt={room.name} h={{ base: 160, md: 220 }} />
      </Card.Section>
      <Stack gap={6} mt="md">
        <Group justify="space-between" wrap="nowrap">
          <Title order={2} size="h4">
            {room.name}
          </Title>
          <StayStatusBadge room={room} checkIn={checkIn} />
        </Group>
        {dorm && (
          <Group gap="xs">
            <GuestPolicyBadge room={room} />
            <BedsFree room={room} />
          </Group>
        )}
        <Text size="sm" c="dimmed">
          {t('{type} · Room {number} · Floor {floor}', {
            type: t(ROOM_TYPE_LABELS[room.type]),
            number: room.roomNumber,
            floor: room.floor,
          })}
        </Text>
        <Group justify="space-between" mt="xs">
          <Badge variant="light" leftSection={<IconUsers size={14} />} tt="none">
            {dorm
              ? t('{count, plural, one {# bed} other {# beds}}', { count: room.capacity })
              : t('Up to {count, plural, one {# guest} other {# guests}}', { count: room.capacity })}
          </Badge>
          <Text fw={700}>
            {formatMoney(room.price)}
            <Text span size="sm" c="dimmed" fw={500}>
              {' '}
              {dorm ? t('per bed') : t('/ night')}
            </Text>
          </Text>
        </Group>
      </Stack>
    </Card>
  );
}

/** The beds of a dormitory free on every night of a chosen stay; null for a room, or before both dates are chosen. */
function useBedsFree(room: RoomDetails, stay: NightRange): number | null {
  const { checkIn, checkOut } = stay;
  const chosen = isDorm(room) && isHotelDay(checkIn) && isHotelDay(checkOut) && checkIn < checkOut;
  const answer = trpc.rooms.byId.useQuery(
    { id: room._id, checkIn, checkOut },
    { enabled: chosen, retry: false, placeholderData: (previous) => previous },
  );
  return chosen ? (answer.data?.bedsFree ?? null) : null;
}
