import {
  ActionIcon,
  Button,
  Checkbox,
  FileButton,
  Grid,
  Group,
  Image,
  NumberInput,
  Select,
  SimpleGrid,
  Text,
  TextInput,
  Textarea,
} from '@mantine/core';
import { IconPhotoPlus, IconPlus, IconTrash, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import {
  ADMIN_LIMITS,
  ADMIN_MSG,
  AMENITIES,
  AMENITY_LABELS,
  GUEST_POLICIES,
  GUEST_POLICY_LABELS,
  ROOM_STATUSES,
  ROOM_TYPE_LABELS,
  ROOM_TYPES,
  isImageSource,
  roomInput,
} from '@innkeep/api-contract';
import { currencySymbol } from '../../lib/format';
import { useSchemaForm } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { savedToasts } from './feedback';
import { roomFormOf } from './forms';
import { capitalize, EditModal, ModalForm } from './parts';
import type { AdminRoom } from './types';

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Could not read the file')));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

/** Add Room and Edit Room (spec §2, §5): every field, validated as the server will. */
export function RoomFormModal({ room, opened, onClose }: { room: AdminRoom | null; opened: boolean; onClose: () => void }) {
  return (
    <EditModal opened={opened} onClose={onClose} title={room ? `Edit room ${room.roomNumber}` : 'Add Room'} recordKey={room?._id ?? 'new'}>
      <RoomFormBody room={room} onDone={onClose} />
    </EditModal>
  );
}

function RoomFormBody({ room, onDone }: { room: AdminRoom | null; onDone: () => void }) {
  const [imageUrl, setImageUrl] = useState('');
  const [imageUrlError, setImageUrlError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const done = () => {
    void utils.admin.invalidate();
    void utils.rooms.invalidate();
    onDone();
  };
  const create = trpc.admin.rooms.create.useMutation(savedToasts(ADMIN_MSG.roomCreated, ADMIN_MSG.roomCreateFailed, done));
  const update = trpc.admin.rooms.update.useMutation(savedToasts(ADMIN_MSG.roomUpdated, ADMIN_MSG.roomUpdateFailed, done));
  const { form, firstError } = useSchemaForm(roomInput, roomFormOf(room));
  const images = form.values.images ?? [];

  /** Adds a picture unless the room has its maximum; says so on the address field otherwise. */
  const addImage = (source: string): boolean => {
    if (images.length >= ADMIN_LIMITS.maxRoomImages) {
      setImageUrlError(`A room can have at most ${ADMIN_LIMITS.maxRoomImages} images`);
      return false;
    }
    form.insertListItem('images', source);
    return true;
  };
  const addUrl = () => {
    const url = imageUrl.trim();
    if (!isImageSource(url) || url.startsWith('data:')) {
      setImageUrlError('Enter an image address starting with http://, https:// or /');
      return;
    }
    setImageUrlError(null);
    if (addImage(url)) setImageUrl('');
  };
  const upload = async (file: File | null) => {
    if (!file) return;
    const dataUrl = await readAsDataUrl(file);
    if (!isImageSource(dataUrl)) {
      toast.error(
        `Please choose a PNG, JPEG, GIF or WebP picture under ${Math.floor((ADMIN_LIMITS.maxImageDataUrlLength * 3) / 4 / 1024)} KB`,
      );
      return;
    }
    addImage(dataUrl);
  };

  return (
    <ModalForm
      error={firstError}
      onSubmit={form.onSubmit((data) => (room ? update.mutate({ ...data, id: room._id }) : create.mutate(data)))}
      onCancel={onDone}
      submitLabel={room ? 'Save Changes' : 'Create Room'}
      saving={create.isPending || update.isPending}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="Name" required {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label="Room Number" required {...form.getInputProps('roomNumber')} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Select
            label="Type"
            required
            allowDeselect={false}
            data={ROOM_TYPES.map((value) => ({ value, label: ROOM_TYPE_LABELS[value] }))}
            {...form.getInputProps('type')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Select
            label="Status"
            required
            allowDeselect={false}
            data={ROOM_STATUSES.map((value) => ({ value, label: capitalize(value) }))}
            {...form.getInputProps('status')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Select
            label="Sale mode"
            description="A dormitory is sold by the bed"
            required
            allowDeselect={false}
            data={[
              { value: 'room', label: 'Room' },
              { value: 'bed', label: 'Beds' },
            ]}
            {...form.getInputProps('saleMode')}
          />
        </Grid.Col>
        {form.values.saleMode === 'bed' && (
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <Select
              label="Guest policy"
              required
              allowDeselect={false}
              data={GUEST_POLICIES.map((value) => ({ value, label: GUEST_POLICY_LABELS[value] }))}
              {...form.getInputProps('guestPolicy')}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput
            label={`Price per ${form.values.saleMode === 'bed' ? 'bed per night' : 'night'} (${currencySymbol()})`}
            required
            min={0}
            step={0.01}
            decimalScale={2}
            {...form.getInputProps('price')}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          {/* A dormitory's capacity is its beds in service, which the Rooms tab's Beds button manages. */}
          <NumberInput
            label={form.values.saleMode === 'bed' ? 'Beds' : 'Capacity'}
            description={
              form.values.saleMode !== 'bed'
                ? undefined
                : room?.saleMode === 'bed'
                  ? 'Beds in service: change them with Beds in the rooms list'
                  : 'Named Bed 1, Bed 2…: rename them with Beds in the rooms list'
            }
            required
            min={1}
            step={1}
            allowDecimal={false}
            disabled={room?.saleMode === 'bed' && form.values.saleMode === 'bed'}
            {...form.getInputProps('capacity')}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <NumberInput
            label="Base occupancy"
            description="Guests the price covers (empty: the capacity)"
            min={1}
            step={1}
            allowDecimal={false}
            {...form.getInputProps('baseOccupancy')}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <NumberInput
            label={`Extra person per night (${currencySymbol()})`}
            min={0}
            step={0.01}
            decimalScale={2}
            {...form.getInputProps('extraPersonPrice')}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <NumberInput label="Floor" required min={0} step={1} allowDecimal={false} {...form.getInputProps('floor')} />
        </Grid.Col>
      </Grid>
      <Textarea label="Description" required autosize minRows={3} maxRows={6} {...form.getInputProps('description')} />
      <Checkbox.Group label="Amenities" {...form.getInputProps('amenities')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={8} mt={6}>
          {AMENITIES.map((amenity) => (
            <Checkbox key={amenity} value={amenity} label={AMENITY_LABELS[amenity]} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>

      <div>
        <Text size="sm" fw={500} mb={4}>
          Images
        </Text>
        {images.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" mb="xs">
            {images.map((src, index) => (
              <div key={`${index}-${src.slice(0, 40)}`} style={{ position: 'relative' }}>
                <Image src={src} alt={`Image ${index + 1}`} h={72} radius="sm" fit="cover" />
                <ActionIcon
                  size="sm"
                  color="red"
                  variant="filled"
                  pos="absolute"
                  top={4}
                  right={4}
                  aria-label={`Remove image ${index + 1}`}
                  onClick={() => form.removeListItem('images', index)}
                >
                  <IconTrash size={12} />
                </ActionIcon>
              </div>
            ))}
          </SimpleGrid>
        )}
        <Group gap="xs" align="flex-end" wrap="wrap">
          <TextInput
            aria-label="Image address"
            placeholder="https://… or /images/rooms/suite-1.svg"
            leftSection={<IconPhotoPlus size={16} />}
            value={imageUrl}
            onChange={(e) => setImageUrl(e.currentTarget.value)}
            error={imageUrlError ?? form.errors.images}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button variant="default" leftSection={<IconPlus size={14} />} onClick={addUrl} disabled={!imageUrl.trim()}>
            Add
          </Button>
          <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/gif,image/webp">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={14} />}>
                Upload
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          The first image is the cover. Without images the default room picture is shown.
        </Text>
      </div>
    </ModalForm>
  );
}
