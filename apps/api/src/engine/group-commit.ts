import type { Db, Tx } from '@innkeep/db';

interface Job {
  write: (tx: Tx) => unknown;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: writes queued while the event loop is busy run together in one BEGIN IMMEDIATE
 * transaction, each in its own savepoint, so a burst pays for one durable commit (synchronous=FULL:
 * one fsync) instead of one each. Each write still sees every earlier one (same transaction, under the
 * write lock), a write that throws rolls back only its savepoint, and nobody hears "done" before the
 * commit.
 */
class GroupCommit {
  private queue: Job[] = [];
  private scheduled = false;

  constructor(private readonly db: Db) {}

  run<T>(write: (tx: Tx) => T): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ write, resolve: resolve as (value: unknown) => void, reject });
      if (!this.scheduled) {
        this.scheduled = true;
        setImmediate(() => this.flush());
      }
    });
  }

  private flush(): void {
    this.scheduled = false;
    const batch = this.queue.splice(0);
    const outcomes: ({ ok: true; value: unknown } | { ok: false; error: unknown })[] = [];
    try {
      this.db.transaction(
        (tx) => {
          for (const job of batch) {
            try {
              outcomes.push({ ok: true, value: tx.transaction((savepoint) => job.write(savepoint)) });
            } catch (error) {
              outcomes.push({ ok: false, error });
            }
          }
        },
        { behavior: 'immediate' },
      );
    } catch (error) {
      // The commit itself failed (the lock stayed busy, the disk is full): nothing of the batch is stored.
      for (const job of batch) job.reject(error);
      return;
    }
    batch.forEach((job, i) => {
      const outcome = outcomes[i]!;
      if (outcome.ok) job.resolve(outcome.value);
      else job.reject(outcome.error);
    });
  }
}

const perDatabase = new WeakMap<Db, GroupCommit>();

/** Runs `write` in the database's next group commit; resolves once that commit is durable. */
export function groupCommit<T>(db: Db, write: (tx: Tx) => T): Promise<T> {
  let group = perDatabase.get(db);
  if (!group) {
    group = new GroupCommit(db);
    perDatabase.set(db, group);
  }
  return group.run(write);
}
