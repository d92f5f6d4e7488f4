import { Alert, Button, EmptyState, Group, Loader } from '@mantine/core';
import { IconAlertCircle, IconInbox } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../i18n/language';

interface ListStateProps {
  loading: boolean;
  error: boolean;
  empty: boolean;
  /** Shown when loading failed, e.g. 'Failed to load users data'. */
  errorTitle: string;
  emptyTitle: string;
  emptyText: string;
  onRetry: () => void;
  children: ReactNode;
}

/** The list while it loads, when it failed to load, when nothing matches, or the list itself. */
export function ListState({ loading, error, empty, errorTitle, emptyTitle, emptyText, onRetry, children }: ListStateProps) {
  const t = useT();
  if (error) {
    return (
      <Alert color="red" variant="light" icon={<IconAlertCircle size={18} />} title={errorTitle}>
        <Button size="xs" variant="light" color="red" mt="xs" onClick={onRetry}>
          {t('Try again')}
        </Button>
      </Alert>
    );
  }
  if (loading) {
    return (
      <Group justify="center" py="xl">
        <Loader />
      </Group>
    );
  }
  if (empty) return <EmptyState icon={<IconInbox size={32} />} title={emptyTitle} description={emptyText} py="xl" />;
  return <>{children}</>;
}
