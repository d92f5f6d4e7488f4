import { Button, Card, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_MSG, FOOD_CATEGORIES, LIMITS, type FoodCategory } from '@innkeep/api-contract';
import { useLocalize, useT } from '../../i18n/language';
import { toast } from '../../lib/toast';
import { trpc } from '../../lib/trpc';
import { Pagination } from '../Pagination';
import { failureToast, loadFailedMessage, useLoadFailure } from './feedback';
import { FoodFormModal } from './FoodFormModal';
import { FOOD_CATEGORY_LABELS } from './labels';
import { useClampedPage, useListState } from './list';
import { ConfirmModal, EditDeleteButtons, FilterBar, TabHeader, countLabel, withAll } from './parts';
import type { AdminFood } from './types';
import { ListState } from '../ListState';
import { DishImage, DishTags, DishTitle, PrepTime } from '../food/DishParts';

type FoodFilters = { search: string; category: FoodCategory | '' };

export default function FoodMenuTab() {
  const t = useT();
  const localize = useLocalize();
  const list = useListState<FoodFilters>({ search: '', category: '' });
  const foods = trpc.admin.food.list.useQuery(list.query, { placeholderData: (previous) => previous });
  useClampedPage(foods.data?.total, list.page, list.setPage);
  useLoadFailure('food-menu', foods.errorUpdatedAt);
  const utils = trpc.useUtils();
  const changed = () => {
    void utils.admin.invalidate();
    void utils.food.menu.invalidate();
  };
  const [editing, setEditing] = useState<AdminFood | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminFood | null>(null);
  const remove = trpc.admin.food.remove.useMutation({
    onSuccess: () => {
      toast.success(localize(ADMIN_MSG.foodDeleted));
      setDeleting(null);
      changed();
    },
    onError: (error) => failureToast(localize(ADMIN_MSG.foodDeleteFailed), error),
  });
  const availability = trpc.admin.food.setAvailability.useMutation({
    onSuccess: (food) => {
      toast.success(food.isAvailable ? ADMIN_MSG.foodAvailable(food.name) : ADMIN_MSG.foodUnavailable(food.name));
      changed();
    },
    onError: (error) => failureToast(localize(ADMIN_MSG.foodUpdateFailed), error),
  });

  const data = foods.data;
  return (
    <Stack gap="md">
      <TabHeader
        title={t('Food Menu')}
        subtitle={countLabel(data?.total, (count) => t('{count, plural, one {# item} other {# items}}', { count }))}
        onRefresh={() => void foods.refetch()}
        refreshing={foods.isFetching}
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setEditing('new')}>
            {t('Add Food Item')}
          </Button>
        }
      />
      <FilterBar
        search={list.filters.search}
        searchPlaceholder={t('Dish name or description')}
        onSearch={(search) => list.update({ search })}
        selects={[
          {
            label: t('Category'),
            value: list.filters.category,
            data: withAll(t('All categories'), FOOD_CATEGORIES, (category) => t(FOOD_CATEGORY_LABELS[category])),
            onChange: (value) => list.update({ category: value as FoodCategory }),
          },
        ]}
        onClear={list.clear}
        canClear={list.isFiltered}
      />
      <ListState
        loading={!data}
        error={!data && foods.isError}
        empty={data?.foods.length === 0}
        errorTitle={loadFailedMessage('food-menu')}
        emptyTitle={t('No dishes found')}
        emptyText={list.isFiltered ? t('Try adjusting your filters.') : t('Add the first dish to the menu.')}
        onRetry={() => void foods.refetch()}
      >
        <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="md">
          {data?.foods.map((food) => (
            <FoodCard
              key={food._id}
              food={food}
              busy={availability.isPending && availability.variables?.id === food._id}
              onToggle={(isAvailable) => availability.mutate({ id: food._id, isAvailable })}
              onEdit={() => setEditing(food)}
              onDelete={() => setDeleting(food)}
            />
          ))}
        </SimpleGrid>
      </ListState>
      {data && <Pagination page={list.page} total={data.total} pageSize={LIMITS.adminPageSize} onChange={list.setPage} />}

      <FoodFormModal food={editing === 'new' ? null : editing} opened={editing !== null} onClose={() => setEditing(null)} />
      <ConfirmModal
        opened={deleting !== null}
        title={deleting ? t('Delete {name}', { name: deleting.name }) : t('Delete food item')}
        message={localize(ADMIN_MSG.confirmDeleteFood)}
        confirmLabel={t('Delete')}
        loading={remove.isPending}
        onConfirm={() => deleting && remove.mutate({ id: deleting._id })}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}

interface FoodCardProps {
  food: AdminFood;
  busy: boolean;
  onToggle: (isAvailable: boolean) => void;
  onEdit: () => void;
  onDelete: () => void;
}

function FoodCard({ food, busy, onToggle, onEdit, onDelete }: FoodCardProps) {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={food.name}>
      <Card.Section>
        <DishImage dish={food} height={120} />
      </Card.Section>
      <Stack gap={6} mt="sm">
        <DishTitle name={food.name} amount={food.price} amountLabel={t('Price')} lines={1} />
        <DishTags dish={food} size="sm">
          <PrepTime minutes={food.preparationTime} size="xs" />
        </DishTags>
        <Text size="sm" c="dimmed" lineClamp={2}>
          {food.description}
        </Text>
        <Switch
          label={food.isAvailable ? t('Available') : t('Unavailable')}
          checked={food.isAvailable}
          disabled={busy}
          onChange={(event) => onToggle(event.currentTarget.checked)}
          aria-label={food.isAvailable ? t('Available: {name}', { name: food.name }) : t('Unavailable: {name}', { name: food.name })}
        />
        <Stack mt={4}>
          <EditDeleteButtons name={food.name} onEdit={onEdit} onDelete={onDelete} />
        </Stack>
      </Stack>
    </Card>
  );
}
