import { trpc } from '../../lib/trpc';

/**
 * Reloads the desk's views whenever anyone books, moves, checks in or cancels: the staff board's
 * live feed (`desk.onChange`), open to administrators too.
 */
export function useDeskLive() {
  const utils = trpc.useUtils();
  trpc.desk.onChange.useSubscription(
    { lastEventId: null },
    {
      // A folio open in the drawer follows too (a payment through the guest's QR link, a refund).
      onData: () => void Promise.all([utils.desk.invalidate(), utils.folio.invalidate()]),
      onError: (error) => console.error('The live desk stopped', error),
    },
  );
}
