import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/** Shown instead of a blank page when a screen crashes or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Container size="sm" py={80} ta="center">
      <Title order={1}>Something went wrong</Title>
      <Text c="dimmed" mt="sm">
        This page could not be shown. Reloading usually helps; if it keeps happening, please tell the front desk.
      </Text>
      <Group justify="center" mt="lg">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Button variant="default" component="a" href="/">
          Go home
        </Button>
      </Group>
    </Container>
  );
}
