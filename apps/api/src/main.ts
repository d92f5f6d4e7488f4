import { prepare } from './bootstrap';
import { loadEnv } from './env';
import { findUserByEmail } from './services/users';
import { DEMO_ACCOUNTS } from './seed/demo';
import { announceReconnect, buildServer } from './server';

const env = loadEnv();
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

await app.listen({ port: env.PORT, host: env.HOST });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.PORT;
const shownHost = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST === '127.0.0.1' ? 'localhost' : env.HOST;

const lines = [``, `Innkeep is running at http://${shownHost}:${port}`, `Database: ${env.DATABASE_PATH}`];
// Demo accounts are listed only while they exist, so a production install never advertises them.
const demo = DEMO_ACCOUNTS.filter((account) => findUserByEmail(deps.db, account.email));
if (demo.length > 0) {
  lines.push('', 'Demo accounts:');
  for (const account of demo) lines.push(`  ${account.role.padEnd(8)} ${account.email.padEnd(24)} ${account.password}  ${account.note}`);
}
console.log(lines.join('\n') + '\n');
