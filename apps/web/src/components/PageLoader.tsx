import { Alert, Center, Container, Loader } from '@mantine/core';
import { useT } from '../i18n/language';
import { errorMessage } from '../lib/toast';

/** A page still loading; a status, so its name is announced (a bare div may not carry aria-label: axe flags it). */
export function PageLoader() {
  const t = useT();
  return (
    <Center py={120} role="status" aria-busy="true" aria-label={t('Loading')}>
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
