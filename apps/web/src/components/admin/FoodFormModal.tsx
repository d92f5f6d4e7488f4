import { Checkbox, Grid, Group, Image, NumberInput, Select, Switch, TagsInput, TextInput, Textarea } from '@mantine/core';
import { ADMIN_LIMITS, ADMIN_MSG, DEFAULT_FOOD_IMAGE, FOOD_CATEGORIES, foodItemInput } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { currencySymbol } from '../../lib/format';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { savedToasts } from './feedback';
import { foodFormOf } from './forms';
import { FOOD_CATEGORY_LABELS } from './labels';
import { EditModal, ModalForm } from './parts';
import type { AdminFood } from './types';

/** Add and edit a menu item (spec §2, §5): price ≥ 0 in steps of 0.01, preparation ≥ 1 minute, image optional. */
export function FoodFormModal({ food, opened, onClose }: { food: AdminFood | null; opened: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <EditModal
      opened={opened}
      onClose={onClose}
      title={food ? t('Edit {name}', { name: food.name }) : t('Add Food Item')}
      recordKey={food?._id ?? 'new'}
    >
      <FoodFormBody food={food} onDone={onClose} />
    </EditModal>
  );
}

function FoodFormBody({ food, onDone }: { food: AdminFood | null; onDone: () => void }) {
  const t = useT();
  const localize = useLocalize();
  const utils = trpc.useUtils();
  const done = () => {
    void utils.admin.invalidate();
    void utils.food.menu.invalidate();
    onDone();
  };
  const create = trpc.admin.food.create.useMutation(
    savedToasts(localize(ADMIN_MSG.foodCreated), localize(ADMIN_MSG.foodCreateFailed), done),
  );
  const update = trpc.admin.food.update.useMutation(
    savedToasts(localize(ADMIN_MSG.foodUpdated), localize(ADMIN_MSG.foodUpdateFailed), done),
  );
  const { form, firstError } = useSchemaForm(foodItemInput, foodFormOf(food));
  const image = form.values.image ?? '';

  return (
    <ModalForm
      error={firstError}
      onSubmit={form.onSubmit((data) => (food ? update.mutate({ ...data, id: food._id }) : create.mutate(data)))}
      onCancel={onDone}
      submitLabel={food ? t('Save Changes') : t('Create Item')}
      saving={create.isPending || update.isPending}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label={t('Name')} required {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label={t('Category')}
            required
            allowDeselect={false}
            data={FOOD_CATEGORIES.map((value) => ({ value, label: t(FOOD_CATEGORY_LABELS[value]) }))}
            {...form.getInputProps('category')}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <NumberInput
            label={t('Price ({currency})', { currency: currencySymbol() })}
            required
            min={0}
            step={0.01}
            decimalScale={2}
            {...form.getInputProps('price')}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <NumberInput
            label={t('Prep time (minutes)')}
            required
            min={1}
            max={ADMIN_LIMITS.maxPreparationMinutes}
            allowDecimal={false}
            {...form.getInputProps('preparationTime')}
          />
        </Grid.Col>
      </Grid>
      <Textarea label={t('Description')} required autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
      <TagsInput
        label={t('Ingredients')}
        description={t('Press Enter after each ingredient')}
        {...form.getInputProps('ingredients')}
        maxTags={ADMIN_LIMITS.maxIngredients}
        clearable
      />
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label={t('Image URL')}
          description={t('Optional; the default picture is used when empty')}
          placeholder={t('https://… or /images/food/soup.svg')}
          {...form.getInputProps('image')}
          style={{ flex: 1 }}
        />
        <Image src={image.trim() || DEFAULT_FOOD_IMAGE} fallbackSrc={DEFAULT_FOOD_IMAGE} alt="" w={56} h={56} radius="sm" fit="cover" />
      </Group>
      <Group gap="xl">
        <Checkbox label={t('Vegetarian')} {...form.getInputProps('isVegetarian', { type: 'checkbox' })} />
        <Switch label={t('Available to order')} {...form.getInputProps('isAvailable', { type: 'checkbox' })} />
      </Group>
    </ModalForm>
  );
}
