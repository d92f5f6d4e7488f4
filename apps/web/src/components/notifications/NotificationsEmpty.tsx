import { EmptyState } from '@mantine/core';
import { IconBellOff } from '@tabler/icons-react';
import { NOTIFICATION_MSG } from '@innkeep/api-contract';
import { useLocalize } from '../../i18n/language';
import { emptyStateText, type StatusFilter } from './model';

export function NotificationsEmpty({ status, compact = false }: { status: StatusFilter; compact?: boolean }) {
  const localize = useLocalize();
  return (
    <EmptyState
      py={compact ? 'lg' : 'xl'}
      size={compact ? 'sm' : 'md'}
      withIndicatorBackground
      icon={<IconBellOff size={compact ? 24 : 32} />}
      title={localize(NOTIFICATION_MSG.noneFound)}
      description={localize(emptyStateText(status))}
    />
  );
}
