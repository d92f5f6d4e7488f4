import { Button, type ButtonProps } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { BOOKINGS_MSG, hotelToday, roomStatusProblem, type RoomStatus } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { withNext } from '../../auth/returnPath';
import { useLocalize, useT } from '../../i18n/language';
import { toast } from '../../lib/toast';

interface BookNowButtonProps extends ButtonProps {
  room: { _id: string; status: RoomStatus; roomNumber: string; saleMode?: 'room' | 'bed' };
  /** Query string for the booking page (e.g. the stay chosen on /rooms), without '?'. */
  search?: string;
  /** The stay chosen on /rooms: the button then follows those nights, not tonight's status. */
  checkIn?: string;
  /** The details page names the status on a disabled button ('Room occupied'); cards keep 'Book Now'. */
  nameStatusWhenDisabled?: boolean;
}

/**
 * 'Book Now' with the spec's rules: disabled when the room cannot take a stay from the chosen
 * check-in (tonight when none is chosen: maintenance, or occupied tonight); customers go to the
 * booking page; a visitor is told to sign in and sent to /login, coming back to the booking form
 * (with the chosen stay) after, and staff or administrators are told only customers book.
 */
export function BookNowButton({ room, search, checkIn, nameStatusWhenDisabled = false, ...props }: BookNowButtonProps) {
  const { user } = useAuth();
  const navigate = useNavigate();
  const t = useT();
  const localize = useLocalize();
  const icon = <IconCalendarEvent size={16} />;

  const today = hotelToday();
  if (roomStatusProblem(room, checkIn || today, today)) {
    return (
      <Button disabled leftSection={icon} {...props}>
        {nameStatusWhenDisabled
          ? t('{status, select, occupied {Room occupied} cleaning {Room cleaning} maintenance {Room maintenance} other {Room available}}', {
              status: room.status,
            })
          : t('Book Now')}
      </Button>
    );
  }
  const form = `/book/${room._id}${search ? `?${search}` : ''}`;
  if (user?.role === 'customer') {
    return (
      <Button component={Link} to={form} leftSection={icon} {...props}>
        {t('Book Now')}
      </Button>
    );
  }
  const refuse = () => {
    if (!user) {
      toast.info(localize(BOOKINGS_MSG.loginToBook));
      void navigate(withNext('/login', form));
    } else {
      toast.error(localize(BOOKINGS_MSG.customersOnly));
    }
  };
  return (
    <Button onClick={refuse} leftSection={icon} {...props}>
      {t('Book Now')}
    </Button>
  );
}
