import { Checkbox, Grid, Group, Image, NumberInput, Select, Switch, TagsInput, TextInput, Textarea } from '@mantine/core';
import { ADMIN_LIMITS, ADMIN_MSG, DEFAULT_FOOD_IMAGE, FOOD_CATEGORIES, foodItemInput } from '@innkeep/api-contract';
import { currencySymbol } from '../../lib/format';
import { useSchemaForm } from '../../lib/forms';
import { trpc } from '../../lib/trpc';
import { savedToasts } from './feedback';
import { foodFormOf } from './forms';
import { capitalize, EditModal, ModalForm } from './parts';
import type { AdminFood } from './types';

/** Add and edit a menu item (spec §2, §5): price ≥ 0 in steps of 0.01, preparation ≥ 1 minute, image optional. */
export function FoodFormModal({ food, opened, onClose }: { food: AdminFood | null; opened: boolean; onClose: () => void }) {
  return (
    <EditModal opened={opened} onClose={onClose} title={food ? `Edit ${food.name}` : 'Add Food Item'} recordKey={food?._id ?? 'new'}>
      <FoodFormBody food={food} onDone={onClose} />
    </EditModal>
  );
}

function FoodFormBody({ food, onDone }: { food: AdminFood | null; onDone: () => void }) {
  const utils = trpc.useUtils();
  const done = () => {
    void utils.admin.invalidate();
    void utils.food.menu.invalidate();
    onDone();
  };
  const create = trpc.admin.food.create.useMutation(savedToasts(ADMIN_MSG.foodCreated, ADMIN_MSG.foodCreateFailed, done));
  const update = trpc.admin.food.update.useMutation(savedToasts(ADMIN_MSG.foodUpdated, ADMIN_MSG.foodUpdateFailed, done));
  const { form, firstError } = useSchemaForm(foodItemInput, foodFormOf(food));
  const image = form.values.image ?? '';

  return (
    <ModalForm
      error={firstError}
      onSubmit={form.onSubmit((data) => (food ? update.mutate({ ...data, id: food._id }) : create.mutate(data)))}
      onCancel={onDone}
      submitLabel={food ? 'Save Changes' : 'Create Item'}
      saving={create.isPending || update.isPending}
    >
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput label="Name" required {...form.getInputProps('name')} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <Select
            label="Category"
            required
            allowDeselect={false}
            data={FOOD_CATEGORIES.map((value) => ({ value, label: capitalize(value) }))}
            {...form.getInputProps('category')}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <NumberInput
            label={`Price (${currencySymbol()})`}
            required
            min={0}
            step={0.01}
            decimalScale={2}
            {...form.getInputProps('price')}
          />
        </Grid.Col>
        <Grid.Col span={6}>
          <NumberInput
            label="Prep time (minutes)"
            required
            min={1}
            max={ADMIN_LIMITS.maxPreparationMinutes}
            allowDecimal={false}
            {...form.getInputProps('preparationTime')}
          />
        </Grid.Col>
      </Grid>
      <Textarea label="Description" required autosize minRows={2} maxRows={5} {...form.getInputProps('description')} />
      <TagsInput
        label="Ingredients"
        description="Press Enter after each ingredient"
        {...form.getInputProps('ingredients')}
        maxTags={ADMIN_LIMITS.maxIngredients}
        clearable
      />
      <Group align="flex-end" gap="sm" wrap="nowrap">
        <TextInput
          label="Image URL"
          description="Optional; the default picture is used when empty"
          placeholder="https://… or /images/food/soup.svg"
          {...form.getInputProps('image')}
          style={{ flex: 1 }}
        />
        <Image src={image.trim() || DEFAULT_FOOD_IMAGE} fallbackSrc={DEFAULT_FOOD_IMAGE} alt="" w={56} h={56} radius="sm" fit="cover" />
      </Group>
      <Group gap="xl">
        <Checkbox label="Vegetarian" {...form.getInputProps('isVegetarian', { type: 'checkbox' })} />
        <Switch label="Available to order" {...form.getInputProps('isAvailable', { type: 'checkbox' })} />
      </Group>
    </ModalForm>
  );
}
