import { copyFileSync, existsSync, renameSync } from 'node:fs';
import { connect } from 'node:net';
import { resolve } from 'node:path';
import { openDatabase } from '@innkeep/db';
import { loadEnv } from '../env';
import { integrityCheck } from '../engine/backups';

// npm run restore -- <backup file>: puts a backup in place of DATABASE_PATH while the server is stopped.

const given = process.argv[2];
if (!given) {
  console.error('Usage: npm run restore -- <backup file>   (the server must be stopped)');
  process.exit(1);
}
const file = resolve(process.env.INIT_CWD ?? process.cwd(), given);
const env = loadEnv();

/** Whether something answers on the server's port: a running server holds the database open. */
function serverAnswers(): Promise<boolean> {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? '127.0.0.1' : env.HOST;
  return new Promise((done) => {
    const socket = connect({ port: env.PORT, host });
    socket.once('connect', () => {
      socket.destroy();
      done(true);
    });
    socket.once('error', () => done(false));
  });
}

if (await serverAnswers()) {
  console.error(`A server is running on port ${env.PORT}: stop it first, then restore. Nothing was changed.`);
  process.exit(1);
}
if (!existsSync(file)) {
  console.error(`No such file: ${file}. Nothing was changed.`);
  process.exit(1);
}
const verdict = await integrityCheck(file).catch((error: unknown) => (error instanceof Error ? error.message : String(error)));
if (verdict !== 'ok') {
  console.error(`${file} is not a sound database (${verdict}). Nothing was changed.`);
  process.exit(1);
}

const target = env.DATABASE_PATH;
if (existsSync(target)) {
  // The replaced file stays beside the new one (with its WAL, which may hold its last writes).
  const kept = `${target}.replaced-${new Date().toISOString().replace(/[:.]/g, '-')}`;
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(target + suffix)) renameSync(target + suffix, kept + suffix);
  console.log(`The replaced database is kept as ${kept}`);
}
copyFileSync(file, target);
// Opening migrates: a backup from an older release is brought up to this one.
openDatabase(target).close();
console.log(`Restored ${file} into ${target}. Start the server.`);
