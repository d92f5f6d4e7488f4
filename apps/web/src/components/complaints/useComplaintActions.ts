import { COMPLAINT_MSG, type ComplaintStatus, type ComplaintView } from '@innkeep/api-contract';
import { useLocalize } from '../../i18n/language';
import { trpc } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';

/** The status texts differ: the complaints page says 'Status updated…', the dashboard tab 'Complaint status updated…'. */
export interface StatusMessages {
  updated: string;
  failed: string;
}

export const PAGE_STATUS_MESSAGES: StatusMessages = { updated: COMPLAINT_MSG.statusUpdated, failed: COMPLAINT_MSG.statusUpdateFailed };
export const TAB_STATUS_MESSAGES: StatusMessages = { updated: COMPLAINT_MSG.tabStatusUpdated, failed: COMPLAINT_MSG.tabStatusUpdateFailed };

/**
 * Admin actions on one complaint with their toasts. Each refreshes every admin complaint list
 * (page and dashboard tab share the cache) and resolves to the updated complaint, or null on failure.
 */
export function useComplaintActions(statusMessages: StatusMessages) {
  const localize = useLocalize();
  const utils = trpc.useUtils();
  const respondMutation = trpc.complaints.respond.useMutation();
  const statusMutation = trpc.complaints.updateStatus.useMutation();
  const removeMutation = trpc.complaints.remove.useMutation();

  /** Runs one action with its toasts; the lists refresh in the background afterwards. */
  async function attempt<T>(action: () => Promise<T>, success: string, failure: string): Promise<T | null> {
    try {
      const result = await action();
      toast.success(localize(success));
      void utils.complaints.adminList.invalidate();
      return result;
    } catch (err) {
      toast.error(errorMessage(err, localize(failure)));
      return null;
    }
  }

  const respond = async (id: string, response: string): Promise<ComplaintView | null> =>
    (await attempt(() => respondMutation.mutateAsync({ id, response }), COMPLAINT_MSG.responseSent, COMPLAINT_MSG.responseFailed))
      ?.complaint ?? null;

  const setStatus = async (id: string, status: ComplaintStatus): Promise<ComplaintView | null> =>
    (await attempt(() => statusMutation.mutateAsync({ id, status }), statusMessages.updated, statusMessages.failed))?.complaint ?? null;

  const remove = async (id: string): Promise<boolean> =>
    (await attempt(() => removeMutation.mutateAsync({ id }), COMPLAINT_MSG.deleted, COMPLAINT_MSG.deleteFailed)) !== null;

  return {
    respond,
    setStatus,
    remove,
    responding: respondMutation.isPending,
    updatingStatus: statusMutation.isPending,
    removing: removeMutation.isPending,
  };
}

export type ComplaintActions = ReturnType<typeof useComplaintActions>;
