import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL, MAIL_MSG, MSG, type MailPage } from '@innkeep/api-contract';
import { mailOutbox, passwordResets } from '@innkeep/db';
import { insertUser, tokenFor, type TestServer } from './helpers';
import type { Mailbox } from './mail-helpers';
import { manualClock } from './admin-helpers';
import { startMailingServer, stopMailingServer } from './mail-server';
import { connect, Inbox } from './realtime-helpers';

const { now, later } = manualClock('2030-06-01T09:00:00.000Z');
let mailbox: Mailbox;
let server: TestServer;

beforeAll(async () => {
  ({ mailbox, server } = await startMailingServer({ now }));
});
afterAll(() => stopMailingServer({ mailbox, server }));

const forgot = (email: string) => server.api<{ message: string }>('POST', '/api/auth/forgot-password', { body: { email } });
const reset = (token: string, password: string) =>
  server.api<{ message: string }>('POST', '/api/auth/reset-password', { body: { token, password } });
const login = (email: string, password: string) => server.api('POST', '/api/auth/login', { body: { email, password } });

/** Asks for a reset link and reads its token from the mail that arrives. */
async function mailedToken(email: string): Promise<string> {
  const before = mailbox.received.filter((m) => m.envelopeTo.includes(email) && m.subject === 'Choose a new password').length;
  expect((await forgot(email)).status).toBe(200);
  const mails = await mailbox.waitFor((m) => m.envelopeTo.includes(email) && m.subject === 'Choose a new password', before + 1);
  const link = /https?:\/\/\S+\/reset-password\?token=([\w-]+)/.exec(mails.at(-1)!.text ?? '');
  expect(link, mails.at(-1)!.text).not.toBeNull();
  return link![1]!;
}

describe('forgot password', () => {
  it('mails a single-use link that sets the password, ends every session and tells the account', async () => {
    const user = await insertUser(server.deps, 'customer');
    const session = await tokenFor(server, user);
    const token = await mailedToken(user.email);
    // Only the hash is stored.
    const stored = server.deps.db.select().from(passwordResets).all();
    expect(stored.some((r) => r.tokenHash === token || r.tokenHash.includes(token))).toBe(false);

    const done = await reset(token, 'Harbour-Lights-42');
    expect(done.status).toBe(200);
    expect(done.body.message).toBe(MAIL_MSG.passwordReset);
    expect((await server.api('GET', '/api/auth/me', { token: session })).status).toBe(401);
    expect((await login(user.email, user.password)).status).toBe(401);
    expect((await login(user.email, 'Harbour-Lights-42')).status).toBe(200);
    const [notice] = await mailbox.waitFor((m) => m.envelopeTo.includes(user.email) && m.subject === 'Your password was changed');
    expect(notice!.text).toContain('every device was signed out');

    // Once only.
    const again = await reset(token, 'Another-Harbour-43');
    expect(again.status).toBe(400);
    expect(again.body.message).toBe(MAIL_MSG.resetLinkInvalid);
    expect((await login(user.email, 'Harbour-Lights-42')).status).toBe(200);
  });

  it('answers an unknown address exactly as a real one, and mails nothing', async () => {
    const user = await insertUser(server.deps, 'customer');
    const known = await forgot(user.email);
    const unknown = await forgot('nobody-here@example.test');
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    expect(unknown.body.message).toBe(MAIL_MSG.resetRequested);
    const rows = server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'nobody-here@example.test')).all();
    expect(rows).toHaveLength(0);
  });

  it('is limited per address typed, known or not', async () => {
    const user = await insertUser(server.deps, 'customer');
    for (const email of [user.email, 'also-nobody@example.test']) {
      for (let i = 0; i < MAIL.resetRequestsPerAddress; i++) expect((await forgot(email)).status).toBe(200);
      const refused = await forgot(email);
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe(MSG.tooManyAttempts);
    }
    later(MAIL.resetWindowMinutes);
    expect((await forgot(user.email)).status).toBe(200);
  });

  it('refuses a link after 30 minutes', async () => {
    const user = await insertUser(server.deps, 'customer');
    const token = await mailedToken(user.email);
    later(MAIL.resetLinkMinutes);
    const res = await reset(token, 'Harbour-Lights-42');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(MAIL_MSG.resetLinkInvalid);
    expect((await login(user.email, user.password)).status).toBe(200);
  });

  it('changes only the account the link was mailed to, under the password rules', async () => {
    const mine = await insertUser(server.deps, 'customer');
    const other = await insertUser(server.deps, 'staff');
    const token = await mailedToken(mine.email);
    const weak = await reset(token, 'password1');
    expect(weak.status).toBe(400);
    expect(weak.body.message).toBe(MSG.passwordTooCommon);
    expect((await reset(token, 'Harbour-Lights-42')).status).toBe(200);
    expect((await login(other.email, other.password)).status).toBe(200);
    expect((await login(mine.email, 'Harbour-Lights-42')).status).toBe(200);
  });

  it('ends open WebSocket subscriptions of the account', async () => {
    const user = await insertUser(server.deps, 'customer');
    const connection = connect(server, await tokenFor(server, user));
    try {
      const feed = new Inbox<unknown>();
      connection.client.notifications.onNotification.subscribe({}, feed.handlers);
      await feed.until((i) => i.started > 0);
      const token = await mailedToken(user.email);
      expect((await reset(token, 'Harbour-Lights-42')).status).toBe(200);
      await feed.until((i) => i.error !== null, 10_000);
      expect(String((feed.error as Error).message)).toBe(MSG.sessionExpired);
    } finally {
      void connection.close();
    }
  });
});

