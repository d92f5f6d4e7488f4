import { Anchor, Card, Container, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { CartContents } from '../../components/food/CartContents';
import { useT } from '../../i18n/language';
import { useCart } from '../../state/cart';

/** /cart: the cart panel's contents as a page, for links that point here. */
export default function CartPage() {
  const { count } = useCart();
  const navigate = useNavigate();
  const t = useT();
  return (
    <Container size="sm" py="xl">
      <Anchor component={Link} to="/food-menu" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          {t('Continue shopping')}
        </Group>
      </Anchor>
      <Title order={1} mt="sm" mb="lg">
        {t('Your Cart ({count})', { count })}
      </Title>
      <Card withBorder radius="lg" padding="lg">
        <CartContents onNavigate={(path) => void navigate(path)} />
      </Card>
    </Container>
  );
}
