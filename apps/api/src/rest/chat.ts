import type { RestRequest, RestRoutes } from './adapter';

/** The path's chat id merged into the body, for `/api/chat/{chatId}/...`. */
function withChatId(req: RestRequest): never {
  const body = typeof req.body === 'object' && req.body !== null ? (req.body as object) : {};
  return { ...body, chatId: req.params.chatId } as never;
}

export function chatRoutes(r: RestRoutes): void {
  r.get('/api/chat/public-chat', (c) => c.chat.publicChat());
  r.get('/api/chat/:chatId/messages', (c, req) => c.chat.messages(withChatId(req)));
  r.post('/api/chat/:chatId/heartbeat', (c, req) => c.chat.heartbeat(withChatId(req)));
  r.post('/api/chat/:chatId/messages', (c, req) => c.chat.send(withChatId(req)), { status: 201 });
  r.post('/api/chat/:chatId/clear', (c, req) => c.chat.clear(withChatId(req)));
}
