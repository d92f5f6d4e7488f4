// Installs dependencies when they are missing or out of date with package-lock.json, so `npm start`
// and `npm test` work on a fresh clone. Cheap when nothing changed: one hash comparison.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const stamp = 'node_modules/.innkeep-lock-hash';
const lock = existsSync('package-lock.json') ? readFileSync('package-lock.json') : Buffer.from('');
const hash = createHash('sha256').update(lock).update(readFileSync('package.json')).digest('hex');
const current = existsSync(stamp) ? readFileSync(stamp, 'utf8') : '';
const nativeBuilt = existsSync('node_modules/better-sqlite3/build/Release/better_sqlite3.node');

if (current !== hash || !nativeBuilt) {
  console.log('Installing dependencies (the SQLite driver compiles from source: about a minute)...');
  const command = existsSync('package-lock.json') ? 'npm ci' : 'npm install';
  execSync(`${command} --no-audit --no-fund --loglevel=error`, { stdio: 'inherit' });
  writeFileSync(stamp, hash);
}
