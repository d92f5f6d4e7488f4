import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Select, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { DESK_MSG, GUEST_SEARCH_MIN, bookingProblem, stayNights, type DeskBookingInput } from '@innkeep/api-contract';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { failureMessage } from '../staff/board';
import type { CalendarRoom } from './types';

interface NewBookingModalProps {
  room: CalendarRoom;
  stay: { checkIn: string; checkOut: string };
  today: string;
  onClose: () => void;
  onCreated: (bookingId: string) => void;
}

/** A booking made at the desk for the selected nights: an existing guest (searched) or a walk-in. */
export function NewBookingModal({ room, stay: initialStay, today, onClose, onCreated }: NewBookingModalProps) {
  const [stay, setStay] = useState(initialStay);
  const [guests, setGuests] = useState<number | string>(1);
  const [kind, setKind] = useState<'existing' | 'walk-in'>('walk-in');
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  const [customerId, setCustomerId] = useState<string | null>(null);
  const [walkIn, setWalkIn] = useState({ name: '', phone: '', email: '' });
  const [specialRequests, setSpecialRequests] = useState('');
  const [error, setError] = useState<string | null>(null);
  const create = trpc.desk.createBooking.useMutation();
  const found = trpc.desk.searchGuests.useQuery({ q: debounced }, { enabled: kind === 'existing' && debounced.length >= GUEST_SEARCH_MIN });

  const nights = stayNights(stay.checkIn, stay.checkOut);
  const problem = bookingProblem({ ...stay, guests: Number(guests) || 0 }, room, today);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const guest: DeskBookingInput['guest'] | null = kind === 'existing' ? (customerId ? { kind, customerId } : null) : { kind, ...walkIn };
    const blocked = problem ?? (guest ? null : DESK_MSG.guestRequired);
    if (blocked || !guest) {
      setError(blocked);
      return;
    }
    try {
      const booking = await create.mutateAsync({ roomId: room._id, ...stay, guests: Number(guests), specialRequests, guest });
      toast.success(DESK_MSG.created);
      onCreated(booking._id);
    } catch (err) {
      const message = failureMessage(err, DESK_MSG.guestRequired);
      setError(message);
      toast.error(message);
    }
  };

  return (
    <Modal opened onClose={onClose} title={`New booking · Room ${room.roomNumber}`} size="lg">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          <Group grow align="flex-start">
            <TextInput
              type="date"
              label="Check-in"
              value={stay.checkIn}
              min={today}
              onChange={(event) => setStay({ ...stay, checkIn: event.currentTarget.value })}
            />
            <TextInput
              type="date"
              label="Check-out"
              value={stay.checkOut}
              min={stay.checkIn}
              onChange={(event) => setStay({ ...stay, checkOut: event.currentTarget.value })}
            />
            <NumberInput label="Guests" min={1} max={room.capacity} value={guests} onChange={setGuests} />
          </Group>
          <Text size="sm" c="dimmed">
            {room.name} · {nights > 0 ? `${nights} × ${formatMoney(room.price)} = ${formatMoney(nights * room.price)}` : '—'}
          </Text>
          <SegmentedControl
            value={kind}
            onChange={(value) => setKind(value)}
            data={[
              { value: 'walk-in', label: 'Walk-in guest' },
              { value: 'existing', label: 'Existing guest' },
            ]}
          />
          {kind === 'existing' ? (
            <Select
              label="Guest"
              placeholder="Search by name, email or phone"
              searchable
              searchValue={search}
              onSearchChange={setSearch}
              // The server has already matched name, email or phone.
              filter={({ options }) => options}
              data={(found.data ?? []).map((g) => ({ value: g._id, label: [g.name, g.email, g.phone].filter(Boolean).join(' · ') }))}
              value={customerId}
              onChange={setCustomerId}
              nothingFoundMessage={debounced.length >= GUEST_SEARCH_MIN ? 'No guest found' : DESK_MSG.searchTooShort}
            />
          ) : (
            <Group grow align="flex-start">
              <TextInput
                label="Name"
                required
                value={walkIn.name}
                onChange={(e) => setWalkIn({ ...walkIn, name: e.currentTarget.value })}
              />
              <TextInput
                label="Phone"
                required
                value={walkIn.phone}
                onChange={(e) => setWalkIn({ ...walkIn, phone: e.currentTarget.value })}
              />
              <TextInput
                label="Email"
                description="Optional: the guest can claim the account by registering with it"
                type="email"
                value={walkIn.email}
                onChange={(e) => setWalkIn({ ...walkIn, email: e.currentTarget.value })}
              />
            </Group>
          )}
          <Textarea
            label="Special requests"
            value={specialRequests}
            onChange={(e) => setSpecialRequests(e.currentTarget.value)}
            autosize
            minRows={2}
          />
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle />} role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={create.isPending}>
              Create booking
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
