import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { BoardChange } from '@innkeep/api-contract';
import { newId, staffNotices, type Db } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import type { BoardEvent, EventBus } from '../../events';
import { EventQueue } from '../../lib/event-queue';
import { oncePer } from '../../engine/once-per';
import { subjectColumnsOf, toNotificationView, type NewNotification, type StoredNotification } from './notifications';

/*
 * What staff hear about: notifications of new work and the live board. Kept apart from the
 * workflow so booking, food and complaint services can tell staff without importing it.
 */

// ---------------------------------------------------------------------------------------------
// Telling staff

/** Prepared once per database: a booking, food order or complaint writes one notice. */
const staffNoticeInsert = oncePer((db: Db) =>
  db
    .insert(staffNotices)
    .values({
      id: sql.placeholder('id'),
      audience: sql.placeholder('audience'),
      senderId: sql.placeholder('senderId'),
      type: sql.placeholder('type'),
      priority: sql.placeholder('priority'),
      title: sql.placeholder('title'),
      message: sql.placeholder('message'),
      subjectType: sql.placeholder('subjectType'),
      subjectId: sql.placeholder('subjectId'),
      createdAt: sql.placeholder('createdAt'),
    })
    .prepare(),
);

/**
 * Tells every approved staff member (new bookings, new food orders), and every admin too when
 * `withAdmins` (new complaints): one stored notice for the whole audience, each reader's state kept
 * apart (services/messages/notifications.ts). Call it inside the transaction that made the news (it runs on
 * the same connection, so it commits or rolls back with it) and hand the result to
 * `publishNotifications` after the commit.
 */
export function notifyStaff(
  db: Db,
  input: Omit<NewNotification, 'recipientId'>,
  at: Date,
  { withAdmins = false }: { withAdmins?: boolean } = {},
): StoredNotification[] {
  const row = {
    id: newId(),
    audience: withAdmins ? ('staff_and_admins' as const) : ('staff' as const),
    senderId: input.senderId ?? null,
    type: input.type,
    priority: input.priority ?? 'medium',
    title: input.title,
    message: input.message,
    ...subjectColumnsOf(input.subject),
    createdAt: at.toISOString(),
  };
  staffNoticeInsert(db).run(row);
  return [{ audience: row.audience, notification: toNotificationView({ ...row, read: false }) }];
}

// ---------------------------------------------------------------------------------------------
// The live staff board. Every committed change that moves something on or off the board gets an
// increasing id and is kept in a bounded ring buffer, so a client that reconnects with the last id
// it saw receives what it missed. Ids start with a per-process tag: after a restart, or once the
// client has been away longer than the buffer reaches, it is told to reload instead (`resync`).

const BOARD_LOG_SIZE = 1000;

class BoardLog {
  private readonly tag = randomBytes(4).toString('hex');
  private seq = 0;
  private readonly recent: BoardEvent[] = [];

  append(change: BoardChange): BoardEvent {
    this.seq += 1;
    const event = { id: `${this.tag}-${this.seq}`, change };
    this.recent.push(event);
    if (this.recent.length > BOARD_LOG_SIZE) this.recent.shift();
    return event;
  }

  get latestId(): string {
    return `${this.tag}-${this.seq}`;
  }

  /** The events after `id`, oldest first; null when they can no longer be told. */
  after(id: string): BoardEvent[] | null {
    const [tag, number] = id.split('-');
    const seq = Number(number);
    // `recent` holds the events numbered (first, this.seq]; `first` is the one before the oldest kept.
    const first = this.seq - this.recent.length;
    if (tag !== this.tag || !Number.isInteger(seq) || seq < first || seq > this.seq) return null;
    return this.recent.slice(seq - first);
  }
}

// One log per server (each has its own event bus), so parallel test servers do not share ids.
const logs = new WeakMap<EventBus, BoardLog>();
function boardLog(deps: Pick<AppDeps, 'events'>): BoardLog {
  let log = logs.get(deps.events);
  if (!log) {
    log = new BoardLog();
    logs.set(deps.events, log);
  }
  return log;
}

/** The id of the newest board event: a dashboard loaded now subscribes from it and misses nothing. */
export function latestBoardEventId(deps: Pick<AppDeps, 'events'>): string {
  return boardLog(deps).latestId;
}

/** Tells every open staff board about a committed change. Call it after the transaction. */
export function publishBoardChange(deps: Pick<AppDeps, 'events'>, change: BoardChange): void {
  deps.events.emit('staffBoard', boardLog(deps).append(change));
}

/**
 * The board's events until `signal` aborts; with `lastEventId`, first the ones after it (or a
 * `resync` when they are gone). Listening starts before the backlog is read, in the same tick,
 * so nothing falls in between and nothing comes twice.
 */
export async function* boardFeed(
  deps: Pick<AppDeps, 'events'>,
  lastEventId: string | null | undefined,
  signal?: AbortSignal,
): AsyncGenerator<BoardEvent> {
  const live = new EventQueue<BoardEvent>(signal);
  live.onClose(deps.events.on('staffBoard', (event) => live.push(event)));
  try {
    if (lastEventId) {
      const log = boardLog(deps);
      const missed = log.after(lastEventId);
      if (missed) yield* missed;
      else yield { id: log.latestId, change: { entity: 'resync' } };
    }
    yield* live;
  } finally {
    live.close();
  }
}
