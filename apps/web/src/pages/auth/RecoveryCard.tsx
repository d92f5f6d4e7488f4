import { Alert, Anchor, Button, Card, Container, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useT } from '../../i18n/language';

/** The frame of the forgot- and reset-password pages: the form until the server answers, then its words. */
export function RecoveryCard({ title, done, children }: { title: string; done: string | undefined; children: ReactNode }) {
  const t = useT();
  return (
    <Container size={440} py={60}>
      <Card withBorder shadow="sm" padding="xl" radius="lg">
        <Stack gap="md">
          <Title order={1} size="h2" ta="center">
            {title}
          </Title>
          {done ? (
            <Alert variant="light" color="green" icon={<IconCircleCheck />} role="status">
              {done}
            </Alert>
          ) : (
            children
          )}
          <Anchor component={Link} to="/login" size="sm" ta="center">
            {t('Back to sign in')}
          </Anchor>
        </Stack>
      </Card>
    </Container>
  );
}

/** The form's first problem, then its button. */
export function SubmitRow({ error, loading, label }: { error: string | null; loading: boolean; label: string }) {
  return (
    <>
      {error && (
        <Text c="red" size="sm" role="alert">
          {error}
        </Text>
      )}
      <Button type="submit" loading={loading} fullWidth>
        {label}
      </Button>
    </>
  );
}
