import { errors, jwtVerify, SignJWT } from 'jose';

// Pinned so a token cannot pick its own algorithm ('none' or an asymmetric confusion).
const ALGORITHM = 'HS256';
const ISSUER = 'innkeep';
const AUDIENCE = 'innkeep-clients';

export interface TokenClaims {
  userId: string;
  sessionId: string;
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

/**
 * The claims of a valid token, or null for anything forged, expired, malformed or foreign.
 * `now` is the server's clock, so tests that move time move token expiry with it.
 */
export async function verifySessionToken(secret: Uint8Array, token: string, now: Date): Promise<TokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, secret, {
      currentDate: now,
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
      requiredClaims: ['sub', 'exp', 'sid'],
    });
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null;
    return { userId: payload.sub, sessionId: payload.sid };
  } catch (error) {
    if (error instanceof errors.JOSEError) return null;
    throw error;
  }
}
