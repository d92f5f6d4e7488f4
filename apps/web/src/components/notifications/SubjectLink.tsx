import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { NotificationSubject } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { useT } from '../../i18n/language';
import { subjectLink } from './model';

/** The button to what a notification is about (its booking, order or complaint), on the reader's page for it. */
export function SubjectLink({ subject, onFollow }: { subject: NotificationSubject | null; onFollow?: () => void }) {
  const t = useT();
  const { user } = useAuth();
  const link = user ? subjectLink(subject, user.role) : null;
  if (!link) return null;
  return (
    <Button
      component={Link}
      to={link.to}
      size="compact-sm"
      variant="light"
      rightSection={<IconArrowRight size={14} />}
      style={{ alignSelf: 'flex-start' }}
      onClick={(event) => {
        // The card around it opens on a click too.
        event.stopPropagation();
        onFollow?.();
      }}
    >
      {t(link.label)}
    </Button>
  );
}
