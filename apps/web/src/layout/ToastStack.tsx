import { em } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Notifications } from '@mantine/notifications';
import { TOAST_MS } from '@innkeep/api-contract';
import classes from './layout.module.css';

/**
 * Where toasts appear: top-right (spec) but below the sticky header, so they never cover its cart,
 * notifications and menu buttons; on a phone, where the header spans the width, above the bottom edge.
 */
export default function ToastStack() {
  const phone = useMediaQuery(`(max-width: ${em(575)})`, false, { getInitialValueInEffect: false });
  return (
    <Notifications
      position={phone ? 'bottom-center' : 'top-right'}
      classNames={{ root: classes.toasts }}
      limit={TOAST_MS.maxShown}
      autoClose={TOAST_MS.default}
    />
  );
}
