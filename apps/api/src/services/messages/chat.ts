import { desc, eq, lte, sql } from 'drizzle-orm';
import { CHAT_LIMITS, CHAT_MSG, LIMITS, type Role, type SendChatMessageInput } from '@innkeep/api-contract';
import { chatMessages, chats, users, type DbOrTx } from '@innkeep/db';
import type { AppDeps } from '../../deps';
import type { ChatClearedEvent, ChatMessageView, ChatPresenceEvent, EventBus } from '../../events';
import { fail } from '../../lib/errors';
import { repeat, type Job } from '../../engine/jobs';
import { EventQueue } from '../../lib/event-queue';
import { RateLimiter } from '../../lib/rate-limit';
import { recordAudit } from '../operations/audit';

type ChatRow = typeof chats.$inferSelect;
type ChatMessageRow = typeof chatMessages.$inferSelect;

/** Who is acting: the signed-in user as the context carries it. */
export interface ChatUser {
  id: string;
  name: string;
  role: Role;
}

export function toChatMessageView(row: ChatMessageRow, sender: ChatUser | null): ChatMessageView {
  return {
    _id: row.id,
    chatId: row.chatId,
    content: row.content,
    timestamp: row.createdAt,
    messageType: row.messageType,
    sender: sender ? { _id: sender.id, name: sender.name, role: sender.role } : null,
  };
}

/** What a chat subscriber receives, named as the spec's realtime events. */
export type ChatEvent =
  { type: 'new_message'; message: ChatMessageView } | ({ type: 'chat_cleared' } & ChatClearedEvent) | ChatPresenceEvent;

// ---------------------------------------------------------------------------------------------
// Presence: in memory, per server. A user is online in a chat while they hold an open
// subscription to it or sent a heartbeat within the presence window.

interface Member {
  subscriptions: number;
  heartbeatAt: number | null;
}

class ChatPresence {
  private readonly chats = new Map<string, Map<string, Member>>();

  private members(chatId: string): Map<string, Member> {
    let members = this.chats.get(chatId);
    if (!members) {
      members = new Map();
      this.chats.set(chatId, members);
    }
    return members;
  }

  private static online(member: Member | undefined, now: number): boolean {
    if (!member) return false;
    return member.subscriptions > 0 || (member.heartbeatAt !== null && now - member.heartbeatAt <= CHAT_LIMITS.presenceWindowMs);
  }

  count(chatId: string, now: number): number {
    let count = 0;
    for (const member of this.chats.get(chatId)?.values() ?? []) if (ChatPresence.online(member, now)) count += 1;
    return count;
  }

  /** Each returns true when the user's online state changed. */
  join(chatId: string, userId: string, now: number): boolean {
    const members = this.members(chatId);
    const member = members.get(userId);
    const wasOnline = ChatPresence.online(member, now);
    members.set(userId, { subscriptions: (member?.subscriptions ?? 0) + 1, heartbeatAt: member?.heartbeatAt ?? null });
    return !wasOnline;
  }

  heartbeat(chatId: string, userId: string, now: number): boolean {
    const members = this.members(chatId);
    const member = members.get(userId);
    const wasOnline = ChatPresence.online(member, now);
    members.set(userId, { subscriptions: member?.subscriptions ?? 0, heartbeatAt: now });
    return !wasOnline;
  }

  /** Closing the last subscription is leaving: the heartbeat of that visit no longer counts. */
  leave(chatId: string, userId: string): boolean {
    const members = this.chats.get(chatId);
    const member = members?.get(userId);
    if (!members || !member) return false;
    member.subscriptions = Math.max(0, member.subscriptions - 1);
    if (member.subscriptions > 0) return false;
    members.delete(userId);
    return true;
  }

  /** Drops users whose last heartbeat is too old; returns the chats that lost someone. */
  expire(now: number): string[] {
    const changed = new Set<string>();
    for (const [chatId, members] of this.chats) {
      for (const [userId, member] of members) {
        if (!ChatPresence.online(member, now)) {
          members.delete(userId);
          changed.add(chatId);
        }
      }
    }
    return [...changed];
  }
}

interface ChatRuntime {
  presence: ChatPresence;
  sends: RateLimiter;
  /** Chats with an online-count update waiting for the end of the coalescing interval. */
  pending: Map<string, NodeJS.Timeout>;
}

// Keyed by the server's event bus: parallel test servers in one process keep separate state.
const runtimes = new WeakMap<EventBus, ChatRuntime>();
function runtimeOf(deps: Pick<AppDeps, 'events'>): ChatRuntime {
  let runtime = runtimes.get(deps.events);
  if (!runtime) {
    runtime = {
      presence: new ChatPresence(),
      sends: new RateLimiter(CHAT_LIMITS.sendBurst, CHAT_LIMITS.sendWindowMs),
      pending: new Map(),
    };
    runtimes.set(deps.events, runtime);
  }
  return runtime;
}

