import { describe, expect, it } from 'vitest';
import { CHAT_MSG, LIMITS } from '@innkeep/api-contract';
import {
  autoClear,
  avatarColor,
  chatReducer,
  clockTime,
  counterColor,
  formatDuration,
  initialChatState,
  mergeMessages,
  startsRun,
  type ChatMessage,
  type ChatState,
} from './model';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 10, minute)).toISOString();
const msg = (id: string, minute: number, senderId: string | null = 'u1', chatId = 'c1'): ChatMessage => ({
  _id: id,
  chatId,
  content: id,
  timestamp: at(minute),
  messageType: senderId ? 'normal' : 'system',
  sender: senderId ? { _id: senderId, name: senderId, role: 'customer' } : null,
});
const loaded: ChatState = { chatId: 'c1', lastCleared: at(0), activeUserCount: 2, messages: [msg('m1', 1)] };

describe('chat state', () => {
  it('adds a live message once, in time order, and only for the loaded chat', () => {
    const next = chatReducer(loaded, { type: 'message', message: msg('m2', 2) });
    expect(next.messages.map((m) => m._id)).toEqual(['m1', 'm2']);
    expect(chatReducer(next, { type: 'message', message: msg('m2', 2) })).toBe(next);
    expect(chatReducer(loaded, { type: 'message', message: msg('x', 3, 'u1', 'other') })).toBe(loaded);
  });

  it('merges a reloaded history with live messages without repeats', () => {
    const live = chatReducer(loaded, { type: 'message', message: msg('m3', 3) });
    const next = chatReducer(live, {
      type: 'history',
      chatId: 'c1',
      messages: [msg('m1', 1), msg('m2', 2)],
      lastCleared: at(0),
      activeUserCount: 4,
    });
    expect(next.messages.map((m) => m._id)).toEqual(['m1', 'm2', 'm3']);
    expect(next.activeUserCount).toBe(4);
  });

  it('empties the list on a clear and keeps out messages from before it', () => {
    const cleared = chatReducer(loaded, { type: 'cleared', chatId: 'c1', clearedAt: at(5) });
    expect(cleared).toMatchObject({ messages: [], lastCleared: at(5) });
    // A history request that was already on its way returns old messages: they stay out.
    const late = chatReducer(cleared, {
      type: 'history',
      chatId: 'c1',
      messages: [msg('m1', 1), msg('m6', 6)],
      lastCleared: at(0),
      activeUserCount: 1,
    });
    expect(late.messages.map((m) => m._id)).toEqual(['m6']);
    expect(late.lastCleared).toBe(at(5));
    expect(chatReducer(loaded, { type: 'cleared', chatId: 'other', clearedAt: at(5) })).toBe(loaded);
  });

  it('sets the online count from presence events, never below 0', () => {
    expect(chatReducer(loaded, { type: 'presence', chatId: 'c1', activeUserCount: 3 }).activeUserCount).toBe(3);
    expect(chatReducer(loaded, { type: 'presence', chatId: 'c1', activeUserCount: -1 }).activeUserCount).toBe(0);
  });

  it('starts a chat from the room the server names', () => {
    expect(chatReducer(initialChatState, { type: 'chat', chatId: 'c1', lastCleared: at(0), activeUserCount: 1 })).toEqual({
      chatId: 'c1',
      lastCleared: at(0),
      activeUserCount: 1,
      messages: [],
    });
  });

  it('mergeMessages drops duplicates by id', () => {
    expect(mergeMessages([msg('a', 1)], [msg('a', 1), msg('b', 0)], null).map((m) => m._id)).toEqual(['b', 'a']);
  });
});

describe('chat display rules', () => {
  it('counts down to the automatic clear, then says it is due', () => {
    const cleared = at(0);
    const start = Date.parse(cleared);
    expect(autoClear(cleared, start + 90 * 60_000).label).toBe('Auto-clear in 22h 30m');
    expect(autoClear(cleared, start + LIMITS.chatAutoClearMs - 30_000).label).toBe('Auto-clear in 0h 0m');
    expect(autoClear(cleared, start + LIMITS.chatAutoClearMs)).toEqual({ due: true, label: CHAT_MSG.clearingSoon, left: 0 });
    expect(formatDuration(-5)).toBe('0h 0m');
  });

  it('shows times as hh:mm', () => {
    expect(clockTime(new Date(2026, 0, 1, 9, 5).toISOString())).toBe('09:05');
    expect(clockTime(new Date(2026, 0, 1, 21, 45).toISOString())).toBe('21:45');
  });

  it('names the sender on the first message of a run only', () => {
    const messages = [msg('1', 1, 'a'), msg('2', 2, 'a'), msg('3', 3, 'b'), msg('s', 4, null), msg('4', 5, 'b')];
    expect(messages.map((_, i) => startsRun(messages, i))).toEqual([true, false, true, false, true]);
  });

  it('colours avatars admin red, staff teal, others grey, and the counter red above 450', () => {
    expect([avatarColor('admin'), avatarColor('staff'), avatarColor('customer'), avatarColor(undefined)]).toEqual([
      'red',
      'teal',
      'gray',
      'gray',
    ]);
    expect(counterColor(450)).toBe('dimmed');
    expect(counterColor(451)).toBe('red');
  });
});
