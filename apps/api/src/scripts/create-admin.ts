// Creates the first administrator of an installation without demo data:
//   npm run create-admin -- --email you@hotel.example --name "Your Name" [--phone "+1 555 0100"]
// The password comes from ADMIN_PASSWORD or is asked for on the terminal.
import { createInterface } from 'node:readline/promises';
import { parseArgs } from 'node:util';
import { firstIssueMessage, registerInput } from '@innkeep/api-contract';
import { openDatabase, users } from '@innkeep/db';
import { loadEnv } from '../env';
import { recordAudit } from '../services/operations';
import { passwordRefusal } from '../services/people';
import { hashPassword } from '../services/people';
import { findUserByEmail } from '../services/people';

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, phone: { type: 'string', default: '' } },
});
const env = loadEnv();

async function askPassword(): Promise<string> {
  if (env.ADMIN_PASSWORD) return env.ADMIN_PASSWORD;
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const password = await rl.question('Password for the new administrator: ');
  rl.close();
  return password;
}

const password = await askPassword();
// Reuse the registration rules (email format, password length) with the role check left out.
const parsed = registerInput.safeParse({
  name: values.name,
  email: values.email,
  phone: values.phone || '-',
  role: 'customer',
  password,
  confirmPassword: password,
});
if (!parsed.success) {
  console.error(`Cannot create the administrator: ${firstIssueMessage(parsed.error)}`);
  console.error('Usage: npm run create-admin -- --email you@hotel.example --name "Your Name"');
  process.exit(1);
}

const { db, close } = openDatabase(env.DATABASE_PATH);
if (findUserByEmail(db, parsed.data.email)) {
  console.error(`An account with the email ${parsed.data.email} already exists.`);
  close();
  process.exit(1);
}
const { name, email, phone } = parsed.data;
const refusal = await passwordRefusal(db, parsed.data.password, email);
if (refusal) {
  console.error(`Cannot create the administrator: ${refusal}`);
  close();
  process.exit(1);
}
const passwordHash = await hashPassword(parsed.data.password);
const now = new Date().toISOString();
db.transaction((tx) => {
  const admin = tx
    .insert(users)
    .values({ name, email, phone, role: 'admin', isApproved: true, passwordHash, createdAt: now, updatedAt: now })
    .returning()
    .get();
  recordAudit(tx, null, 'user.create-admin', 'user', admin.id, { email: admin.email });
});
close();
console.log(`Administrator ${parsed.data.email} created. Sign in at /admin/login.`);
