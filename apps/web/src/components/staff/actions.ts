import type { ReactNode } from 'react';
import { currentLanguage, localize, nextStep } from '@innkeep/api-contract';
import { toast } from '../../lib/toast';
import { failureMessage } from './board';

export interface TaskAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  loading: boolean;
}

interface AdvanceOptions<S extends string> {
  /** The staff path of this kind of item; past its last step, or off it, staff have nothing to do. */
  steps: readonly S[];
  item: { _id: string; status: string };
  /** The item's status mutation, e.g. `trpc.staff.updateBookingStatus.useMutation()`. */
  mutation: { isPending: boolean; mutateAsync: (input: { id: string; status: S }) => Promise<{ status: string }> };
  label: string | undefined;
  icon: ReactNode;
  /** 'Booking status updated to {status}' and its kin, and the failure text (spec 02 §8). */
  success: (status: string) => string;
  failure: string;
  reload: () => Promise<unknown>;
}

/**
 * The one button of a board item. On success it names the new status; on failure the server's
 * reason when it gave one (e.g. a colleague was quicker: 409), else the spec's text. The board
 * reloads either way, so an item that moved on leaves this list.
 */
export function advanceAction<S extends string>({
  steps,
  item,
  mutation,
  label,
  icon,
  success,
  failure,
  reload,
}: AdvanceOptions<S>): TaskAction | null {
  const next = nextStep(steps, item.status);
  if (!next || !label) return null;
  const advance = async () => {
    try {
      const updated = await mutation.mutateAsync({ id: item._id, status: next });
      toast.success(localize(currentLanguage(), success(updated.status)));
    } catch (error) {
      toast.error(failureMessage(error, localize(currentLanguage(), failure)));
    } finally {
      await reload();
    }
  };
  return { label, icon, loading: mutation.isPending, onClick: () => void advance() };
}
