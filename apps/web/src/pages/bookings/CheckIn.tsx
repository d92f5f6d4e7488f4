import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  Container,
  Group,
  NativeSelect,
  Stack,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { IconPlus, IconPrinter, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  DOCUMENT_TYPES,
  DOCUMENT_TYPE_LABELS,
  REGISTRATION_MSG,
  registrationInput,
  type RegistrationInput,
  type RegistrationView,
} from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { useLocalizedInput } from '../../components/account/useLocalizedInput';
import { useLocalize, useT } from '../../i18n/language';
import classes from '../../components/desk/invoice.module.css';
import { PageLoader } from '../../components/PageLoader';
import { formatDay } from '../../lib/format';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { toastOutcome } from '../../lib/toast';

const emptyGuest = (fullName = ''): RegistrationInput['guests'][number] => ({
  fullName,
  nationality: '',
  dateOfBirth: '',
  documentType: 'passport',
  documentNumber: '',
});

/**
 * /bookings/:id/check-in: the guest's online check-in before arrival (from the pre-arrival mail and
 * the dashboard), and the desk's form for the same stay; the card to print is RegistrationCard.
 */
export default function CheckInPage() {
  const t = useT();
  const localize = useLocalize();
  const { id = '' } = useParams();
  const { user } = useAuth();
  const desk = user?.role !== 'customer';
  const query = trpc.registration.get.useQuery({ id });
  if (query.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title={t('Online check-in')}>
          {query.error.message}
        </Alert>
      </Container>
    );
  }
  if (!query.data) return <PageLoader />;
  const { booking, registration } = query.data;
  return (
    <Container size="sm" py="xl" className={classes.sheet}>
      <Stack gap="md">
        <Group justify="space-between" align="flex-end">
          <div>
            <Title order={1} size="h2">
              {desk ? t('Guest registration') : t('Online check-in')}
            </Title>
            <Text c="dimmed">
              {t('{guest} · Room {number} ({room}) · {checkIn} → {checkOut}', {
                guest: booking.customer.name,
                number: booking.room.roomNumber,
                room: booking.room.name,
                checkIn: formatDay(booking.checkIn),
                checkOut: formatDay(booking.checkOut),
              })}
            </Text>
          </div>
          {registration && (
            <Badge color="green" variant="light" size="lg">
              {localize(REGISTRATION_MSG.checkedInOnline)}
            </Badge>
          )}
        </Group>
        <RegistrationForm
          bookingId={booking._id}
          registration={registration}
          guestName={booking.customer.name}
          closed={!desk && booking.status !== 'pending' && booking.status !== 'confirmed'}
          desk={desk}
        />
      </Stack>
    </Container>
  );
}

function RegistrationForm({
  bookingId,
  registration,
  guestName,
  closed,
  desk,
}: {
  bookingId: string;
  registration: RegistrationView | null;
  guestName: string;
  closed: boolean;
  desk: boolean;
}) {
  const t = useT();
  const localize = useLocalize();
  const localized = useLocalizedInput();
  const field = (path: string) => localized(form.getInputProps(path));
  const initial: RegistrationInput = registration
    ? { id: bookingId, guests: registration.guests, arrivalTime: registration.arrivalTime, note: registration.note }
    : { id: bookingId, guests: [emptyGuest(guestName)], arrivalTime: '', note: '' };
  const { form, firstError } = useSchemaForm(registrationInput, initial);
  const utils = trpc.useUtils();
  const save = trpc.registration.save.useMutation();
  const [saved, setSaved] = useState<{ message: string; updatedAt: string } | null>(null);
  // The confirmation stays while the data shown is this save's (the reload after it included); a later
  // save by someone else (the desk, another tab) replaces it when the page reloads its data.
  const confirmation = saved && (!registration || registration.updatedAt <= saved.updatedAt) ? saved.message : null;

  if (closed && !registration) return <Alert color="yellow">{localize(REGISTRATION_MSG.closed)}</Alert>;
  return (
    <form
      noValidate
      onSubmit={form.onSubmit((data) => {
        void toastOutcome(
          save.mutateAsync(data),
          (result) => {
            setSaved({ message: result.message, updatedAt: result.registration.updatedAt });
            return utils.registration.get.invalidate({ id: bookingId });
          },
          t('Could not save the check-in'),
        );
      })}
    >
      <Stack gap="md">
        {form.getValues().guests.map((_, index) => (
          <Card withBorder radius="md" key={index} component="fieldset" style={{ margin: 0 }}>
            <Group justify="space-between" mb="xs">
              <Text component="legend" fw={600}>
                {t('Guest {number}', { number: index + 1 })}
              </Text>
              {index > 0 && !closed && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('Remove guest {number}', { number: index + 1 })}
                  onClick={() => form.removeListItem('guests', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <Stack gap="xs">
              <TextInput label={t('Full name')} required disabled={closed} {...field(`guests.${index}.fullName`)} />
              <Group grow align="flex-start">
                <TextInput label={t('Nationality')} required disabled={closed} {...field(`guests.${index}.nationality`)} />
                <TextInput label={t('Date of birth')} type="date" required disabled={closed} {...field(`guests.${index}.dateOfBirth`)} />
              </Group>
              <Group grow align="flex-start">
                <NativeSelect
                  label={t('Document type')}
                  disabled={closed}
                  data={DOCUMENT_TYPES.map((value) => ({ value, label: t(DOCUMENT_TYPE_LABELS[value]) }))}
                  {...field(`guests.${index}.documentType`)}
                />
                <TextInput label={t('Document number')} required disabled={closed} {...field(`guests.${index}.documentNumber`)} />
              </Group>
            </Stack>
          </Card>
        ))}
        {!closed && (
          <Button
            variant="default"
            leftSection={<IconPlus size={16} />}
            onClick={() => form.insertListItem('guests', emptyGuest())}
            className={classes.noPrint}
          >
            {t('Add a guest')}
          </Button>
        )}
        <Group grow align="flex-start">
          <TextInput label={t('Arrival time')} type="time" disabled={closed} {...field('arrivalTime')} />
        </Group>
        <Textarea label={t('Note for the front desk')} autosize minRows={2} disabled={closed} {...field('note')} />
        {firstError && (
          <Text c="red" size="sm" role="alert">
            {localize(firstError)}
          </Text>
        )}
        {confirmation && (
          <Alert color="green" role="status">
            {confirmation}
          </Alert>
        )}
        <Group className={classes.noPrint}>
          {!closed && (
            <Button type="submit" loading={save.isPending}>
              {desk ? t('Save registration') : t('Check in online')}
            </Button>
          )}
          {desk && (
            <Button
              component={Link}
              to={`/bookings/${bookingId}/registration-card`}
              variant="default"
              leftSection={<IconPrinter size={16} />}
            >
              {t('Print registration card')}
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
