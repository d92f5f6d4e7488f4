import { openDatabase } from '@innkeep/db';
import type { AppDeps } from './deps';
import type { Env } from './env';
import { EventBus } from './events';
import { loadSecret } from './lib/secret';
import { seedDemoData } from './seed/demo';
import { ensurePublicChat } from './services/messages';
import { insertDefaultSettings } from './services/operations';

export interface Started {
  deps: AppDeps;
  /** True when this start created the database and filled it with demo data. */
  seeded: boolean;
  close: () => void;
}

/** Opens and migrates the database, seeds a new one when asked, and assembles the dependencies. */
export async function prepare(env: Env, now: () => Date = () => new Date()): Promise<Started> {
  const { db, isNew, close } = openDatabase(env.DATABASE_PATH);
  const seeded = isNew && env.SEED_DEMO;
  if (seeded) {
    await seedDemoData(db, now());
  } else {
    // Idempotent: a database without demo data still needs its settings and the public chat.
    db.transaction((tx) => {
      insertDefaultSettings(tx, now());
      ensurePublicChat(tx, now());
    });
  }
  return { deps: { db, env, secret: loadSecret(env), now, events: new EventBus() }, seeded, close };
}
