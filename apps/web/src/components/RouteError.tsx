import { Button, Container, Group, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';
import { useT } from '../i18n/language';
import { PageLive } from '../lib/ssr';

/** Shown instead of a blank page when a screen crashes or its code fails to load (e.g. after a deploy). */
export function RouteError() {
  const error = useRouteError();
  const t = useT();
  console.error(error);
  return (
    <Container size="sm" py={80} ta="center">
      <PageLive />
      <Title order={1}>{t('Something went wrong')}</Title>
      <Text c="dimmed" mt="sm">
        {t('This page could not be shown. Reloading usually helps; if it keeps happening, please tell the front desk.')}
      </Text>
      <Group justify="center" mt="lg">
        <Button onClick={() => window.location.reload()}>{t('Reload')}</Button>
        <Button variant="default" component="a" href="/">
          {t('Go home')}
        </Button>
      </Group>
    </Container>
  );
}
