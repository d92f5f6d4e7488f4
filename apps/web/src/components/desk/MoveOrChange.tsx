import { Group, NumberInput, Select, Stack, Switch, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { DESK_MSG, MAX_GUESTS, changeBookingInput, type ChangeBookingData } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { formatMoney } from '../../lib/format';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { QuoteBreakdown } from '../bookings/QuoteBreakdown';
import { useStayForm } from '../bookings/useStayForm';
import { failureMessage } from '../staff/board';
import { AgreedTotal } from './AgreedTotal';
import { FormFooter } from './FormFooter';
import type { DeskBooking } from './types';

/** Where a drag on /desk dropped the booking: its new room and nights. */
export interface MoveTarget {
  roomId: string;
  checkIn: string;
  checkOut: string;
}

interface MoveOrChangeProps {
  booking: DeskBooking;
  today: string;
  /** The room and nights a drag chose; the booking's own without one. */
  target?: MoveTarget;
  onDone: () => void;
  onCancel?: () => void;
}

/**
 * Move to a free room that fits the party, change the dates or the guests. Before saving it shows the old
 * and the new total from the server's preview: kept nights keep their stored price unless the desk
 * re-prices the whole stay, and the desk may set another total with a reason (audited).
 */
export function MoveOrChange({ booking, today, target, onDone, onCancel }: MoveOrChangeProps) {
  const t = useT();
  const localize = useLocalize();
  const [error, setError] = useState<string | null>(null);
  const inHouse = booking.status === 'checked-in';
  const { form, firstError, stay, nights, problem, fieldError, setStay } = useStayForm(
    changeBookingInput,
    {
      id: booking._id,
      roomId: target?.roomId ?? booking.room._id,
      checkIn: target?.checkIn ?? booking.checkIn,
      checkOut: target?.checkOut ?? booking.checkOut,
      guests: booking.guests,
      reprice: false,
      total: undefined,
      totalReason: '',
    },
    // A stay already begun keeps its check-in in the past, as the server allows. The capacity of the
    // chosen room is checked by the server; the list below offers only rooms that fit.
    { room: { capacity: MAX_GUESTS }, today: inHouse ? booking.checkIn : today },
  );
  const change = trpc.desk.changeBooking.useMutation();
  const { roomId, reprice } = form.values;
  const guests = Number(form.values.guests) || 0;
  const datesOk = nights > 0 && !problem;
  // Rooms free for the new nights that hold the party; the booking's own room is free for it too.
  const free = trpc.rooms.list.useQuery({ checkIn: stay.checkIn, checkOut: stay.checkOut }, { enabled: datesOk });
  const options = [
    { value: booking.room._id, label: t('Room {number} (current)', { number: booking.room.roomNumber }) },
    ...(free.data ?? [])
      .filter((r) => r._id !== booking.room._id && r.capacity >= guests)
      .map((r) => ({
        value: r._id,
        label: t('Room {number} · {name} · up to {capacity}', { number: r.roomNumber, name: r.name, capacity: r.capacity }),
      })),
  ];
  // The preview follows the room, nights, guests and the re-price switch, not each keystroke of a total.
  const [request] = useDebouncedValue({ id: booking._id, roomId, ...stay, guests, reprice: Boolean(reprice) }, 200);
  const preview = trpc.desk.previewChange.useQuery(request, {
    enabled: datesOk && guests > 0,
    retry: false,
    placeholderData: (previous) => previous,
  });

  const submit = async (data: ChangeBookingData) => {
    if (problem) return setError(problem);
    try {
      await change.mutateAsync(data);
      toast.success(localize(DESK_MSG.changed));
      onDone();
    } catch (err) {
      setError(failureMessage(err, localize(DESK_MSG.notChangeable(booking.status))));
    }
  };
  const alert = firstError ?? error ?? (preview.isError ? preview.error.message : null);
  const price = preview.isError ? undefined : preview.data;
  return (
    <form
      onSubmit={form.onSubmit(
        (data) => void submit(data),
        () => setError(null),
      )}
      noValidate
      aria-label={t('Move or change the booking')}
    >
      <Stack gap="xs">
        <Select label={t('Room')} data={options} allowDeselect={false} {...form.getInputProps('roomId')} />
        <Group grow align="flex-start" wrap="nowrap">
          <TextInput
            type="date"
            label={t('Check-in')}
            value={stay.checkIn}
            disabled={inHouse}
            min={inHouse ? undefined : today}
            onChange={(e) => setStay({ checkIn: e.currentTarget.value })}
            error={fieldError('checkIn')}
            miw={150}
          />
          <TextInput
            type="date"
            label={t('Check-out')}
            value={stay.checkOut}
            onChange={(e) => setStay({ checkOut: e.currentTarget.value })}
            error={fieldError('checkOut')}
            miw={150}
          />
        </Group>
        <NumberInput label={t('Guests')} min={1} maw={120} {...form.getInputProps('guests')} error={fieldError('guests')} />
        <Switch label={t("Re-price the whole stay at today's rates")} {...form.getInputProps('reprice', { type: 'checkbox' })} />
        {price && (
          <Stack gap={4} data-testid="change-preview">
            <Text size="sm" fw={600}>
              {t('Total now {before} → after the change {after}', {
                before: formatMoney(price.before),
                after: formatMoney(price.after),
              })}
            </Text>
            <QuoteBreakdown quote={price.price} testId="change-total" />
          </Stack>
        )}
        <AgreedTotal form={form} />
        <FormFooter alert={alert} submitLabel={t('Save changes')} loading={change.isPending} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
