import { Link } from 'react-router';
import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconBed } from '@tabler/icons-react';
import classes from '../../components/public/public.module.css';
import { useT } from '../../i18n/language';

export default function NotFoundPage() {
  const t = useT();
  return (
    <Container size="sm" className={classes.section}>
      <Stack align="center" ta="center" gap="md">
        <Text className={classes.notFoundCode} aria-hidden="true">
          404
        </Text>
        <Title order={1}>{t('Page not found')}</Title>
        <Text c="dimmed" size="lg" maw={460}>
          {t('This room seems to be off the map. The page may have moved, or the link might be mistyped.')}
        </Text>
        <Group justify="center" gap="sm" mt="md">
          <Button component={Link} to="/" size="md" radius="xl" leftSection={<IconArrowLeft size={18} />}>
            {t('Back to home')}
          </Button>
          <Button component={Link} to="/rooms" size="md" radius="xl" variant="default" leftSection={<IconBed size={18} />}>
            {t('Browse rooms')}
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
