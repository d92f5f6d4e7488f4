import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CHAT_LIMITS, CHAT_MSG, LIMITS } from '@innkeep/api-contract';
import { auditLog, chatMessages, chats } from '@innkeep/db';
import { and, eq } from 'drizzle-orm';
import type { ChatMessageView } from '../src/events';
import { chatEvents, clearIfDue, expirePresence, startChatJanitor, type ChatEvent } from '../src/services/messages';
import { insertUser, startTestServer, tokenFor, type TestServer } from './helpers';
import { connect, Inbox, untilListening, type Connection } from './realtime-helpers';

interface Person {
  id: string;
  name: string;
  token: string;
}
interface Messages {
  messages: ChatMessageView[];
  lastCleared: string;
  chatAge: number;
  activeUserCount: number;
}

const HOUR = 3_600_000;
// A mutable clock the server reads: tests move it instead of waiting.
let clock = new Date();
let server: TestServer;
let chatId: string;
let admin: Person;
const open: Connection[] = [];

async function person(role: 'customer' | 'staff' | 'admin' = 'customer'): Promise<Person> {
  const user = await insertUser(server.deps, role);
  const name = server.deps.db.$client.prepare('select name from users where id = ?').pluck().get(user.id) as string;
  return { id: user.id, name, token: await tokenFor(server, user) };
}

/** Opens a WebSocket for the person and subscribes to the chat's live events. */
async function join(who: Person) {
  const connection = connect(server, who.token);
  open.push(connection);
  const inbox = new Inbox<ChatEvent>();
  const subscription = connection.client.chat.onEvent.subscribe({ chatId }, inbox.handlers);
  await inbox.until((i) => i.items.some((e) => e.type === 'user_joined_chat') || i.error !== null);
  return { inbox, leave: () => subscription.unsubscribe(), connection };
}

const send = (who: Person, content: unknown, id = chatId) =>
  server.api<ChatMessageView & { message?: string }>('POST', `/api/chat/${id}/messages`, { token: who.token, body: { content } });
const history = (who: Person) => server.api<Messages>('GET', `/api/chat/${chatId}/messages`, { token: who.token });
const stored = () => server.deps.db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId)).all();
const newMessages = (inbox: Inbox<ChatEvent>) => inbox.items.filter((e) => e.type === 'new_message');

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
  admin = await person('admin');
  const res = await server.api<{ chatId: string }>('GET', '/api/chat/public-chat', { token: admin.token });
  chatId = res.body.chatId;
});
beforeEach(() => {
  // Each test starts a fresh rate-limit window.
  clock = new Date(clock.getTime() + CHAT_LIMITS.sendWindowMs);
});
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
  // The server has ended every chat subscription (and so counted those users out) before the next test.
  await untilListening(server, 'chatPresence', 0);
  server.deps.db.delete(chatMessages).run();
});
afterAll(() => server.close());

describe('chat REST shapes', () => {
  it('GET /api/chat/public-chat gives chatId, lastCleared and activeUserCount', async () => {
    const ann = await person();
    const res = await server.api('GET', '/api/chat/public-chat', { token: ann.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ chatId, lastCleared: expect.any(String), activeUserCount: 0 });
    expect((await server.api('GET', '/api/chat/public-chat')).status).toBe(401);
  });

  it('stores a trimmed message, answers 201 with the message shape and lists it with the chat age', async () => {
    const ann = await person('staff');
    const res = await send(ann, '   Hello <b>everyone</b>   ');
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      _id: expect.any(String),
      chatId,
      content: 'Hello <b>everyone</b>',
      timestamp: clock.toISOString(),
      messageType: 'normal',
      sender: { _id: ann.id, name: ann.name, role: 'staff' },
    });
    const list = await history(ann);
    expect(list.status).toBe(200);
    expect(list.body.messages).toEqual([res.body]);
    expect(list.body.chatAge).toBe(clock.getTime() - Date.parse(list.body.lastCleared));
    expect(list.body.activeUserCount).toBe(0);
  });

  it('answers 404 for a chat that does not exist', async () => {
    const ann = await person();
    const res = await send(ann, 'Hi', 'ffffffffffffffffffffffff');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: CHAT_MSG.notFound });
    expect((await server.api('GET', '/api/chat/ffffffffffffffffffffffff/messages', { token: ann.token })).status).toBe(404);
  });
});

