import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_MSG, MAIL, MSG, type PublicUser } from '@innkeep/api-contract';
import { auditLog, emailChanges, mailOutbox } from '@innkeep/db';
import { insertUser, newGuest, tokenFor, type TestServer } from './helpers';
import type { Mailbox } from './mail-helpers';
import { manualClock } from './admin-helpers';
import { startMailingServer, stopMailingServer } from './mail-server';

const { now, later } = manualClock('2030-06-01T09:00:00.000Z');
let mailbox: Mailbox;
let server: TestServer;

beforeAll(async () => {
  ({ mailbox, server } = await startMailingServer({ now }));
});
afterAll(() => stopMailingServer({ mailbox, server }));

type ProfileAnswer = { user: PublicUser; message?: string; pendingEmail?: string };

let counter = 0;
const freshAddress = () => `moved-${process.pid}-${Date.now()}-${++counter}@example.test`;
const me = async (token: string) => (await server.api<{ user: PublicUser }>('GET', '/api/auth/me', { token })).body.user;
const confirm = (token: string) => server.api<{ message: string }>('POST', '/api/auth/confirm-email', { body: { token } });
const login = (email: string, password: string) => server.api('POST', '/api/auth/login', { body: { email, password } });

async function account() {
  const user = await insertUser(server.deps, 'customer');
  const token = await tokenFor(server, user);
  const profile = (email: string, currentPassword?: string, name = 'Moving Guest') =>
    server.api<ProfileAnswer & { message: string }>('PUT', '/api/customer/profile', {
      token,
      body: { name, email, phone: '+1 555 0199', ...(currentPassword !== undefined && { currentPassword }) },
    });
  return { user, token, profile };
}

/** The token of the newest confirmation link mailed to `email`, read from the SMTP server. */
async function mailedToken(email: string, count = 1): Promise<string> {
  const mails = await mailbox.waitFor((m) => m.envelopeTo.includes(email) && m.subject === 'Confirm your new email address', count);
  const link = /https?:\/\/\S+\/confirm-email\?token=([\w-]+)/.exec(mails.at(-1)!.text ?? '');
  expect(link, mails.at(-1)!.text).not.toBeNull();
  return link![1]!;
}

describe('changing one’s email address', () => {
  it('asks for the current password and changes nothing without the right one', async () => {
    const { user, token, profile } = await account();
    const next = freshAddress();
    expect(await profile(next)).toMatchObject({ status: 400, body: { message: EMAIL_CHANGE_MSG.passwordNeeded } });
    expect(await profile(next, 'not-my-password')).toMatchObject({ status: 400, body: { message: MSG.currentPasswordWrong } });
    expect((await me(token)).email).toBe(user.email);
    expect(server.deps.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, next)).all()).toEqual([]);
  });

  it('keeps the old address until the mailed link is opened, once, and tells the old address', async () => {
    const { user, token, profile } = await account();
    const next = freshAddress();
    const asked = await profile(next.toUpperCase(), user.password, 'Renamed Guest');
    expect(asked.status).toBe(200);
    // Name and phone change at once; the email only after confirmation, which the answer says.
    expect(asked.body.user).toMatchObject({ email: user.email, name: 'Renamed Guest' });
    expect(asked.body).toMatchObject({ pendingEmail: next, message: EMAIL_CHANGE_MSG.confirmationSent(next) });
    const linkToken = await mailedToken(next);
    // Only the hash is stored.
    const stored = server.deps.db.select().from(emailChanges).all();
    expect(stored.some((row) => row.tokenHash.includes(linkToken))).toBe(false);

    expect((await me(token)).email).toBe(user.email);
    expect((await login(next, user.password)).status).toBe(401);

    const done = await confirm(linkToken);
    expect(done).toMatchObject({ status: 200, body: { message: EMAIL_CHANGE_MSG.confirmed(next) } });
    expect((await me(token)).email).toBe(next);
    expect((await login(next, user.password)).status).toBe(200);
    expect((await login(user.email, user.password)).status).toBe(401);
    const [notice] = await mailbox.waitFor((m) => m.envelopeTo.includes(user.email) && m.subject === 'Your email address was changed');
    expect(notice!.text).toContain(`your account now uses ${next}`);
    const audit = server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, user.id)).all();
    expect(audit.map((a) => a.action)).toContain('user.change-email');

    // Once only.
    expect(await confirm(linkToken)).toMatchObject({ status: 400, body: { message: EMAIL_CHANGE_MSG.linkInvalid } });
    expect(await confirm('made-up-token')).toMatchObject({ status: 400, body: { message: EMAIL_CHANGE_MSG.linkInvalid } });
  });

  it('refuses an address another account has, when asked and when the link is opened', async () => {
    const { user, token, profile } = await account();
    const other = await insertUser(server.deps, 'staff');
    expect(await profile(other.email, user.password)).toMatchObject({ status: 409, body: { message: MSG.emailTaken } });

    // Free when asked, taken by a registration before the link is opened.
    const next = freshAddress();
    expect((await profile(next, user.password)).status).toBe(200);
    const linkToken = await mailedToken(next);
    expect((await server.api('POST', '/api/auth/register', { body: newGuest({ email: next }) })).status).toBe(201);
    expect(await confirm(linkToken)).toMatchObject({ status: 409, body: { message: MSG.emailTaken } });
    expect((await me(token)).email).toBe(user.email);
  });

  it('stops the link after 24 hours, and a newer link voids the older ones when used', async () => {
    const { user, token, profile } = await account();
    const first = freshAddress();
    expect((await profile(first, user.password)).status).toBe(200);
    const stale = await mailedToken(first);
    later(MAIL.emailChangeLinkHours * 60);
    expect(await confirm(stale)).toMatchObject({ status: 400, body: { message: EMAIL_CHANGE_MSG.linkInvalid } });

    const [second, third] = [freshAddress(), freshAddress()];
    expect((await profile(second, user.password)).status).toBe(200);
    expect((await profile(third, user.password)).status).toBe(200);
    const secondToken = await mailedToken(second);
    const thirdToken = await mailedToken(third);
    expect((await confirm(thirdToken)).status).toBe(200);
    expect((await confirm(secondToken)).status).toBe(400);
    expect((await me(token)).email).toBe(third);
  });
});
