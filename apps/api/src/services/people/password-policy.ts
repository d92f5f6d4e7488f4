import { MSG, passwordProblem } from '@innkeep/api-contract';
import type { DbOrTx } from '@innkeep/db';
import { getHotelInfo } from '../operations/settings';

/** OWASP ASVS 5.0 V6.2.4: at least the 10,000 most common passwords are refused. */
const COMMON_COUNT = 10_000;

let common: Promise<ReadonlySet<string>> | undefined;
/**
 * zxcvbn-ts's list of passwords from public breach corpora, most frequent first, shipped in the
 * package (docs/decisions/common-passwords.md). Unpacked on first use: start-up never waits for it.
 */
function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common'].slice(0, COMMON_COUNT).map((p) => p.toLowerCase())),
  );
  return common;
}

/**
 * Why the server refuses this password for this account, or undefined: the shared rules
 * (repetition, sequences, the email, the hotel's name) and the common-password list.
 */
export async function passwordRefusal(db: DbOrTx, password: string, email: string): Promise<string | undefined> {
  const problem = passwordProblem(password, { email, hotelName: getHotelInfo(db).hotelName });
  if (problem) return problem;
  return (await commonPasswords()).has(password.toLowerCase()) ? MSG.passwordTooCommon : undefined;
}