describe('message rules', () => {
  it('accepts exactly 500 characters and refuses 501 with the spec message', async () => {
    const ann = await person();
    expect((await send(ann, 'x'.repeat(LIMITS.chatMaxLength))).status).toBe(201);
    const tooLong = await send(ann, 'y'.repeat(LIMITS.chatMaxLength + 1));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body).toEqual({ message: 'Message too long. Maximum 500 characters allowed.' });
    expect(stored().map((m) => m.content.length)).toEqual([500]);
  });

  it.each([
    ['blank', '   \n\t '],
    ['empty', ''],
    ['missing', undefined],
    ['not text', 42],
  ])('refuses a %s message and stores nothing', async (_label, content) => {
    const ann = await person();
    const res = await send(ann, content);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: CHAT_MSG.empty });
    expect(stored()).toEqual([]);
  });

  it('limits each user to a burst of messages per window, with a clear message', async () => {
    const [ann, bob] = [await person(), await person()];
    for (let i = 0; i < CHAT_LIMITS.sendBurst; i += 1) expect((await send(ann, `m${i}`)).status).toBe(201);
    const flooded = await send(ann, 'one too many');
    expect(flooded.status).toBe(429);
    expect(flooded.body).toEqual({ message: CHAT_MSG.tooFast });
    // Someone else is not held back, and the window passes.
    expect((await send(bob, 'hello')).status).toBe(201);
    clock = new Date(clock.getTime() + CHAT_LIMITS.sendWindowMs);
    expect((await send(ann, 'later')).status).toBe(201);
    expect(stored()).toHaveLength(CHAT_LIMITS.sendBurst + 2);
  });
});

