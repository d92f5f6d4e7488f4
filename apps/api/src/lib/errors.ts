import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';

/** Shorthands for the errors services throw; the code decides the HTTP status on both APIs. */
export const fail = {
  badRequest: (message: string) => new TRPCError({ code: 'BAD_REQUEST', message }),
  unauthorized: (message: string) => new TRPCError({ code: 'UNAUTHORIZED', message }),
  forbidden: (message: string) => new TRPCError({ code: 'FORBIDDEN', message }),
  notFound: (message: string) => new TRPCError({ code: 'NOT_FOUND', message }),
  conflict: (message: string) => new TRPCError({ code: 'CONFLICT', message }),
  tooManyRequests: (message: string) => new TRPCError({ code: 'TOO_MANY_REQUESTS', message }),
  methodNotSupported: (message: string) => new TRPCError({ code: 'METHOD_NOT_SUPPORTED', message }),
};

interface IssueList {
  issues: { message: string }[];
}
function hasIssues(value: unknown): value is IssueList {
  return typeof value === 'object' && value !== null && Array.isArray((value as IssueList).issues);
}

/**
 * The message a client may see: the first validation problem in words, the thrown message
 * for deliberate errors, and nothing internal for crashes.
 */
export function publicMessage(error: TRPCError): string {
  if (hasIssues(error.cause)) return error.cause.issues[0]?.message ?? 'Invalid input';
  if (error.code === 'INTERNAL_SERVER_ERROR') return 'Something went wrong on our side. Please try again.';
  return error.message;
}

export function httpStatusOf(error: TRPCError): number {
  return getHTTPStatusCodeFromError(error);
}
