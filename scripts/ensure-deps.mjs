// Installs dependencies when they are missing or out of date with package.json / package-lock.json,
// so `npm start` and `npm test` work on a fresh clone. Cheap when nothing changed: one hash check.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const STAMP = 'node_modules/.innkeep-deps-hash';
const MANIFESTS = ['package.json', 'package-lock.json', 'apps/api/package.json', 'apps/web/package.json', 'packages/db/package.json', 'packages/api-contract/package.json'];

const fingerprint = () => {
  const hash = createHash('sha256');
  for (const file of MANIFESTS) if (existsSync(file)) hash.update(readFileSync(file));
  return hash.digest('hex');
};
const nativeBuilt = () =>
  existsSync('node_modules/better-sqlite3/build/Release/better_sqlite3.node') && existsSync('node_modules/argon2/package.json');

if (!existsSync(STAMP) || readFileSync(STAMP, 'utf8') !== fingerprint() || !nativeBuilt()) {
  console.log('Installing dependencies (the SQLite driver compiles from source: about a minute)...');
  // `npm install` rather than `npm ci`: this registry lacks some other platforms' optional packages
  // (turbo's macOS and Windows binaries), which `npm ci` treats as an out-of-sync lock file.
  execSync('npm install --no-audit --no-fund --loglevel=error', { stdio: 'inherit' });
  writeFileSync(STAMP, fingerprint());
}
