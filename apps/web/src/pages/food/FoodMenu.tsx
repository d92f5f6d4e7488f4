import { Alert, Badge, Box, Button, Chip, Container, Group, Paper, SimpleGrid, Stack, Switch, Text, ThemeIcon, Title } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCookie,
  IconCup,
  IconEggFried,
  IconInfoCircle,
  IconMeat,
  IconSalad,
  IconToolsKitchen2,
  type TablerIcon,
} from '@tabler/icons-react';
import { useDeferredValue, useState } from 'react';
import { useMediaQuery } from '@mantine/hooks';
import { useNavigate } from 'react-router';
import { FOOD_CATEGORIES, FOOD_MSG, type FoodCategory } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { useSignInPath } from '../../auth/returnPath';
import { FoodCard, type FoodItem } from '../../components/food/FoodCard';
import { CATEGORY_LABELS, groupMenu, toCartFood, viewerOf, type MenuFilter } from '../../components/food/menu';
import { PageLoader } from '../../components/PageLoader';
import { useLocalize, useT } from '../../i18n/language';
import { trpc } from '../../lib/trpc';
import { toast } from '../../lib/toast';
import { cart } from '../../state/cart';

// The first row of dishes on a wide screen (four columns); a phone sees the first one, the page's largest picture.
const EAGER_DISHES = 4;

const CATEGORY_ICONS: Record<FoodCategory, TablerIcon> = {
  breakfast: IconEggFried,
  lunch: IconSalad,
  dinner: IconMeat,
  snacks: IconCookie,
  beverages: IconCup,
};

export default function FoodMenuPage() {
  const { user, loading } = useAuth();
  const viewer = viewerOf(user?.role);
  const navigate = useNavigate();
  const signInPath = useSignInPath();
  const menu = trpc.food.menu.useQuery();
  const t = useT();
  const localize = useLocalize();
  const [filter, setFilter] = useState<MenuFilter>({ category: 'all', vegetarianOnly: false });

  // On a phone the full-screen cart would hide the menu after every dish.
  const phone = useMediaQuery('(max-width: 48em)') === true;
  const onAdd = (food: FoodItem) => {
    if (viewer === 'visitor') {
      toast.info(localize(FOOD_MSG.loginToOrder));
      void navigate(signInPath);
      return;
    }
    if (viewer === 'staff-or-admin') {
      toast.warning(localize(FOOD_MSG.customersOnly));
      return;
    }
    const result = cart.add(toCartFood(food), 1, { openPanel: !phone });
    if (result === 'limit') toast.warning(FOOD_MSG.quantityLimit(food.name));
    else {
      const message = result === 'added' ? FOOD_MSG.addedToCart(food.name) : FOOD_MSG.updatedInCart(food.name);
      if (phone) toast.successWith(message, { label: localize(FOOD_MSG.viewCart), onClick: cart.openPanel });
      else toast.success(message);
    }
  };

  // The cards render after the menu's arrival, in a render that yields to the browser (a slow phone's TBT).
  const items = useDeferredValue(menu.data);
  const groups = groupMenu(items ?? [], filter);

  return (
    <>
      <MenuHero />
      <Container size="lg" py="xl">
        {/* The filters wait for the session and the menu: a staff notice or the dishes arriving late would push
            what is already painted. */}
        {loading || (items === undefined && !menu.isError) ? (
          <PageLoader />
        ) : (
          <>
            {viewer === 'staff-or-admin' && (
              <Alert variant="light" color="gray" icon={<IconInfoCircle />} mb="lg" title={t('Staff/Admin View')}>
                {t('You are viewing the guest menu. Only customers can order food.')}
              </Alert>
            )}
            <Group justify="space-between" align="center" mb="xl" gap="md">
              <Chip.Group value={filter.category} onChange={(value) => setFilter((f) => ({ ...f, category: value }))}>
                <Group gap={8} role="group" aria-label={t('Category')}>
                  <Chip value="all" variant="outline">
                    {t('All')}
                  </Chip>
                  {FOOD_CATEGORIES.map((category) => (
                    <Chip key={category} value={category} variant="outline">
                      {t(CATEGORY_LABELS[category])}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
              <Switch
                label={t('Vegetarian only')}
                color="green"
                checked={filter.vegetarianOnly}
                onChange={(event) => {
                  const checked = event.currentTarget.checked;
                  setFilter((f) => ({ ...f, vegetarianOnly: checked }));
                }}
              />
            </Group>
            {menu.isError ? (
              <Alert color="red" icon={<IconAlertTriangle />} title={t('The menu could not be loaded')}>
                <Stack gap="xs" align="flex-start">
                  <Text size="sm">{t('Please check your connection and try again.')}</Text>
                  <Button size="xs" variant="light" color="red" onClick={() => void menu.refetch()}>
                    {t('Try again')}
                  </Button>
                </Stack>
              </Alert>
            ) : groups.length === 0 ? (
              <Paper withBorder radius="lg" p="xl" ta="center">
                <Text fw={600}>{t('No dishes match these filters')}</Text>
                <Button mt="md" variant="light" onClick={() => setFilter({ category: 'all', vegetarianOnly: false })}>
                  {t('Show the whole menu')}
                </Button>
              </Paper>
            ) : (
              <Stack gap={48}>
                {groups.map(({ category, items }, group) => {
                  const Icon = CATEGORY_ICONS[category];
                  return (
                    <Box component="section" key={category} aria-labelledby={`menu-${category}`}>
                      <Group gap="sm" mb="md">
                        <ThemeIcon size="lg" radius="md" variant="light" color="orange">
                          <Icon size={20} />
                        </ThemeIcon>
                        <Title order={2} id={`menu-${category}`}>
                          {t(CATEGORY_LABELS[category])}
                        </Title>
                        <Badge variant="light" color="gray">
                          {items.length}
                        </Badge>
                      </Group>
                      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="lg">
                        {items.map((food, index) => (
                          <FoodCard
                            key={food._id}
                            food={food}
                            viewer={viewer}
                            onAdd={onAdd}
                            load={group > 0 || index >= EAGER_DISHES ? 'lazy' : index === 0 ? 'first' : 'eager'}
                          />
                        ))}
                      </SimpleGrid>
                    </Box>
                  );
                })}
              </Stack>
            )}
          </>
        )}
      </Container>
    </>
  );
}

function MenuHero() {
  const t = useT();
  return (
    <Box
      py={{ base: 32, sm: 48 }}
      style={{
        background:
          'linear-gradient(135deg, light-dark(var(--mantine-color-orange-0), var(--mantine-color-dark-6)) 0%, light-dark(var(--mantine-color-yellow-0), var(--mantine-color-dark-7)) 100%)',
        borderBottom: '1px solid var(--mantine-color-default-border)',
      }}
    >
      <Container size="lg">
        <Group gap="md" wrap="nowrap" align="center">
          <ThemeIcon size={56} radius="xl" color="orange" variant="filled" visibleFrom="xs">
            <IconToolsKitchen2 size={30} />
          </ThemeIcon>
          <div>
            <Title order={1}>{t('Food Menu')}</Title>
            <Text c="dimmed" mt={4} maw={560}>
              {t('Fresh from our kitchen, from breakfast to a late-night snack, delivered to your room, the pool or the lounge.')}
            </Text>
          </div>
        </Group>
      </Container>
    </Box>
  );
}
