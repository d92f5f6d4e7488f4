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
  GUEST_POLICIES,
  ROOM_STATUSES,
  ROOM_TYPES,
  isImageSource,
  roomInput,
  AMENITY_LABELS,
  GUEST_POLICY_LABELS,
  ROOM_TYPE_LABELS,
} from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { currencySymbol } from '../../lib/format';
import { useSchemaForm } from '../../lib/forms';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { savedToasts } from './feedback';
import { roomFormOf } from './forms';
import { ROOM_STATUS_LABELS } from './labels';
import { EditModal, ModalForm } from './parts';
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
  const t = useT();
  return (
    <EditModal
      opened={opened}
      onClose={onClose}
      title={room ? t('Edit room {number}', { number: room.roomNumber }) : t('Add Room')}
      recordKey={room?._id ?? 'new'}
    >
      <RoomFormBody room={room} onDone={onClose} />
    </EditModal>
  );
}

function RoomFormBody({ room, onDone }: { room: AdminRoom | null; onDone: () => void }) {
  const t = useT();
  const localize = useLocalize();
  const [imageUrl, setImageUrl] = useState('');
  const [imageUrlError, setImageUrlError] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const done = () => {
    void utils.admin.invalidate();
    void utils.rooms.invalidate();
    onDone();
  };
  const create = trpc.admin.rooms.create.useMutation(
    savedToasts(localize(ADMIN_MSG.roomCreated), localize(ADMIN_MSG.roomCreateFailed), done),
  );
  const update = trpc.admin.rooms.update.useMutation(
    savedToasts(localize(ADMIN_MSG.roomUpdated), localize(ADMIN_MSG.roomUpdateFailed), done),
  );
  const { form, firstError } = useSchemaForm(roomInput, roomFormOf(room));
  const images = form.values.images ?? [];

  /** Adds a picture unless the room has its maximum; says so on the address field otherwise. */
  const addImage = (source: string): boolean => {
    if (images.length >= ADMIN_LIMITS.maxRoomImages) {
      setImageUrlError(t('A room can have at most {count} images', { count: ADMIN_LIMITS.maxRoomImages }));
      return false;
    }
    form.insertListItem('images', source);
    return true;
  };
  const addUrl = () => {
    const url = imageUrl.trim();
    if (!isImageSource(url) || url.startsWith('data:')) {
      setImageUrlError(t('Enter an image address starting with http://, https:// or /'));
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
        t('Please choose a PNG, JPEG, GIF or WebP picture under {size} KB', {
          size: Math.floor((ADMIN_LIMITS.maxImageDataUrlLength * 3) / 4 / 1024),
        }),
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
      submitLabel={room ? t('Save Changes') : t('Create Room')}
      saving={create.isPending || update.isPending}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label={t('Name')} required {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput label={t('Room Number')} required {...form.getInputProps('roomNumber')} />
        </Grid.Col>
        {/* Room types and guest policies are long words in German and Spanish: a row of their own on a phone. */}
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('Type')}
            required
            allowDeselect={false}
            data={ROOM_TYPES.map((value) => ({ value, label: t(ROOM_TYPE_LABELS[value]) }))}
            {...form.getInputProps('type')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Select
            label={t('Status')}
            required
            allowDeselect={false}
            data={ROOM_STATUSES.map((value) => ({ value, label: t(ROOM_STATUS_LABELS[value]) }))}
            {...form.getInputProps('status')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, sm: 4 }}>
          <Select
            label={t('Sale mode')}
            description={t('A dormitory is sold by the bed')}
            required
            allowDeselect={false}
            data={[
              { value: 'room', label: t('Room') },
              { value: 'bed', label: t('Beds') },
            ]}
            {...form.getInputProps('saleMode')}
          />
        </Grid.Col>
        {form.values.saleMode === 'bed' && (
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <Select
              label={t('Guest policy')}
              required
              allowDeselect={false}
              data={GUEST_POLICIES.map((value) => ({ value, label: t(GUEST_POLICY_LABELS[value]) }))}
              {...form.getInputProps('guestPolicy')}
            />
          </Grid.Col>
        )}
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NumberInput
            label={
              form.values.saleMode === 'bed'
                ? t('Price per bed per night ({currency})', { currency: currencySymbol() })
                : t('Price per night ({currency})', { currency: currencySymbol() })
            }
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
            label={form.values.saleMode === 'bed' ? t('Beds') : t('Capacity')}
            description={
              form.values.saleMode !== 'bed'
                ? undefined
                : room?.saleMode === 'bed'
                  ? t('Beds in service: change them with Beds in the rooms list')
                  : t('Named Bed 1, Bed 2…: rename them with Beds in the rooms list')
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
            label={t('Base occupancy')}
            description={t('Guests the price covers (empty: the capacity)')}
            min={1}
            step={1}
            allowDecimal={false}
            {...form.getInputProps('baseOccupancy')}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <NumberInput
            label={t('Extra person per night ({currency})', { currency: currencySymbol() })}
            min={0}
            step={0.01}
            decimalScale={2}
            {...form.getInputProps('extraPersonPrice')}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <NumberInput label={t('Floor')} required min={0} step={1} allowDecimal={false} {...form.getInputProps('floor')} />
        </Grid.Col>
      </Grid>
      <Textarea label={t('Description')} required autosize minRows={3} maxRows={6} {...form.getInputProps('description')} />
      <Checkbox.Group label={t('Amenities')} {...form.getInputProps('amenities')}>
        <SimpleGrid cols={{ base: 2, sm: 3 }} spacing={8} mt={6}>
          {AMENITIES.map((amenity) => (
            <Checkbox key={amenity} value={amenity} label={t(AMENITY_LABELS[amenity])} />
          ))}
        </SimpleGrid>
      </Checkbox.Group>

      <div>
        <Text size="sm" fw={500} mb={4}>
          {t('Images')}
        </Text>
        {images.length > 0 && (
          <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs" mb="xs">
            {images.map((src, index) => (
              <div key={`${index}-${src.slice(0, 40)}`} style={{ position: 'relative' }}>
                <Image src={src} alt={t('Image {number}', { number: index + 1 })} h={72} radius="sm" fit="cover" />
                <ActionIcon
                  size="sm"
                  color="red"
                  variant="filled"
                  pos="absolute"
                  top={4}
                  right={4}
                  aria-label={t('Remove image {number}', { number: index + 1 })}
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
            aria-label={t('Image address')}
            placeholder={t('https://… or /images/rooms/suite-1.svg')}
            leftSection={<IconPhotoPlus size={16} />}
            value={imageUrl}
            onChange={(e) => setImageUrl(e.currentTarget.value)}
            error={imageUrlError ?? form.errors.images}
            style={{ flex: 1, minWidth: 200 }}
          />
          <Button variant="default" leftSection={<IconPlus size={14} />} onClick={addUrl} disabled={!imageUrl.trim()}>
            {t('Add')}
          </Button>
          <FileButton onChange={(file) => void upload(file)} accept="image/png,image/jpeg,image/gif,image/webp">
            {(props) => (
              <Button {...props} variant="light" leftSection={<IconUpload size={14} />}>
                {t('Upload')}
              </Button>
            )}
          </FileButton>
        </Group>
        <Text size="xs" c="dimmed" mt={4}>
          {t('The first image is the cover. Without images the default room picture is shown.')}
        </Text>
      </div>
    </ModalForm>
  );
}
