import { EventEmitter } from 'node:events';
import type {
  BoardChange,
  ChatMessageType,
  NotificationSubject,
  NotificationType,
  Priority,
  Role,
  StaffNoticeAudience,
} from '@innkeep/api-contract';

// The payloads live here, not in the services that emit them: services import the bus, so the bus
// importing their types back would tie every emitting service into one import cycle.

/**
 * One shape for a notification, on tRPC, REST and the live feed; `timestamp` is what the client shows.
 * Both `_id` and `id`, as the spec allows either and clients read one or the other.
 */
export interface NotificationView {
  _id: string;
  id: string;
  type: NotificationType;
  priority: Priority;
  title: string;
  message: string;
  read: boolean;
  timestamp: string;
  createdAt: string;
  /** What it is about (a booking, food order or complaint), or null for an announcement. */
  subject: NotificationSubject | null;
}

/** One shape for a chat message, on tRPC, REST and the live feed. `sender` is null for system messages. */
export interface ChatMessageView {
  _id: string;
  chatId: string;
  content: string;
  timestamp: string;
  messageType: ChatMessageType;
  sender: { _id: string; name: string; role: Role } | null;
}

export interface ChatClearedEvent {
  chatId: string;
  clearedAt: string;
  /** Null when the 24-hour automatic clear did it. */
  clearedBy: { _id: string; name: string } | null;
}

/** What a chat subscriber hears: the spec's event names, labelled by the subscriber (services/messages/chat.ts). */
export interface ChatPresenceEvent {
  chatId: string;
  type: 'user_joined_chat' | 'user_left_chat';
  activeUserCount: number;
}

/** A committed change on the live staff board, numbered so a reconnecting client can catch up. */
export interface BoardEvent {
  id: string;
  change: BoardChange;
}

/**
 * In-process events for live updates (tRPC subscriptions). Emit only after the transaction that
 * made the change has committed, so a listener never sees something that was rolled back.
 * Each domain adds its event names and payloads here.
 */
export interface EventMap {
  /** For one user, or a staff notice for whoever was in its audience when it was made (services/messages/notifications.ts). */
  notification: { recipientId: string; notification: NotificationView } | { audience: StaffNoticeAudience; notification: NotificationView };
  chatMessage: ChatMessageView;
  chatCleared: ChatClearedEvent;
  /** The chat's online count at the end of a coalescing interval. */
  chatPresence: Omit<ChatPresenceEvent, 'type'>;
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
