import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { REGISTRATION_MSG } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { trpc } from '../../lib/trpc';

/** The drawer's line about the stay's online check-in: the details to complete, the card to print. */
export function OnlineCheckIn({ bookingId }: { bookingId: string }) {
  const t = useT();
  const localize = useLocalize();
  const query = trpc.registration.get.useQuery({ id: bookingId });
  const registration = query.data?.registration;
  return (
    <Group justify="space-between" gap="xs">
      {registration ? (
        <Badge color="green" variant="light">
          {localize(REGISTRATION_MSG.checkedInOnline)}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {query.data ? t('Not checked in online') : ' '}
        </Text>
      )}
      <Group gap="md">
        <Anchor component={Link} to={`/bookings/${bookingId}/check-in`} size="sm">
          {registration ? t('Edit registration') : t('Fill in registration')}
        </Anchor>
        <Anchor component={Link} to={`/bookings/${bookingId}/registration-card`} size="sm">
          {t('Print registration card')}
        </Anchor>
      </Group>
    </Group>
  );
}
