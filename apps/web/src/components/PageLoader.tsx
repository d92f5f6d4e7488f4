import { Alert, Center, Container, Loader } from '@mantine/core';
import { errorMessage } from '../lib/toast';

export function PageLoader() {
  return (
    <Center py={120} aria-busy="true" aria-label="Loading">
      <Loader />
    </Center>
  );
}

/** A page whose record could not be loaded: the server's words, or `fallback`. */
export function PageLoadError({ title, error, fallback }: { title: string; error: unknown; fallback: string }) {
  return (
    <Container size="sm" py="xl">
      <Alert color="red" title={title}>
        {errorMessage(error, fallback)}
      </Alert>
    </Container>
  );
}
