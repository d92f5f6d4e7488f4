// Installs dependencies when they are missing or out of date with package.json / package-lock.json,
// so `npm start` and `npm test` work on a fresh clone. Cheap when nothing changed: one hash check.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const STAMP = 'node_modules/.innkeep-deps-hash';

/**
 * The folders a `workspaces` pattern of the root package.json names: `apps/*`, `packages/*`, or a plain path
 * (`*` matches within one folder name; `**` and negations are not used here).
 * @param {string} pattern
 * @returns {string[]}
 */
function expandWorkspace(pattern) {
  let dirs = ['.'];
  for (const part of pattern.replace(/\/+$/, '').split('/')) {
    if (!part.includes('*')) {
      dirs = dirs.map((dir) => join(dir, part));
      continue;
    }
    const name = new RegExp(`^${part.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '[^/]*')}$`);
    dirs = dirs.flatMap((dir) =>
      existsSync(dir)
        ? readdirSync(dir, { withFileTypes: true })
            .filter((entry) => entry.isDirectory() && name.test(entry.name))
            .map((entry) => join(dir, entry.name))
        : [],
    );
  }
  return dirs.sort();
}

/** @type {{ workspaces?: string[] }} */
const root = JSON.parse(readFileSync('package.json', 'utf8'));
const MANIFESTS = [
  'package.json',
  'package-lock.json',
  ...(root.workspaces ?? []).flatMap(expandWorkspace).map((dir) => join(dir, 'package.json')),
];

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
