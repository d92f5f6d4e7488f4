import {
  BOOKINGS_MSG,
  bookingProblem,
  currentLanguage,
  localize,
  stayNights,
  t,
  type FormSchema,
  type SchemaInput,
} from '@innkeep/api-contract';
import { useSchemaForm } from '../../lib/forms';
import { isNightBooked, type NightRange } from './nights';

/** The fields every booking form's schema has (the guest's, the desk's, the desk's change). */
interface StayValues {
  checkIn?: string;
  checkOut?: string;
  guests: number | string;
}

interface StayRules {
  room: { capacity: number };
  /** The hotel's today, from the server where the page has it. */
  today: string;
  /** Booked nights of the room, when the form knows them. */
  ranges?: readonly NightRange[];
}

/**
 * A booking form on a contract schema (checked on submit, its errors on the fields), plus the rules
 * the schema cannot know — the room's capacity, the hotel's today, booked nights — shown on the
 * fields as the values change, before any submit.
 */
export function useStayForm<S extends FormSchema>(schema: S, initialValues: SchemaInput<S> & StayValues, rules: StayRules) {
  const { room, today, ranges = [] } = rules;
  const { form, firstError } = useSchemaForm(schema, initialValues);
  const { checkIn = '', checkOut = '', guests } = form.values as SchemaInput<S> & StayValues;
  const guestCount = typeof guests === 'number' ? guests : Number(guests) || 0;
  const problem = bookingProblem({ checkIn, checkOut, guests: guestCount }, room, today);
  const nights = checkIn && checkOut ? Math.max(stayNights(checkIn, checkOut), 0) : 0;

  const ruleErrors = {
    checkIn:
      checkIn && checkIn < today
        ? BOOKINGS_MSG.checkInPast
        : checkIn && isNightBooked(checkIn, ranges)
          ? t('This night is already booked')
          : null,
    // Missing dates are said beside the fields, not in red on check-out.
    checkOut: checkIn && checkOut && (problem === BOOKINGS_MSG.checkOutAfterCheckIn || problem === BOOKINGS_MSG.maxStay) ? problem : null,
    guests: guestCount > room.capacity ? BOOKINGS_MSG.maxGuests(room.capacity) : guestCount < 1 ? BOOKINGS_MSG.minGuests : null,
  };
  // In the language on screen: the rules and the schema word them in English.
  const fieldError = (field: keyof typeof ruleErrors) => {
    const error = ruleErrors[field] ?? form.errors[field] ?? null;
    return typeof error === 'string' ? localize(currentLanguage(), error) : error;
  };

  return {
    form,
    firstError,
    stay: { checkIn, checkOut } satisfies NightRange,
    nights,
    /** The first booking rule the values break (dates, today, guests), as the server would say it. */
    problem,
    fieldError,
    setStay: (next: Partial<NightRange>) => form.setValues(next as Partial<SchemaInput<S>>),
  };
}