/**
 * Sends the chat's online count to its subscribers once the coalescing interval ends. Each
 * subscriber labels it against the count it last heard (chatEvents): one who joined during the
 * interval heard a different count from one who was there before it, so no single label fits all.
 */
function announcePresence(deps: Pick<AppDeps, 'events' | 'now'>, chatId: string): void {
  const { pending } = runtimeOf(deps);
  if (pending.has(chatId)) return;
  const timer = setTimeout(() => {
    pending.delete(chatId);
    deps.events.emit('chatPresence', { chatId, activeUserCount: activeUserCount(deps, chatId) });
  }, CHAT_LIMITS.presenceCoalesceMs);
  // A pending update never keeps a stopping server alive.
  timer.unref();
  pending.set(chatId, timer);
}

/** Online users in the chat; never below 0 since it counts members. */
export function activeUserCount(deps: Pick<AppDeps, 'events' | 'now'>, chatId: string): number {
  return runtimeOf(deps).presence.count(chatId, deps.now().getTime());
}

/** Tells subscribers about users whose heartbeats stopped. */
export function expirePresence(deps: Pick<AppDeps, 'events' | 'now'>): void {
  for (const chatId of runtimeOf(deps).presence.expire(deps.now().getTime())) announcePresence(deps, chatId);
}

// ---------------------------------------------------------------------------------------------
// Reads and writes.

/**
 * Creates the one public chat room unless it exists, and returns its id.
 * `now` becomes its last-cleared time, which starts the 24-hour auto-clear clock.
 */
export function ensurePublicChat(tx: DbOrTx, now: Date): string {
  const at = now.toISOString();
  tx.insert(chats).values({ slug: 'public', lastCleared: at, createdAt: at }).onConflictDoNothing().run();
  const row = tx.select({ id: chats.id }).from(chats).where(eq(chats.slug, 'public')).get();
  if (!row) throw new Error('Public chat could not be created');
  return row.id;
}

function findChat(db: DbOrTx, chatId: string): ChatRow {
  const chat = db.select().from(chats).where(eq(chats.id, chatId)).get();
  if (!chat) throw fail.notFound(CHAT_MSG.notFound);
  return chat;
}

/**
 * Empties every chat whose last clear is 24 hours old or more, and tells its subscribers.
 * The janitor runs it on a timer and reads run it first, so a due clear never waits for a visitor
 * nor shows stale history. Returns the ids of the cleared chats.
 */
export function clearIfDue(deps: Pick<AppDeps, 'db' | 'events' | 'now'>): string[] {
  const now = deps.now();
  const dueIfBefore = new Date(now.getTime() - LIMITS.chatAutoClearMs).toISOString();
  const clearedAt = now.toISOString();
  const cleared = deps.db.transaction(
    (tx) => {
      const due = tx.select({ id: chats.id }).from(chats).where(lte(chats.lastCleared, dueIfBefore)).all();
      for (const chat of due) {
        tx.delete(chatMessages).where(eq(chatMessages.chatId, chat.id)).run();
        tx.update(chats).set({ lastCleared: clearedAt, lastClearedBy: null }).where(eq(chats.id, chat.id)).run();
      }
      return due.map((chat) => chat.id);
    },
    { behavior: 'immediate' },
  );
  for (const chatId of cleared) deps.events.emit('chatCleared', { chatId, clearedAt, clearedBy: null });
  return cleared;
}

export function getPublicChat(deps: AppDeps) {
  clearIfDue(deps);
  const chat =
    deps.db.select().from(chats).where(eq(chats.slug, 'public')).get() ??
    // The start-up creates it; a database restored without it gets it back instead of an error.
    findChat(
      deps.db,
      deps.db.transaction((tx) => ensurePublicChat(tx, deps.now())),
    );
  return { chatId: chat.id, lastCleared: chat.lastCleared, activeUserCount: activeUserCount(deps, chat.id) };
}

function loadMessages(db: DbOrTx, chatId: string): ChatMessageView[] {
  // Newest first to apply the limit, then back to reading order; rowid orders same-millisecond messages.
  const rows = db
    .select({ message: chatMessages, sender: { id: users.id, name: users.name, role: users.role } })
    .from(chatMessages)
    .leftJoin(users, eq(users.id, chatMessages.senderId))
    .where(eq(chatMessages.chatId, chatId))
    .orderBy(desc(chatMessages.createdAt), desc(sql`${chatMessages}.rowid`))
    .limit(CHAT_LIMITS.historyLimit)
    .all();
  return rows.reverse().map((row) => toChatMessageView(row.message, row.sender));
}

