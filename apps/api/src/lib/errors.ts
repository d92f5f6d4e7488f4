/** What kind of refusal a hotel rule makes; the edges (trpc/errors.ts) turn it into a tRPC code and an HTTP status. */
export type ErrorKind =
  'bad-request' | 'unauthorized' | 'forbidden' | 'not-found' | 'conflict' | 'too-many-requests' | 'method-not-supported';

/** A deliberate refusal whose message the caller may read. Services throw it without knowing the transport. */
export class AppError extends Error {
  override readonly name = 'AppError';
  constructor(
    readonly kind: ErrorKind,
    message: string,
  ) {
    super(message);
  }
}

/** Shorthands for the errors services throw. */
export const fail = {
  badRequest: (message: string) => new AppError('bad-request', message),
  unauthorized: (message: string) => new AppError('unauthorized', message),
  forbidden: (message: string) => new AppError('forbidden', message),
  notFound: (message: string) => new AppError('not-found', message),
  conflict: (message: string) => new AppError('conflict', message),
  tooManyRequests: (message: string) => new AppError('too-many-requests', message),
  methodNotSupported: (message: string) => new AppError('method-not-supported', message),
};
