import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { REGISTRATION_MSG } from '@innkeep/api-contract';
import { trpc } from '../../lib/trpc';

/** The drawer's line about the stay's online check-in, with the registration card to complete or print. */
export function OnlineCheckIn({ bookingId }: { bookingId: string }) {
  const query = trpc.registration.get.useQuery({ id: bookingId });
  const registration = query.data?.registration;
  return (
    <Group justify="space-between" gap="xs">
      {registration ? (
        <Badge color="green" variant="light">
          {REGISTRATION_MSG.checkedInOnline}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {query.data ? 'Not checked in online' : ' '}
        </Text>
      )}
      <Anchor component={Link} to={`/bookings/${bookingId}/check-in`} size="sm">
        {registration ? 'Registration card' : 'Fill in registration'}
      </Anchor>
    </Group>
  );
}
