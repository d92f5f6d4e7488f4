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
  const { id = '' } = useParams();
  const { user } = useAuth();
  const desk = user?.role !== 'customer';
  const query = trpc.registration.get.useQuery({ id });
  if (query.isError) {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Online check-in">
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
              {desk ? 'Guest registration' : 'Online check-in'}
            </Title>
            <Text c="dimmed">
              {booking.customer.name} · Room {booking.room.roomNumber} ({booking.room.name}) · {formatDay(booking.checkIn)} →{' '}
              {formatDay(booking.checkOut)}
            </Text>
          </div>
          {registration && (
            <Badge color="green" variant="light" size="lg">
              {REGISTRATION_MSG.checkedInOnline}
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

  if (closed && !registration) return <Alert color="yellow">{REGISTRATION_MSG.closed}</Alert>;
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
          'Could not save the check-in',
        );
      })}
    >
      <Stack gap="md">
        {form.getValues().guests.map((_, index) => (
          <Card withBorder radius="md" key={index} component="fieldset" style={{ margin: 0 }}>
            <Group justify="space-between" mb="xs">
              <Text component="legend" fw={600}>
                Guest {index + 1}
              </Text>
              {index > 0 && !closed && (
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={`Remove guest ${index + 1}`}
                  onClick={() => form.removeListItem('guests', index)}
                >
                  <IconTrash size={16} />
                </ActionIcon>
              )}
            </Group>
            <Stack gap="xs">
              <TextInput label="Full name" required disabled={closed} {...form.getInputProps(`guests.${index}.fullName`)} />
              <Group grow align="flex-start">
                <TextInput label="Nationality" required disabled={closed} {...form.getInputProps(`guests.${index}.nationality`)} />
                <TextInput
                  label="Date of birth"
                  type="date"
                  required
                  disabled={closed}
                  {...form.getInputProps(`guests.${index}.dateOfBirth`)}
                />
              </Group>
              <Group grow align="flex-start">
                <NativeSelect
                  label="Document type"
                  disabled={closed}
                  data={DOCUMENT_TYPES.map((value) => ({ value, label: DOCUMENT_TYPE_LABELS[value] }))}
                  {...form.getInputProps(`guests.${index}.documentType`)}
                />
                <TextInput label="Document number" required disabled={closed} {...form.getInputProps(`guests.${index}.documentNumber`)} />
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
            Add a guest
          </Button>
        )}
        <Group grow align="flex-start">
          <TextInput label="Arrival time" type="time" disabled={closed} {...form.getInputProps('arrivalTime')} />
        </Group>
        <Textarea label="Note for the front desk" autosize minRows={2} disabled={closed} {...form.getInputProps('note')} />
        {firstError && (
          <Text c="red" size="sm" role="alert">
            {firstError}
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
              {desk ? 'Save registration' : 'Check in online'}
            </Button>
          )}
          {desk && (
            <Button
              component={Link}
              to={`/bookings/${bookingId}/registration-card`}
              variant="default"
              leftSection={<IconPrinter size={16} />}
            >
              Print registration card
            </Button>
          )}
        </Group>
      </Stack>
    </form>
  );
}
