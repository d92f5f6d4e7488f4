import { IconBell } from '@tabler/icons-react';
import { t, TOAST_MS } from '@innkeep/api-contract';
import { showToast } from '../../lib/toast';

/** A high-priority notification's message, also as a toast with a bell icon for 5 s (spec 01 §8). */
export function showHighPriorityToast(notification: { _id: string; title: string; message: string }): void {
  showToast({
    id: `notification-${notification._id}`,
    title: notification.title,
    message: notification.message,
    icon: <IconBell size={18} />,
    color: 'red',
    autoClose: TOAST_MS.highPriorityNotification,
    // The close button is an icon: it needs a name for screen readers (axe: button-name), as lib/toast.ts gives its own.
    closeButtonProps: { 'aria-label': t('Dismiss') },
  });
}
