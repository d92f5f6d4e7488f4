// Makes apps/api/test/fixtures/upgrade/innkeep-<commit>.db: the demo hotel as an earlier Innkeep
// created it, for apps/api/test/upgrade.test.ts. Usage: node scripts/make-upgrade-fixture.mjs <commit>
// The commit's sources are unpacked (git archive) into a temporary folder that borrows this
// checkout's installed packages, except its own workspace packages, and its server's start-up
// (migrate, seed the demo data) writes the file, which is then vacuumed to stay small.
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const commit = process.argv[2];
if (!commit) throw new Error('Usage: node scripts/make-upgrade-fixture.mjs <commit>');
const root = resolve(import.meta.dirname, '..');
const short = execSync(`git rev-parse --short=7 ${commit}`, { cwd: root }).toString().trim();
const work = mkdtempSync(join(tmpdir(), 'innkeep-old-'));
try {
  execSync(`git archive ${short} | tar -x -C ${work}`, { cwd: root, shell: '/bin/bash' });
  mkdirSync(join(work, 'node_modules', '@innkeep'), { recursive: true });
  for (const name of readdirSync(join(root, 'node_modules'))) {
    if (name !== '@innkeep' && name !== '.bin') symlinkSync(join(root, 'node_modules', name), join(work, 'node_modules', name));
  }
  /** @type {[string, string][]} */
  const packages = [
    ['db', 'packages/db'],
    ['api-contract', 'packages/api-contract'],
    ['api', 'apps/api'],
  ];
  for (const [name, dir] of packages) {
    symlinkSync(join(work, dir), join(work, 'node_modules', '@innkeep', name));
  }
  const out = join(work, 'innkeep.db');
  writeFileSync(
    join(work, 'make.mts'),
    `import { writeFileSync } from 'node:fs';
import { loadEnv } from './apps/api/src/env.ts';
import { prepare } from './apps/api/src/bootstrap.ts';
const env = loadEnv({ DATABASE_PATH: ${JSON.stringify(out)}, SEED_DEMO: 'true', LOG_LEVEL: 'silent', JWT_SECRET: 'upgrade-fixture-secret-long-enough-for-hs256' });
const started = await prepare(env);
const { deps } = started;
// Invoices of the settled stays (issued on first request in that release), and a signed-in session.
const { getInvoice } = await import('./apps/api/src/services/invoices.ts');
const { login } = await import('./apps/api/src/services/auth.ts');
const admin = deps.db.$client.prepare("select id, name, role from users where role = 'admin' limit 1").get();
for (const { id } of deps.db.$client.prepare("select id from bookings where status = 'checked-out'").all()) getInvoice(deps, admin, { bookingId: id });
const session = await login(deps, { email: 'admin@innkeep.test', password: 'Admin#2026' }, { ip: '127.0.0.1', userAgent: 'fixture' });
writeFileSync(${JSON.stringify(out)} + '.json', JSON.stringify({ token: session.token, jwtSecret: env.JWT_SECRET }, null, 2) + '\\n');
deps.db.$client.pragma('wal_checkpoint(TRUNCATE)');
deps.db.$client.exec('VACUUM');
started.close();
`,
  );
  execSync(`node --import tsx make.mts`, { cwd: work, stdio: 'inherit' });
  const target = join(root, 'apps/api/test/fixtures/upgrade');
  mkdirSync(target, { recursive: true });
  copyFileSync(out, join(target, `innkeep-${short}.db`));
  copyFileSync(`${out}.json`, join(target, `innkeep-${short}.json`));
  console.log(`Wrote apps/api/test/fixtures/upgrade/innkeep-${short}.db`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
