import { Anchor, Card, Container, Group, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { CartContents } from '../../components/food/CartContents';
import { useCart } from '../../state/cart';

/** /cart: the cart panel's contents as a page, for links that point here. */
export default function CartPage() {
  const { count } = useCart();
  const navigate = useNavigate();
  return (
    <Container size="sm" py="xl">
      <Anchor component={Link} to="/food-menu" size="sm">
        <Group gap={4} component="span">
          <IconArrowLeft size={16} />
          Continue shopping
        </Group>
      </Anchor>
      <Title order={1} mt="sm" mb="lg">
        {`Your Cart (${count})`}
      </Title>
      <Card withBorder radius="lg" padding="lg">
        <CartContents onNavigate={(path) => void navigate(path)} />
      </Card>
    </Container>
  );
}