describe('live chat', () => {
  it('fans a message out to every connected client exactly once', async () => {
    const people = await Promise.all(Array.from({ length: 8 }, () => person()));
    const clients = await Promise.all(people.map(join));
    const res = await send(people[0]!, 'Hello all');
    // The next message is the marker: a second copy of the first would have reached a client before it.
    const marker = await send(people[1]!, 'marker');
    for (const { inbox } of clients) await inbox.until((i) => newMessages(i).length === 2);
    for (const { inbox } of clients) {
      expect(newMessages(inbox)).toEqual([
        { type: 'new_message', message: res.body },
        { type: 'new_message', message: marker.body },
      ]);
    }
  });

  it('counts online users from subscriptions and heartbeats, live, never below 0', async () => {
    const [ann, bob, cat] = [await person(), await person(), await person()];
    const annClient = await join(ann);
    const counts = () => annClient.inbox.items.filter((e) => e.type !== 'new_message' && e.type !== 'chat_cleared');
    const untilCount = (activeUserCount: number) => annClient.inbox.until(() => counts().at(-1)?.activeUserCount === activeUserCount);
    const onlineNow = async () => (await history(ann)).body.activeUserCount;
    expect(counts().at(-1)).toEqual({ chatId, type: 'user_joined_chat', activeUserCount: 1 });

    const bobClient = await join(bob);
    await untilCount(2);
    expect(counts().at(-1)).toMatchObject({ type: 'user_joined_chat', activeUserCount: 2 });

    // A second tab of Bob's changes nothing for others.
    const bobTab = await join(bob);
    expect(bobTab.inbox.items.at(-1)).toMatchObject({ activeUserCount: 2 });

    // Cat only sends heartbeats (REST).
    const beat = await server.api('POST', `/api/chat/${chatId}/heartbeat`, { token: cat.token });
    expect(beat.body).toEqual({ activeUserCount: 3 });
    await untilCount(3);

    // Closing one of Bob's two tabs leaves him online.
    const listening = server.deps.events.listenerCount('chatPresence');
    bobClient.leave();
    await untilListening(server, 'chatPresence', listening - 1);
    expect(await onlineNow()).toBe(3);
    bobTab.leave();
    await untilCount(2);
    expect(counts().at(-1)).toMatchObject({ type: 'user_left_chat', activeUserCount: 2 });

    // Cat's heartbeat runs out after the presence window.
    clock = new Date(clock.getTime() + CHAT_LIMITS.presenceWindowMs + 1);
    expirePresence(server.deps);
    await untilCount(1);
    expect(counts().at(-1)).toMatchObject({ type: 'user_left_chat', activeUserCount: 1 });
    expirePresence(server.deps);

    annClient.leave();
    await untilListening(server, 'chatPresence', 0);
    expect((await server.api('GET', '/api/chat/public-chat', { token: cat.token })).body).toMatchObject({ activeUserCount: 0 });
  });

  it('tells subscribers about a crowd joining at once in one count update, not one per join', async () => {
    const ann = await person();
    const annClient = await join(ann);
    const crowd = await Promise.all(Array.from({ length: 5 }, () => person()));
    const stop = new AbortController();
    // Through the service, so all five join in the same tick: one coalescing interval for sure.
    const subscriptions = crowd.map((p) => chatEvents(server.deps, { id: p.id, name: p.name, role: 'customer' }, chatId, stop.signal));
    await Promise.all(subscriptions.map((s) => s.next()));
    const counts = () =>
      annClient.inbox.items.flatMap((e) =>
        (e.type === 'user_joined_chat' || e.type === 'user_left_chat') && e.activeUserCount > 1 ? [e] : [],
      );
    await annClient.inbox.until(() => counts().length === 1);
    // One of them leaving is the marker: a second update for the crowd would have reached Ann before it.
    await subscriptions[0]!.return(undefined);
    await annClient.inbox.until(() => counts().length === 2);
    expect(counts()).toEqual([
      { chatId, type: 'user_joined_chat', activeUserCount: 6 },
      { chatId, type: 'user_left_chat', activeUserCount: 5 },
    ]);
    stop.abort();
    await Promise.all(subscriptions.map((s) => s.return(undefined)));
  });

  it('drops the user from the count when the connection drops', async () => {
    const [ann, bob] = [await person(), await person()];
    const annClient = await join(ann);
    // Bob's client may connect once; its reconnection waits until the end, so he stays away.
    let connections = 0;
    let reconnect = () => {};
    const away = new Promise<void>((resolve) => (reconnect = resolve));
    const bobConnection = connect(server, bob.token, { gate: () => (connections++ === 0 ? Promise.resolve() : away) });
    open.push(bobConnection);
    bobConnection.client.chat.onEvent.subscribe({ chatId }, new Inbox<ChatEvent>().handlers);
    const lastCount = () => annClient.inbox.items.filter((e) => e.type !== 'new_message' && e.type !== 'chat_cleared').at(-1);
    await annClient.inbox.until(() => lastCount()?.activeUserCount === 2);
    bobConnection.drop();
    await annClient.inbox.until(() => lastCount()?.activeUserCount === 1);
    expect(lastCount()).toEqual({ chatId, type: 'user_left_chat', activeUserCount: 1 });
    reconnect();
  });

  it('labels each count update by the count that subscriber last heard', async () => {
    const [ann, bob, cat, dan, eve] = await Promise.all(Array.from({ length: 5 }, () => person()));
    const stop = new AbortController();
    const subscribe = (p: Person) => chatEvents(server.deps, { id: p.id, name: p.name, role: 'customer' }, chatId, stop.signal);
    const annFeed = subscribe(ann!);
    const [bobFeed, catFeed] = [subscribe(bob!), subscribe(cat!)];
    await Promise.all([annFeed.next(), bobFeed.next(), catFeed.next()]);
    // Ann heard 1 on joining, then 3 once the interval ended.
    expect((await annFeed.next()).value).toEqual({ chatId, type: 'user_joined_chat', activeUserCount: 3 });

    // In one interval two leave and Dan joins: Dan hears 2 at once, Ann hears 3 → 2 as a leave.
    await Promise.all([bobFeed.return(undefined), catFeed.return(undefined)]);
    const danFeed = subscribe(dan!);
    expect((await danFeed.next()).value).toEqual({ chatId, type: 'user_joined_chat', activeUserCount: 2 });
    expect((await annFeed.next()).value).toEqual({ chatId, type: 'user_left_chat', activeUserCount: 2 });
    // Eve joining is the marker: the interval's update told Dan nothing new, so his next event is Eve's join.
    const eveFeed = subscribe(eve!);
    await eveFeed.next();
    expect((await danFeed.next()).value).toEqual({ chatId, type: 'user_joined_chat', activeUserCount: 3 });
    expect((await annFeed.next()).value).toEqual({ chatId, type: 'user_joined_chat', activeUserCount: 3 });
    stop.abort();
    await Promise.all([annFeed, danFeed, eveFeed].map((feed) => feed.return(undefined)));
  });
});

