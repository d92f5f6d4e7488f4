import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface Mailbox {
  /** `smtp://127.0.0.1:<port>` for the server under test's SMTP_URL. */
  url: string;
  port: number;
  /** Every mail that arrived, parsed, in order. */
  received: (ParsedMail & { envelopeTo: string[] })[];
  /** Waits until `count` mails match (polling what arrived), then returns them. */
  waitFor: (
    match: (mail: ParsedMail & { envelopeTo: string[] }) => boolean,
    count?: number,
  ) => Promise<(ParsedMail & { envelopeTo: string[] })[]>;
  /** Stops accepting connections (the "server down" case); `start` opens it again on the same port. */
  stop: () => Promise<void>;
  start: () => Promise<void>;
}

/** A real SMTP server in this process, plain text on loopback, keeping what it receives. */
export async function startMailbox(port = 0): Promise<Mailbox> {
  const received: Mailbox['received'] = [];
  let server: SMTPServer | null = null;
  let boundPort = port;
  const listen = async () => {
    const smtp = new SMTPServer({
      disabledCommands: ['STARTTLS', 'AUTH'],
      authOptional: true,
      logger: false,
      onData(stream, session, callback) {
        const to = session.envelope.rcptTo.map((r) => r.address);
        simpleParser(stream)
          .then((mail) => {
            received.push(Object.assign(mail, { envelopeTo: to }));
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.once('error', reject);
      smtp.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (smtp.server.address() as AddressInfo).port;
    server = smtp;
  };
  await listen();
  const mailbox: Mailbox = {
    url: `smtp://127.0.0.1:${boundPort}`,
    port: boundPort,
    received,
    async waitFor(match, count = 1) {
      const deadline = Date.now() + 20_000;
      for (;;) {
        const found = received.filter(match);
        if (found.length >= count) return found;
        if (Date.now() > deadline)
          throw new Error(`expected ${count} matching mail(s), got ${found.length}: ${received.map((m) => m.subject).join(' | ')}`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async stop() {
      const smtp = server;
      server = null;
      if (smtp) await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
    start: listen,
  };
  return mailbox;
}