export function listMessages(deps: AppDeps, chatId: string) {
  clearIfDue(deps);
  const chat = findChat(deps.db, chatId);
  return {
    messages: loadMessages(deps.db, chat.id),
    lastCleared: chat.lastCleared,
    chatAge: deps.now().getTime() - Date.parse(chat.lastCleared),
    activeUserCount: activeUserCount(deps, chat.id),
  };
}

export function heartbeat(deps: AppDeps, user: ChatUser, chatId: string) {
  const chat = findChat(deps.db, chatId);
  if (runtimeOf(deps).presence.heartbeat(chat.id, user.id, deps.now().getTime())) announcePresence(deps, chat.id);
  return { activeUserCount: activeUserCount(deps, chat.id) };
}

export function sendMessage(deps: AppDeps, user: ChatUser, input: SendChatMessageInput): ChatMessageView {
  if (!runtimeOf(deps).sends.take(user.id, deps.now().getTime())) throw fail.tooManyRequests(CHAT_MSG.tooFast);
  // A message sent into a chat that is due for clearing must not be swept away a moment later.
  clearIfDue(deps);
  const chat = findChat(deps.db, input.chatId);
  const row = deps.db
    .insert(chatMessages)
    .values({ chatId: chat.id, senderId: user.id, content: input.content, messageType: 'normal', createdAt: deps.now().toISOString() })
    .returning()
    .get();
  const message = toChatMessageView(row, user);
  deps.events.emit('chatMessage', message);
  return message;
}

export function clearChat(deps: AppDeps, user: ChatUser, chatId: string) {
  if (user.role !== 'admin') throw fail.forbidden(CHAT_MSG.adminOnlyClear);
  const now = deps.now();
  const clearedAt = now.toISOString();
  const chat = findChat(deps.db, chatId);
  deps.db.transaction((tx) => {
    const result = tx.delete(chatMessages).where(eq(chatMessages.chatId, chat.id)).run();
    tx.update(chats).set({ lastCleared: clearedAt, lastClearedBy: user.id }).where(eq(chats.id, chat.id)).run();
    recordAudit(tx, user, 'chat.clear', 'chat', chat.id, { messages: result.changes }, now);
  });
  deps.events.emit('chatCleared', { chatId: chat.id, clearedAt, clearedBy: { _id: user.id, name: user.name } });
  return { success: true as const, chatId: chat.id, lastCleared: clearedAt };
}

/**
 * A chat's live events for one subscriber until `signal` aborts. Holding it open counts the user
 * online; the first event carries the current count, later counts come coalesced (announcePresence).
 */
export async function* chatEvents(deps: AppDeps, user: ChatUser, chatId: string, signal?: AbortSignal): AsyncGenerator<ChatEvent> {
  const chat = findChat(deps.db, chatId);
  const queue = new EventQueue<ChatEvent>(signal);
  const { events } = deps;
  queue.onClose(events.on('chatMessage', (message) => message.chatId === chat.id && queue.push({ type: 'new_message', message })));
  queue.onClose(events.on('chatCleared', (event) => event.chatId === chat.id && queue.push({ type: 'chat_cleared', ...event })));
  // The count this subscriber last heard: an update equal to it is not news, and its direction names it.
  let heard = 0;
  const hear = (count: number) => {
    if (count === heard) return;
    queue.push({ chatId: chat.id, type: count > heard ? 'user_joined_chat' : 'user_left_chat', activeUserCount: count });
    heard = count;
  };
  queue.onClose(events.on('chatPresence', (event) => event.chatId === chat.id && hear(event.activeUserCount)));

  const { presence } = runtimeOf(deps);
  if (presence.join(chat.id, user.id, deps.now().getTime())) announcePresence(deps, chat.id);
  // The joiner hears the count at once (at least 1: themselves); everyone else with the interval's update.
  hear(activeUserCount(deps, chat.id));
  try {
    yield* queue;
  } finally {
    queue.close();
    if (presence.leave(chat.id, user.id)) announcePresence(deps, chat.id);
  }
}

const JANITOR_INTERVAL_MS = 30_000;

/** Clears due chats and expires stale presence on a timer, whether or not anyone is connected. */
export function startChatJanitor(deps: AppDeps, onError: (error: unknown) => void): Job {
  return repeat(
    JANITOR_INTERVAL_MS,
    () => {
      clearIfDue(deps);
      expirePresence(deps);
    },
    onError,
  );
}
