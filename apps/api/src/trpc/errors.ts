import { TRPCError } from '@trpc/server';
import { getHTTPStatusCodeFromError } from '@trpc/server/http';
import { localize, m, type UiLanguage } from '@innkeep/api-contract';
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

export const INTERNAL_ERROR_MESSAGE = m('Something went wrong on our side. Please try again.');

function englishMessage(error: TRPCError): string {
  if (hasIssues(error.cause)) return error.cause.issues[0]?.message ?? m('Invalid input');
  if (error.code === 'INTERNAL_SERVER_ERROR') return INTERNAL_ERROR_MESSAGE;
  return error.message;
}

/**
 * The message a client may see, in its reader's language: the first validation problem in words,
 * the thrown message for deliberate errors, and nothing internal for crashes. A known source text
 * (an MSG.* constant, a schema's message) is translated; one already formatted in the language
 * (a parameterised message, t(…)) passes as it is.
 */
export function publicMessage(error: TRPCError, language: UiLanguage): string {
  return localize(language, englishMessage(error));
}

export function httpStatusOf(error: TRPCError): number {
  return getHTTPStatusCodeFromError(error);
}
