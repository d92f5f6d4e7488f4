import type { ReactNode } from 'react';
import { toast } from '../../lib/toast';
import { failureMessage } from './board';

export interface TaskAction {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  loading: boolean;
}

interface AdvanceOptions<S extends string> {
  /** The next status on the staff path; null: nothing for staff to do. */
  next: S | null;
  label: string | undefined;
  icon: ReactNode;
  busy: boolean;
  run: (status: S) => Promise<{ status: string }>;
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
export function advanceAction<S extends string>({ next, label, icon, busy, run, success, failure, reload }: AdvanceOptions<S>): TaskAction | null {
  if (!next || !label) return null;
  const advance = async () => {
    try {
      const updated = await run(next);
      toast.success(success(updated.status));
    } catch (error) {
      toast.error(failureMessage(error, failure));
    } finally {
      await reload();
    }
  };
  return { label, icon, loading: busy, onClick: () => void advance() };
}
