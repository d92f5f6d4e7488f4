import { EventEmitter } from 'node:events';
import type { ChatClearedEvent, ChatMessageView, ChatPresenceEvent } from './services/chat';
import type { NotificationView } from './services/notifications';
import type { BoardEvent } from './services/board';

/**
 * In-process events for live updates (tRPC subscriptions). Emit only after the transaction that
 * made the change has committed, so a listener never sees something that was rolled back.
 * Each domain adds its event names and payloads here.
 */
export interface EventMap {
  notification: { recipientId: string; notification: NotificationView };
  chatMessage: ChatMessageView;
  chatCleared: ChatClearedEvent;
  chatPresence: ChatPresenceEvent;
  staffBoard: BoardEvent;
}

export class EventBus {
  private readonly emitter = new EventEmitter();

  constructor() {
    // One listener per open subscription; a busy hotel can exceed Node's default warning level of 10.
    this.emitter.setMaxListeners(0);
  }

  emit<K extends keyof EventMap>(name: K, payload: EventMap[K]): void {
    this.emitter.emit(name, payload);
  }

  /** How many listeners `name` has: one per open subscription to it. */
  listenerCount<K extends keyof EventMap>(name: K): number {
    return this.emitter.listenerCount(name);
  }

  /** Returns the function that removes the listener. */
  on<K extends keyof EventMap>(name: K, listener: (payload: EventMap[K]) => void): () => void {
    this.emitter.on(name, listener);
    return () => this.emitter.off(name, listener);
  }
}