describe('the admins’ outbox', () => {
  it('lists a page filtered by status, opens a mail, resends it and sends a test mail', async () => {
    const admin = await insertUser(server.deps, 'admin');
    const token = await tokenFor(server, admin);
    const user = await insertUser(server.deps, 'customer');
    await mailedToken(user.email);

    const sent = await server.api<MailPage>('GET', '/api/admin/mail?status=sent', { token });
    expect(sent.status).toBe(200);
    expect(sent.body.mails.length).toBeGreaterThan(0);
    expect(sent.body.mails.length).toBeLessThanOrEqual(MAIL.pageSize);
    expect(sent.body.mails.every((m) => m.status === 'sent')).toBe(true);
    const mine = sent.body.mails.find((m) => m.recipient === user.email)!;
    expect(mine).toMatchObject({ subject: 'Choose a new password', attempts: 1, lastError: null });
    expect((await server.api<MailPage>('GET', '/api/admin/mail?status=failed', { token })).body.total).toBe(0);
    expect((await server.api('GET', '/api/admin/mail?status=lost', { token })).status).toBe(400);

    const opened = await server.api<{ mail: { html: string } }>('GET', `/api/admin/mail/${mine._id}`, { token });
    expect(opened.body.mail.html).toContain('reset-password?token=');

    const resent = await server.api('POST', `/api/admin/mail/${mine._id}/resend`, { token });
    expect(resent.status).toBe(200);
    await mailbox.waitFor((m) => m.envelopeTo.includes(user.email) && m.subject === 'Choose a new password', 2);

    expect((await server.api('POST', '/api/admin/mail/test', { token })).status).toBe(200);
    await mailbox.waitFor((m) => m.envelopeTo.includes(admin.email) && m.subject === 'Test mail from Innkeep');
    expect((await server.api('POST', '/api/admin/mail/no-such-mail/resend', { token })).status).toBe(404);
  });

  it('lets admins rewrite the opening paragraph of a mail and the mail settings', async () => {
    const admin = await insertUser(server.deps, 'admin');
    const token = await tokenFor(server, admin);
    const opening = 'Ahoy from the harbour <b>desk</b>: this is only a test.';
    const saved = await server.api<{ settings: { preArrivalDays: number; openings: Record<string, string> } }>(
      'PUT',
      '/api/admin/mail/settings',
      {
        token,
        body: { preArrivalDays: 5, registrationKeepDays: 30, openings: { test: opening, welcome: '  ' } },
      },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.settings).toMatchObject({ preArrivalDays: 5, openings: { test: opening } });
    expect(saved.body.settings.openings).not.toHaveProperty('welcome');
    const bad = await server.api<{ message: string }>('PUT', '/api/admin/mail/settings', {
      token,
      body: { preArrivalDays: -1, registrationKeepDays: 30, openings: {} },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Days before arrival cannot be negative');

    await server.api('POST', '/api/admin/mail/test', { token });
    const [mail] = await mailbox.waitFor((m) => m.envelopeTo.includes(admin.email) && m.subject === 'Test mail from Innkeep');
    expect(mail!.text).toContain(opening);
    // Written as text: the admin's markup is escaped in the HTML part.
    expect(mail!.html).toContain('Ahoy from the harbour &lt;b&gt;desk&lt;/b&gt;');
    const read = await server.api<{ registrationKeepDays: number }>('GET', '/api/admin/mail/settings', { token });
    expect(read.body.registrationKeepDays).toBe(30);
  });
});
