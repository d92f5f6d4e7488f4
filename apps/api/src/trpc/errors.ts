import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { AppError, type ErrorKind } from '../lib/errors';

const TRPC_CODES = {
  'bad-request': 'BAD_REQUEST',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  'not-found': 'NOT_FOUND',
  conflict: 'CONFLICT',
  'too-many-requests': 'TOO_MANY_REQUESTS',
  'method-not-supported': 'METHOD_NOT_SUPPORTED',
} as const satisfies Record<ErrorKind, TRPCError['code']>;

/** The one place a service's AppError becomes a transport error; anything else passes as it is. */
export function toTRPCError(error: unknown): unknown {
  return error instanceof AppError ? new TRPCError({ code: TRPC_CODES[error.kind], message: error.message, cause: error }) : error;
}

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
