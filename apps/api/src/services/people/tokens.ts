import { createHmac, timingSafeEqual } from 'node:crypto';
import { SignJWT } from 'jose';

// Pinned so a token cannot pick its own algorithm ('none' or an asymmetric confusion).
const ALGORITHM = 'HS256';
const ISSUER = 'innkeep';
const AUDIENCE = 'innkeep-clients';

export interface TokenClaims {
  userId: string;
  sessionId: string;
}

export interface VerifiedClaims extends TokenClaims {
  /** The token's `exp`, in epoch milliseconds: it is valid while the clock reads less. */
  expiresAt: number;
}

export function signSessionToken(secret: Uint8Array, claims: TokenClaims, issuedAt: Date, expiresAt: Date): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(secret);
}

function decodeJson(part: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isNumericDate = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * The claims of a valid token, or null for anything forged, expired, malformed or foreign.
 * `now` is the server's clock, so tests that move time move token expiry with it.
 *
 * Synchronous on purpose (node:crypto HMAC, not WebCrypto): jose's verify runs in libuv's thread
 * pool, where every signed-in request queued behind argon2 during sign-in bursts. The checks are
 * jose's for these options: HS256 only, no `crit`, issuer, audience, `exp` required and in the
 * future, `nbf` and `iat` well-formed, `sub` and `sid` strings.
 */
export function verifySessionToken(secret: Uint8Array, token: string, now: Date): VerifiedClaims | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [headerPart, payloadPart, signaturePart] = parts as [string, string, string];
  // Compared as canonical base64url text, so a signature spelled another way (padding, stray bits) fails too.
  const expected = Buffer.from(createHmac('sha256', secret).update(`${headerPart}.${payloadPart}`).digest('base64url'));
  const given = Buffer.from(signaturePart);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;

  const header = decodeJson(headerPart);
  if (!header || header.alg !== ALGORITHM || 'crit' in header) return null;
  const payload = decodeJson(payloadPart);
  if (!payload || payload.iss !== ISSUER) return null;
  const audience = payload.aud;
  if (!(audience === AUDIENCE || (Array.isArray(audience) && audience.includes(AUDIENCE)))) return null;
  const seconds = Math.floor(now.getTime() / 1000);
  if (!isNumericDate(payload.exp) || payload.exp <= seconds) return null;
  if (payload.nbf !== undefined && (!isNumericDate(payload.nbf) || payload.nbf > seconds)) return null;
  if (payload.iat !== undefined && !isNumericDate(payload.iat)) return null;
  if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
  return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
}
