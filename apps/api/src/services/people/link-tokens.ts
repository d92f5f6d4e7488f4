import { createHash, randomBytes } from 'node:crypto';

/** The SHA-256 of a mailed link's token: all the database keeps, so a copy of it opens no account. */
export const linkTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new secret for a mailed link (password reset, email change) and the hash to store. */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: linkTokenHash(token) };
}
