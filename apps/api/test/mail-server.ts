import { startTestServer, type TestServer } from './helpers';
import { startMailbox, type Mailbox } from './mail-helpers';

/** A real SMTP server and a server mailing to it, its sender looking every 25 ms. */
export async function startMailingServer(
  options: Parameters<typeof startTestServer>[0] = {},
): Promise<{ mailbox: Mailbox; server: TestServer }> {
  const mailbox = await startMailbox();
  const server = await startTestServer({
    ...options,
    env: { SMTP_URL: mailbox.url, ...options.env },
    server: { mailEveryMs: 25, ...options.server },
  });
  return { mailbox, server };
}

export async function stopMailingServer({ mailbox, server }: { mailbox: Mailbox; server: TestServer }): Promise<void> {
  await server.close();
  await mailbox.stop();
}
