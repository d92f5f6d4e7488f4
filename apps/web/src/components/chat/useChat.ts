import { useCallback, useEffect, useReducer, useState } from 'react';
import { CHAT_MSG, LIMITS, currentLanguage, localize, t } from '@innkeep/api-contract';
import { useAuth } from '../../auth/AuthProvider';
import { realtime, trpc, useRealtimeStatus } from '../../lib/trpc';
import { errorMessage, toast } from '../../lib/toast';
import { chatReducer, initialChatState, type ChatConnection } from './model';

// Its toasts come from effects and callbacks: the language on screen when they show.
const say = (text: string) => localize(currentLanguage(), text);

/**
 * The public chat's state: the room and its history (loaded over HTTP), live events over the
 * WebSocket subscription, heartbeats every 30 s, and the actions. History is reloaded on every
 * (re)start of the subscription, so what was sent while the connection was down shows up too;
 * merging by id keeps every message once.
 */
export function useChat() {
  const { user } = useAuth();
  const userId = user?._id;
  const utils = trpc.useUtils();
  const { state: socket, generation } = useRealtimeStatus();
  const [state, dispatch] = useReducer(chatReducer, initialChatState);
  const [phase, setPhase] = useState<'loading' | 'ready' | 'error'>('loading');
  // Bumped by 'Try again' after the chat failed to start.
  const [attempt, setAttempt] = useState(0);
  const [live, setLive] = useState(false);
  // Server time minus browser time, so the age and countdown follow the server's clock.
  const [clockOffset, setClockOffset] = useState(0);
  const { chatId } = state;

  const loadHistory = useCallback(
    async (id: string) => {
      const history = await utils.client.chat.messages.query({ chatId: id });
      setClockOffset(Date.parse(history.lastCleared) + history.chatAge - Date.now());
      dispatch({ type: 'history', chatId: id, ...history });
    },
    [utils],
  );

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    setPhase('loading');
    utils.client.chat.publicChat
      .query()
      .then(async (chat) => {
        if (cancelled) return;
        dispatch({ type: 'chat', ...chat });
        await loadHistory(chat.chatId).catch(() => toast.error(say(CHAT_MSG.loadFailed)));
        if (!cancelled) setPhase('ready');
      })
      .catch((error: unknown) => {
        if (cancelled) return;
        console.error('Chat could not start', error);
        setPhase('error');
        toast.error(say(CHAT_MSG.initFailed));
      });
    return () => {
      cancelled = true;
    };
  }, [userId, attempt, utils, loadHistory]);

  useEffect(() => {
    if (!chatId || !userId) return;
    const subscription = utils.client.chat.onEvent.subscribe(
      { chatId },
      {
        onStarted: () => {
          setLive(true);
          loadHistory(chatId).catch(() => toast.error(say(CHAT_MSG.loadFailed)));
        },
        onData: (event) => {
          if (event.type === 'new_message') dispatch({ type: 'message', message: event.message });
          else if (event.type === 'chat_cleared') {
            dispatch({ type: 'cleared', chatId: event.chatId, clearedAt: event.clearedAt });
            // The admin who cleared already got 'Chat history cleared successfully'.
            if (event.clearedBy?._id !== userId)
              toast.info(t('Chat history cleared by {name}', { name: event.clearedBy?.name ?? t('System') }));
          } else dispatch({ type: 'presence', chatId: event.chatId, activeUserCount: event.activeUserCount });
        },
        onError: (error) => {
          setLive(false);
          console.error('Chat connection failed', error);
        },
        onComplete: () => setLive(false),
      },
    );
    return () => {
      subscription.unsubscribe();
      setLive(false);
    };
  }, [chatId, userId, generation, utils, loadHistory]);

  useEffect(() => {
    if (!chatId || !userId) return;
    const beat = () =>
      utils.client.chat.heartbeat
        .mutate({ chatId })
        .then((result) => dispatch({ type: 'presence', chatId, ...result }))
        // Heartbeat errors are only logged (spec 02 §8).
        .catch((error: unknown) => console.warn('Chat heartbeat failed', error));
    void beat();
    const timer = setInterval(() => void beat(), LIMITS.chatHeartbeatMs);
    return () => clearInterval(timer);
  }, [chatId, userId, utils]);

  const connection: ChatConnection =
    phase === 'error'
      ? 'error'
      : phase === 'ready' && live && socket === 'connected'
        ? 'connected'
        : socket === 'disconnected'
          ? 'disconnected'
          : 'connecting';

  const sendMutation = trpc.chat.send.useMutation();
  const clearMutation = trpc.chat.clear.useMutation();

  /** Resolves false when the message was refused; the caller then puts the text back. */
  const send = async (content: string): Promise<boolean> => {
    if (!chatId) return false;
    if (content.trim().length > LIMITS.chatMaxLength) {
      toast.error(say(CHAT_MSG.tooLong));
      return false;
    }
    try {
      dispatch({ type: 'message', message: await sendMutation.mutateAsync({ chatId, content }) });
      return true;
    } catch (error) {
      toast.error(errorMessage(error, say(CHAT_MSG.sendFailed)));
      return false;
    }
  };

  const clear = async (): Promise<void> => {
    if (!chatId) return;
    try {
      const result = await clearMutation.mutateAsync({ chatId });
      dispatch({ type: 'cleared', chatId, clearedAt: result.lastCleared });
      toast.success(say(CHAT_MSG.cleared));
    } catch (error) {
      toast.error(errorMessage(error, say(CHAT_MSG.clearFailed)));
    }
  };

  const refresh = async (): Promise<void> => {
    if (!chatId) return;
    realtime.retry();
    try {
      await loadHistory(chatId);
      toast.success(say(CHAT_MSG.refreshed));
    } catch {
      toast.error(say(CHAT_MSG.loadFailed));
    }
  };

  return {
    ...state,
    phase,
    connection,
    clockOffset,
    sending: sendMutation.isPending,
    clearing: clearMutation.isPending,
    send,
    clear,
    refresh,
    retry: () => setAttempt((n) => n + 1),
  };
}
