import { MSG } from './messages';

/**
 * Password rules that need no list (OWASP ASVS 5.0 V6.2): the form schemas and the server share
 * them. The server adds the 10,000 most common passwords (apps/api/src/services/people/password-policy.ts),
 * a list too large to ship to every browser. No composition rules: length and guessability count.
 */

/** The password is the email address or its local part, whatever the case. */
export function passwordIsEmail(password: string, email: string): boolean {
  const lower = password.toLowerCase();
  const address = email.trim().toLowerCase();
  return lower === address || lower === address.split('@')[0];
}

/** Each step between neighbouring characters' codes, e.g. [1, 1, 1] for "abcd" and [0, 0] for "aaa". */
function steps(text: string): number[] {
  const codes = [...text].map((char) => char.codePointAt(0) ?? 0);
  return codes.slice(1).map((code, i) => code - codes[i]!);
}

/**
 * A repeated character or short pattern ("bbbbbbbb", "1111112", "abcabcab", "12121212") or a run up
 * or down the alphabet or digits ("12345678", "abcdefgh", "87654321"): guessed at once, whatever its length.
 */
export function isRepetitionOrSequence(password: string): boolean {
  const lower = password.toLowerCase();
  // Almost all one character: "1111112" has two distinct characters, one of them once.
  if (new Set(lower).size <= 2) return true;
  // A block of up to four characters repeated to the end.
  for (let size = 1; size <= 4 && size * 2 <= lower.length; size++) {
    if (lower.slice(size) === lower.slice(0, lower.length - size)) return true;
  }
  const between = steps(lower);
  return between.every((step) => step === 1) || between.every((step) => step === -1);
}

/** The hotel's name, or a word of it of four letters or more, inside the password. */
export function passwordHasHotelName(password: string, hotelName: string): boolean {
  const compact = (text: string) => text.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  const lower = compact(password);
  const words = [compact(hotelName), ...hotelName.split(/[^\p{L}\p{N}]+/u).map(compact)].filter((word) => word.length >= 4);
  return words.some((word) => lower.includes(word));
}

/** The message for the first rule the password breaks, or undefined. */
export function passwordProblem(password: string, context: { email?: string; hotelName?: string }): string | undefined {
  if (isRepetitionOrSequence(password)) return MSG.passwordTooSimple;
  if (context.email !== undefined && passwordIsEmail(password, context.email)) return MSG.passwordIsEmail;
  if (context.hotelName !== undefined && passwordHasHotelName(password, context.hotelName)) return MSG.passwordHasHotelName;
  return undefined;
}
