import { chatIdInput, sendChatMessageInput } from '@innkeep/api-contract';
import * as service from '../../services/messages';
import { authedProcedure, router } from '../trpc';

/** The public chat room, open to every signed-in role. */
export const chatRouter = router({
  publicChat: authedProcedure.query(({ ctx }) => service.getPublicChat(ctx)),
  messages: authedProcedure.input(chatIdInput).query(({ ctx, input }) => service.listMessages(ctx, input.chatId)),
  heartbeat: authedProcedure.input(chatIdInput).mutation(({ ctx, input }) => service.heartbeat(ctx, ctx.user, input.chatId)),
  send: authedProcedure.input(sendChatMessageInput).mutation(({ ctx, input }) => service.sendMessage(ctx, ctx.user, input)),
  /** Admins only; others get the spec's 'Only admins can clear chat history'. */
  clear: authedProcedure.input(chatIdInput).mutation(({ ctx, input }) => service.clearChat(ctx, ctx.user, input.chatId)),
  /** new_message, chat_cleared, user_joined_chat and user_left_chat for one chat. */
  onEvent: authedProcedure.input(chatIdInput).subscription(({ ctx, input }) => service.chatEvents(ctx, ctx.user, input.chatId, ctx.signal)),
});
