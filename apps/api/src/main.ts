import { isIP } from 'node:net';
import { prepare } from './bootstrap';
import { DEMO_ACCOUNTS } from './demo-accounts';
import { loadEnv, type Env } from './env';
import { demoStatus } from './services/operations';
import { announceReconnect, buildServer } from './server';

let env: Env;
try {
  env = loadEnv();
} catch (error) {
  // The message names the setting; a stack trace would only bury it.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
const { deps, close } = await prepare(env);
const app = await buildServer(deps);

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal} received: finishing open requests, then stopping`);
  announceReconnect(app);
  await app.close();
  close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

/** Only this machine can reach 127.0.0.0/8, ::1 and localhost; anything else may be the whole network. */
function isLoopback(host: string): boolean {
  if (host.toLowerCase() === 'localhost' || host === '::1') return true;
  return isIP(host) === 4 && host.startsWith('127.');
}

await app.listen({ port: env.PORT, host: env.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST === '127.0.0.1' ? 'localhost' : env.HOST;

const lines = [``, `Innkeep is running at http://${shownHost}:${port}`, `Database: ${env.DATABASE_PATH}`];
// Demo accounts are listed only while their published password still works, so a real install never advertises them.
const { demoPasswordsInUse } = await demoStatus(deps.db);
const demo = DEMO_ACCOUNTS.filter((account) => demoPasswordsInUse.includes(account.email));
if (demo.length > 0) {
  lines.push('', 'Demo accounts:');
  for (const account of demo) lines.push(`  ${account.role.padEnd(8)} ${account.email.padEnd(24)} ${account.password}  ${account.note}`);
}
console.log(lines.join('\n') + '\n');
if (demo.length > 0 && !isLoopback(env.HOST)) {
  app.log.warn(
    `Listening on ${env.HOST}, reachable from other devices, while these accounts still have their published demo password: ` +
      `${demoPasswordsInUse.join(', ')}. Remove the demo data (Admin dashboard → Settings) or change their passwords.`,
  );
}
