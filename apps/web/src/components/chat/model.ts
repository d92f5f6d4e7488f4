import { CHAT_MSG, currentLanguage, LIMITS, localize, t, type Role } from '@innkeep/api-contract';

/** Pure rules of the chat screen (spec 02 §2, §4, §5), kept apart for unit tests. */

export interface ChatMessage {
  _id: string;
  chatId: string;
  content: string;
  timestamp: string;
  messageType: 'normal' | 'system';
  sender: { _id: string; name: string; role: Role } | null;
}

export interface ChatState {
  chatId: string | null;
  lastCleared: string | null;
  activeUserCount: number;
  messages: ChatMessage[];
}

export const initialChatState: ChatState = { chatId: null, lastCleared: null, activeUserCount: 0, messages: [] };

export type ChatAction =
  | { type: 'chat'; chatId: string; lastCleared: string; activeUserCount: number }
  | { type: 'history'; chatId: string; messages: ChatMessage[]; lastCleared: string; activeUserCount: number }
  | { type: 'message'; message: ChatMessage }
  | { type: 'cleared'; chatId: string; clearedAt: string }
  | { type: 'presence'; chatId: string; activeUserCount: number };

/** Keeps messages after the last clear, once each (by id), in time order. */
export function mergeMessages(current: ChatMessage[], incoming: ChatMessage[], lastCleared: string | null): ChatMessage[] {
  const byId = new Map<string, ChatMessage>();
  for (const message of [...current, ...incoming]) {
    if (lastCleared === null || message.timestamp >= lastCleared) byId.set(message._id, message);
  }
  // Stable sort: messages of the same millisecond keep their arrival order.
  return [...byId.values()].sort((a, b) => (a.timestamp < b.timestamp ? -1 : a.timestamp > b.timestamp ? 1 : 0));
}

const later = (a: string | null, b: string) => (a !== null && a > b ? a : b);

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  // Events of another chat than the one loaded are ignored.
  if (action.type !== 'message' && action.type !== 'chat' && action.chatId !== state.chatId) return state;
  switch (action.type) {
    case 'chat':
      return action.chatId === state.chatId
        ? { ...state, lastCleared: later(state.lastCleared, action.lastCleared), activeUserCount: action.activeUserCount }
        : { chatId: action.chatId, lastCleared: action.lastCleared, activeUserCount: action.activeUserCount, messages: [] };
    case 'history': {
      const lastCleared = later(state.lastCleared, action.lastCleared);
      return {
        ...state,
        lastCleared,
        activeUserCount: action.activeUserCount,
        messages: mergeMessages(state.messages, action.messages, lastCleared),
      };
    }
    case 'message':
      if (action.message.chatId !== state.chatId || state.messages.some((m) => m._id === action.message._id)) return state;
      return { ...state, messages: mergeMessages(state.messages, [action.message], state.lastCleared) };
    case 'cleared':
      return { ...state, lastCleared: later(state.lastCleared, action.clearedAt), messages: [] };
    case 'presence':
      return { ...state, activeUserCount: Math.max(0, action.activeUserCount) };
  }
}

/** 'Xh Ym' for a duration (in the language on screen); negative durations count as zero. */
export function formatDuration(ms: number): string {
  const minutes = Math.max(0, Math.floor(ms / 60_000));
  return t('{hours}h {minutes}m', { hours: Math.floor(minutes / 60), minutes: minutes % 60 });
}

/** The countdown to the next automatic clear: 'Auto-clear in Xh Ym', or 'Chat will be cleared soon' once due. */
export function autoClear(lastCleared: string, now: number): { due: boolean; label: string; left: number } {
  const left = Date.parse(lastCleared) + LIMITS.chatAutoClearMs - now;
  return left <= 0
    ? { due: true, label: localize(currentLanguage(), CHAT_MSG.clearingSoon), left: 0 }
    : { due: false, label: t('Auto-clear in {duration}', { duration: formatDuration(left) }), left };
}

/** A message time as hh:mm (24-hour, local time). */
export function clockTime(iso: string): string {
  const date = new Date(iso);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** Whether the message opens a run by its sender: the name and role tag show only there. */
export function startsRun(messages: ChatMessage[], index: number): boolean {
  const message = messages[index];
  const previous = messages[index - 1];
  if (!message || message.messageType === 'system') return false;
  return !previous || previous.messageType === 'system' || previous.sender?._id !== message.sender?._id;
}

/** Avatar colours: admin red, staff teal, others grey. */
export function avatarColor(role: Role | undefined): string {
  return role === 'admin' ? 'red' : role === 'staff' ? 'teal' : 'gray';
}

export function roleTag(role: Role | undefined): string | null {
  return role === 'admin' ? t('Admin') : role === 'staff' ? t('Staff') : null;
}

/** The 'n/500' counter turns red above 450. */
export function counterColor(length: number): string {
  return length > LIMITS.chatWarnLength ? 'red' : 'dimmed';
}

export type ChatConnection = 'connecting' | 'connected' | 'disconnected' | 'error';
