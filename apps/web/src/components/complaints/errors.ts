import { COMPLAINT_MSG, currentLanguage, localize } from '@innkeep/api-contract';

/** HTTP status behind a failed tRPC call: from the error shape, else from the raw response. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { data, meta } = error as { data?: { httpStatus?: unknown } | null; meta?: { response?: { status?: unknown } } };
  if (typeof data?.httpStatus === 'number') return data.httpStatus;
  const status = meta?.response?.status;
  return typeof status === 'number' ? status : undefined;
}

/** The admin complaints page's load-failure texts by HTTP status (spec 02 §8), in the language on screen. */
export function adminLoadErrorMessage(error: unknown): string {
  return localize(currentLanguage(), adminLoadError(error));
}

function adminLoadError(error: unknown): string {
  switch (httpStatusOf(error)) {
    case 404:
      return COMPLAINT_MSG.pageNotFound;
    case 401:
      return COMPLAINT_MSG.pageUnauthorized;
    case 403:
      return COMPLAINT_MSG.pageForbidden;
    default:
      return COMPLAINT_MSG.pageLoadFailed;
  }
}
