import { z } from 'zod';
import { LIMITS } from '../constants';
import { idField } from './common';

/** Public chat texts from the specification (02 §2, §5, §8). */
export const CHAT_MSG = {
  title: 'Public Chat Support',
  tooLong: `Message too long. Maximum ${LIMITS.chatMaxLength} characters allowed.`,
  empty: 'Please type a message first',
  tooFast: 'You are sending messages too quickly. Please wait a few seconds and try again.',
  notFound: 'Chat not found',
  adminOnlyClear: 'Only admins can clear chat history',
  confirmClear: 'Are you sure you want to clear all chat history? This action cannot be undone.',
  cleared: 'Chat history cleared successfully',
  clearFailed: 'Failed to clear chat history',
  sendFailed: 'Failed to send message',
  loadFailed: 'Failed to load messages',
  initFailed: 'Failed to initialize chat',
  refreshed: 'Chat refreshed',
  noMessages: 'No messages yet. Start the conversation!',
  connecting: 'Connecting to chat...',
  clearingSoon: 'Chat will be cleared soon',
} as const;

/** 'Chat history cleared by {name}', shown to everyone else when the history is cleared. */
export const chatClearedBy = (name: string) => `Chat history cleared by ${name}`;

export const CHAT_LIMITS = {
  /** At most this many messages per user per window: a burst is fine, a flood is not. */
  sendBurst: 5,
  sendWindowMs: 5_000,
  /** A heartbeat keeps a user counted online this long (clients send one every 30 s). */
  presenceWindowMs: 60_000,
  /**
   * Joins and leaves within this long reach subscribers as one online-count update: a crowd joining
   * at once costs one message per subscriber per interval, not one per join per subscriber.
   */
  presenceCoalesceMs: 250,
  /** Newest messages returned by one history load. */
  historyLimit: 500,
} as const;

export const chatIdInput = z.object({ chatId: idField });

export const sendChatMessageInput = z.object({
  chatId: idField,
  content: z.string({ error: CHAT_MSG.empty }).trim().min(1, CHAT_MSG.empty).max(LIMITS.chatMaxLength, CHAT_MSG.tooLong),
});
export type SendChatMessageInput = z.output<typeof sendChatMessageInput>;