describe('clearing', () => {
  it('refuses a non-admin clear with the spec message and keeps the history', async () => {
    const [ann, staff] = [await person(), await person('staff')];
    await send(ann, 'keep me');
    for (const who of [ann, staff]) {
      const res = await server.api('POST', `/api/chat/${chatId}/clear`, { token: who.token });
      expect(res.status).toBe(403);
      expect(res.body).toEqual({ message: CHAT_MSG.adminOnlyClear });
    }
    expect(stored()).toHaveLength(1);
  });

  it("an admin's clear empties the history, restarts the clock and tells every client who cleared", async () => {
    const ann = await person();
    const annClient = await join(ann);
    await send(ann, 'soon gone');
    clock = new Date(clock.getTime() + 1000);
    const res = await server.api('POST', `/api/chat/${chatId}/clear`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true, chatId, lastCleared: clock.toISOString() });
    await annClient.inbox.until((i) => i.items.some((e) => e.type === 'chat_cleared'));
    expect(annClient.inbox.items.find((e) => e.type === 'chat_cleared')).toEqual({
      type: 'chat_cleared',
      chatId,
      clearedAt: clock.toISOString(),
      clearedBy: { _id: admin.id, name: admin.name },
    });
    expect(stored()).toEqual([]);
    expect((await history(ann)).body).toMatchObject({ messages: [], lastCleared: clock.toISOString(), chatAge: 0 });
    const audit = server.deps.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, chatId), eq(auditLog.action, 'chat.clear')))
      .all();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('clears automatically 24 hours after the last clear, with nobody reading', async () => {
    const ann = await person();
    const annClient = await join(ann);
    const lastCleared = server.deps.db.select().from(chats).where(eq(chats.id, chatId)).get()!.lastCleared;
    clock = new Date(Date.parse(lastCleared) + 23 * HOUR);
    await send(ann, 'an old message');

    clock = new Date(Date.parse(lastCleared) + LIMITS.chatAutoClearMs - 1);
    expect(clearIfDue(server.deps)).toEqual([]);
    expect(stored()).toHaveLength(1);

    clock = new Date(Date.parse(lastCleared) + LIMITS.chatAutoClearMs);
    expect(clearIfDue(server.deps)).toEqual([chatId]);
    expect(stored()).toEqual([]);
    expect(server.deps.db.select().from(chats).where(eq(chats.id, chatId)).get()).toMatchObject({
      lastCleared: clock.toISOString(),
      lastClearedBy: null,
    });
    await annClient.inbox.until((i) => i.items.some((e) => e.type === 'chat_cleared'));
    expect(annClient.inbox.items.find((e) => e.type === 'chat_cleared')).toMatchObject({ clearedBy: null, clearedAt: clock.toISOString() });
    // Not again until another 24 hours have passed.
    expect(clearIfDue(server.deps)).toEqual([]);
  });

  it('the janitor started with the server clears a due chat on its own', async () => {
    const ann = await person();
    await send(ann, 'left overnight');
    const lastCleared = server.deps.db.select().from(chats).where(eq(chats.id, chatId)).get()!.lastCleared;
    clock = new Date(Date.parse(lastCleared) + LIMITS.chatAutoClearMs);
    const errors: unknown[] = [];
    const janitor = startChatJanitor(server.deps, (error) => errors.push(error));
    janitor.stop();
    expect(stored()).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('clears a due chat when it is read, before the timer gets to it', async () => {
    const ann = await person();
    const lastCleared = server.deps.db.select().from(chats).where(eq(chats.id, chatId)).get()!.lastCleared;
    clock = new Date(Date.parse(lastCleared) + HOUR);
    await send(ann, 'yesterday');
    clock = new Date(Date.parse(lastCleared) + LIMITS.chatAutoClearMs + HOUR);
    const res = await history(ann);
    expect(res.body).toMatchObject({ messages: [], lastCleared: clock.toISOString(), chatAge: 0 });
  });
});
