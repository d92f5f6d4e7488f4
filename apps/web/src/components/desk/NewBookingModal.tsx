import { Group, Modal, NumberInput, SegmentedControl, Select, SimpleGrid, Stack, Switch, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import {
  DESK_MSG,
  GUEST_POLICY_LABELS,
  GUEST_SEARCH_MIN,
  OFFER_LABELS,
  deskBookingInput,
  type DeskBookingData,
  type DeskBookingInput,
  type Offer,
} from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { formatMoney } from '../../lib/format';
import { useHotelInfo } from '../../lib/hotel';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { QuoteBreakdown } from '../bookings/QuoteBreakdown';
import { useStayForm } from '../bookings/useStayForm';
import { StayRestriction, useStayQuote } from '../bookings/useStayQuote';
import { isDorm } from '../rooms/beds';
import { failureMessage } from '../staff/board';
import { FormFooter } from './FormFooter';
import type { CalendarRoom } from './types';

interface NewBookingModalProps {
  room: CalendarRoom;
  stay: { checkIn: string; checkOut: string };
  today: string;
  /** A dormitory's beds chosen on the calendar (one per guest). */
  beds?: number;
  onClose: () => void;
  onCreated: (bookingId: string) => void;
}

// A German or Spanish offer ("Non-refundable (10 % Rabatt)") is longer than a phone's width: its label wraps.
const WRAPPING_LABELS = { label: { whiteSpace: 'normal' } } as const;

// Both kinds' fields stay in the form, so switching back keeps what was typed; the schema keeps only the chosen kind's.
const NO_GUEST = { kind: 'walk-in', customerId: '', name: '', phone: '', email: '' } as DeskBookingInput['guest'];

/** A booking made at the desk for the selected nights: an existing guest (searched) or a walk-in. */
export function NewBookingModal({ room, stay: initialStay, today, beds = 1, onClose, onCreated }: NewBookingModalProps) {
  const t = useT();
  const localize = useLocalize();
  const dorm = isDorm(room);
  const { form, firstError, stay, nights, problem, fieldError, setStay } = useStayForm(
    deskBookingInput,
    {
      roomId: room._id,
      ...initialStay,
      guests: dorm ? beds : 1,
      specialRequests: '',
      guest: NO_GUEST,
      offer: 'flexible',
      ...(dorm ? { wholeRoom: false } : {}),
    },
    { room, today },
  );
  const wholeRoom = dorm && form.values.wholeRoom === true;
  const { guest } = form.values;
  const kind = guest.kind;
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [error, setError] = useState<string | null>(null);
  const create = trpc.desk.createBooking.useMutation();
  const { nonRefundableDiscountPercent } = useHotelInfo();
  const offer: Offer = nonRefundableDiscountPercent > 0 ? (form.values.offer ?? 'flexible') : 'flexible';
  // The guest's quote for these nights; a restriction it names is shown, and the desk may book around it.
  const guests = Number(form.values.guests) || 1;
  // A dormitory's quote is for its beds, one per guest; a whole dormitory is priced when booked.
  const { price, restriction } = useStayQuote(
    { roomId: room._id, ...stay, guests, offer, ...(dorm ? { beds: guests } : {}) },
    nights > 0 && !problem && !wholeRoom,
  );
  const found = trpc.desk.searchGuests.useQuery({ q: debounced }, { enabled: kind === 'existing' && debounced.length >= GUEST_SEARCH_MIN });

  const submit = async (data: DeskBookingData) => {
    if (problem) return setError(problem);
    try {
      // A dormitory's guests take one bed each, unless the group takes the whole room.
      const booking = await create.mutateAsync(dorm && !data.wholeRoom ? { ...data, beds: data.guests } : data);
      toast.success(localize(DESK_MSG.created));
      onCreated(booking._id);
    } catch (err) {
      const message = failureMessage(err, localize(DESK_MSG.guestRequired));
      setError(message);
      toast.error(message);
    }
  };
  const alert = firstError ?? error;

  return (
    <Modal opened onClose={onClose} title={t('New booking · Room {number}', { number: room.roomNumber })} size="lg">
      <form
        onSubmit={form.onSubmit(
          (data) => void submit(data),
          () => setError(null),
        )}
        noValidate
      >
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label={t('Check-in')}
              value={stay.checkIn}
              min={today}
              onChange={(event) => setStay({ checkIn: event.currentTarget.value })}
              error={fieldError('checkIn')}
            />
            <TextInput
              type="date"
              label={t('Check-out')}
              value={stay.checkOut}
              min={stay.checkIn}
              onChange={(event) => setStay({ checkOut: event.currentTarget.value })}
              error={fieldError('checkOut')}
            />
            <NumberInput
              label={dorm && !wholeRoom ? t('Beds') : t('Guests')}
              min={1}
              max={room.capacity}
              {...form.getInputProps('guests')}
              error={fieldError('guests')}
            />
          </Group>
          {dorm && (
            <Switch
              label={t('Whole room')}
              description={t('A group takes every bed of the dormitory')}
              {...form.getInputProps('wholeRoom', { type: 'checkbox' })}
            />
          )}
          {nonRefundableDiscountPercent > 0 && (
            <SegmentedControl
              styles={WRAPPING_LABELS}
              aria-label={t('Offer')}
              value={offer}
              onChange={(value) => form.setFieldValue('offer', value)}
              data={[
                { value: 'flexible', label: localize(OFFER_LABELS.flexible) },
                {
                  value: 'nonrefundable',
                  label: t('{offer} ({percent}% off)', {
                    offer: localize(OFFER_LABELS.nonrefundable),
                    percent: nonRefundableDiscountPercent,
                  }),
                },
              ]}
            />
          )}
          {dorm && (
            <Text size="sm" c="dimmed">
              {t('{policy} · {price} per bed per night', {
                policy: localize(GUEST_POLICY_LABELS[room.guestPolicy]),
                price: formatMoney(room.price),
              })}
            </Text>
          )}
          {restriction ? (
            <StayRestriction title={t("Outside the hotel's stay rules")} testId="desk-restriction">
              {t('{restriction}. Guests could not book this online; the desk may still book it.', { restriction })}
            </StayRestriction>
          ) : price && nights > 0 && !problem && !wholeRoom ? (
            <QuoteBreakdown quote={price} testId="desk-quote-total" />
          ) : (
            <Text size="sm" c="dimmed">
              {wholeRoom
                ? t('{room} · every bed of the dormitory, priced when booked.', { room: room.name })
                : t('{room} · choose the nights to see the price.', { room: room.name })}
            </Text>
          )}
          <SegmentedControl
            styles={WRAPPING_LABELS}
            value={kind}
            onChange={(value) => form.setFieldValue('guest.kind', value)}
            data={[
              { value: 'walk-in', label: t('Walk-in guest') },
              { value: 'existing', label: t('Existing guest') },
            ]}
          />
          {guest.kind === 'existing' ? (
            <Select
              label={t('Guest')}
              placeholder={t('Search by name, email or phone')}
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              // The server has already matched name, email or phone.
              filter={({ options }) => options}
              data={(found.data ?? []).map((g) => ({ value: g._id, label: [g.name, g.email, g.phone].filter(Boolean).join(' · ') }))}
              nothingFoundMessage={debounced.length >= GUEST_SEARCH_MIN ? t('No guest found') : localize(DESK_MSG.searchTooShort)}
              value={guest.customerId || null}
              onChange={(customerId) => form.setFieldValue('guest.customerId', customerId ?? '')}
              error={form.errors['guest.customerId']}
            />
          ) : (
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" verticalSpacing="xs">
              <TextInput label={t('Name')} required {...form.getInputProps('guest.name')} />
              <TextInput label={t('Phone')} required {...form.getInputProps('guest.phone')} />
              <TextInput
                label={t('Email')}
                description={t('Optional: the guest can claim the account by registering with it')}
                type="email"
                {...form.getInputProps('guest.email')}
              />
            </SimpleGrid>
          )}
          <Textarea label={t('Special requests')} autosize minRows={2} {...form.getInputProps('specialRequests')} />
          <FormFooter alert={alert} submitLabel={t('Create booking')} loading={create.isPending} onCancel={onClose} />
        </Stack>
      </form>
    </Modal>
  );
}
