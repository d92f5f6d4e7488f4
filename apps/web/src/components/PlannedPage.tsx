import { Container, Text, Title } from '@mantine/core';

/** A routed, guarded page whose screen arrives with a later issue. */
export function PlannedPage({ title }: { title: string }) {
  return (
    <Container size="lg" py="xl">
      <Title order={1}>{title}</Title>
      <Text c="dimmed" mt="sm">
        This screen is being built.
      </Text>
    </Container>
  );
}
