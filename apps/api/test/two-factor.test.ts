import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, TWO_FACTOR_MSG, type PublicUser } from '@innkeep/api-contract';
import { auditLog, twoFactor, users } from '@innkeep/db';
import { eq } from 'drizzle-orm';
import { hashPassword } from '../src/services/people';
import { insertUser, startTestServer, tokenFor, type TestServer } from './helpers';
import { connect, Inbox } from './realtime-helpers';

let server: TestServer;
// The server's clock: each test moves it to a fresh 30-second step so codes never collide.
let clock = new Date('2026-11-26T12:00:00Z');
const nextStep = () => (clock = new Date(clock.getTime() + 120_000));

beforeAll(async () => {
  server = await startTestServer({ now: () => clock });
});
afterAll(() => server.close());

const codeAt = (secret: string, at = clock) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: at.getTime() });

/** An account of the role with two-step sign-in on: its secret and recovery codes. */
async function withTwoFactor(role: 'admin' | 'staff' | 'customer') {
  const account = await insertUser(server.deps, role);
  const token = await tokenFor(server, account);
  const setup = await server.api<{ secret: string; otpauthUrl: string }>('POST', '/api/auth/two-factor/setup', { token });
  expect(setup.status).toBe(200);
  expect(setup.body.otpauthUrl).toMatch(/^otpauth:\/\/totp\/Innkeep:.*secret=/);
  nextStep();
  const enable = await server.api<{ recoveryCodes: string[] }>('POST', '/api/auth/two-factor/enable', {
    token,
    body: { code: codeAt(setup.body.secret) },
  });
  expect(enable.status).toBe(200);
  return { ...account, token, secret: setup.body.secret, recoveryCodes: enable.body.recoveryCodes };
}

async function ticketFor(account: { email: string; password: string }): Promise<string> {
  const res = await server.api<{ twoFactorRequired: true; ticket: string }>('POST', '/api/auth/login', { body: account });
  expect(res.status).toBe(200);
  expect(res.body).toEqual({ twoFactorRequired: true, ticket: expect.any(String) });
  return res.body.ticket;
}

const secondStep = (ticket: string, code: string) =>
  server.api<{ token: string; user: PublicUser & { mustChangePassword?: true } }>('POST', '/api/auth/login/two-factor', {
    body: { ticket, code },
  });

describe('two-step sign-in', () => {
  it('leaves accounts without it unchanged: { token, user }', async () => {
    const account = await insertUser(server.deps, 'staff');
    const res = await server.api('POST', '/api/auth/login', { body: account });
    expect(res.status).toBe(200);
    expect(Object.keys(res.body).sort()).toEqual(['token', 'user']);
  });

  it('is set up with a confirmation code, gives ten recovery codes stored hashed, and then asks for a code', async () => {
    const account = await withTwoFactor('admin');
    expect(account.recoveryCodes).toHaveLength(10);
    expect(new Set(account.recoveryCodes).size).toBe(10);
    const row = server.deps.db.select().from(twoFactor).where(eq(twoFactor.userId, account.id)).get();
    for (const code of account.recoveryCodes) expect(row?.recoveryHashes).not.toContain(code.replace('-', ''));

    const ticket = await ticketFor(account);
    nextStep();
    const res = await secondStep(ticket, codeAt(account.secret));
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(account.email);
    const me = await server.api('GET', '/api/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);
  });

  it('refuses a wrong confirmation code when enabling and stays off', async () => {
    const account = await insertUser(server.deps, 'customer');
    const token = await tokenFor(server, account);
    const setup = await server.api<{ secret: string }>('POST', '/api/auth/two-factor/setup', { token });
    const wrong = String((Number(codeAt(setup.body.secret)) + 1) % 1_000_000).padStart(6, '0');
    const res = await server.api('POST', '/api/auth/two-factor/enable', { token, body: { code: wrong } });
    expect(res).toMatchObject({ status: 400, body: { message: TWO_FACTOR_MSG.codeInvalid } });
    const login = await server.api('POST', '/api/auth/login', { body: account });
    expect(Object.keys(login.body).sort()).toEqual(['token', 'user']);
  });

  it('refuses a wrong code, a code used already in its window, and a forged or expired ticket', async () => {
    const account = await withTwoFactor('staff');
    nextStep();
    const ticket = await ticketFor(account);
    const code = codeAt(account.secret);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect(await secondStep(ticket, wrong)).toMatchObject({ status: 400, body: { message: TWO_FACTOR_MSG.codeInvalid } });
    expect((await secondStep(ticket, code)).status).toBe(200);
    // Same code again, same window: refused although the authenticator still shows it.
    expect(await secondStep(await ticketFor(account), code)).toMatchObject({ status: 400, body: { message: TWO_FACTOR_MSG.codeInvalid } });

    expect(await secondStep(`${ticket}x`, codeAt(account.secret))).toMatchObject({
      status: 401,
      body: { message: TWO_FACTOR_MSG.ticketExpired },
    });
    const stale = await ticketFor(account);
    clock = new Date(clock.getTime() + 6 * 60_000);
    expect(await secondStep(stale, codeAt(account.secret))).toMatchObject({ status: 401, body: { message: TWO_FACTOR_MSG.ticketExpired } });
  });

  it('accepts each recovery code once', async () => {
    const account = await withTwoFactor('customer');
    const [first] = account.recoveryCodes as [string];
    expect((await secondStep(await ticketFor(account), first.toUpperCase())).status).toBe(200);
    expect(await secondStep(await ticketFor(account), first)).toMatchObject({ status: 400, body: { message: TWO_FACTOR_MSG.codeInvalid } });
  });

  it('limits wrong codes per account', async () => {
    const account = await withTwoFactor('customer');
    const ticket = await ticketFor(account);
    const limit = server.deps.env.LOGIN_FAILURE_LIMIT;
    for (let i = 0; i < limit; i += 1) expect((await secondStep(ticket, '000000')).status).toBe(400);
    nextStep();
    expect(await secondStep(ticket, codeAt(account.secret))).toMatchObject({ status: 429, body: { message: TWO_FACTOR_MSG.tooManyCodes } });
  });

  it('is turned off with the password and a code', async () => {
    const account = await withTwoFactor('customer');
    nextStep();
    const badPassword = await server.api('POST', '/api/auth/two-factor/disable', {
      token: account.token,
      body: { password: 'not-it-at-all', code: codeAt(account.secret) },
    });
    expect(badPassword).toMatchObject({ status: 400, body: { message: MSG.currentPasswordWrong } });
    const off = await server.api('POST', '/api/auth/two-factor/disable', {
      token: account.token,
      body: { password: account.password, code: codeAt(account.secret) },
    });
    expect(off.status).toBe(200);
    const login = await server.api('POST', '/api/auth/login', { body: account });
    expect(Object.keys(login.body).sort()).toEqual(['token', 'user']);
  });

  it('an admin reset ends the account’s sessions over HTTP and WebSocket, audited', async () => {
    const admin = await withTwoFactor('admin');
    nextStep();
    const adminToken = (await secondStep(await ticketFor(admin), codeAt(admin.secret))).body.token;
    const staff = await withTwoFactor('staff');
    const connection = connect(server, staff.token);
    const feed = new Inbox<unknown>();
    connection.client.notifications.onNotification.subscribe({}, feed.handlers);
    expect((await connection.client.auth.me.query()).user.email).toBe(staff.email);

    const reset = await server.api('POST', `/api/admin/users/${staff.id}/two-factor/reset`, { token: adminToken });
    expect(reset).toMatchObject({ status: 200, body: { message: TWO_FACTOR_MSG.reset } });
    expect((await server.api('GET', '/api/auth/me', { token: staff.token })).status).toBe(401);
    await feed.until((i) => i.error !== null, 10_000);
    expect((feed.error as { data?: { code?: string } }).data?.code).toBe('UNAUTHORIZED');
    await connection.close();
    const audit = server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'user.two-factor.reset')).all();
    expect(audit.map((a) => a.entityId)).toContain(staff.id);
    // Signing in again takes the password alone until they set it up again.
    const login = await server.api('POST', '/api/auth/login', { body: staff });
    expect(Object.keys(login.body).sort()).toEqual(['token', 'user']);
  });

  it('a reset by a non-admin is refused', async () => {
    const staff = await insertUser(server.deps, 'staff');
    const token = await tokenFor(server, staff);
    const res = await server.api('POST', `/api/admin/users/${staff.id}/two-factor/reset`, { token });
    expect(res.status).toBe(403);
  });

  it('asks for a new password after the code step when the password used is now refused', async () => {
    const account = await withTwoFactor('staff');
    const weak = { email: account.email, password: 'bbbbbbbb' };
    server.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword(weak.password) })
      .where(eq(users.id, account.id))
      .run();
    nextStep();
    const res = await secondStep(await ticketFor(weak), codeAt(account.secret));
    expect(res.status).toBe(200);
    expect(res.body.user.mustChangePassword).toBe(true);
  });
});

describe('two-step sign-in required for staff and admins', () => {
  type LoginAnswer = { token: string; user: PublicUser & { mustSetUpTwoFactor?: true } };

  it('leads a staff account without it to set it up, and lets it reach only auth.* until then', async () => {
    const admin = await withTwoFactor('admin');
    nextStep();
    const adminToken = (await secondStep(await ticketFor(admin), codeAt(admin.secret))).body.token;
    const staff = await insertUser(server.deps, 'staff');
    const customer = await insertUser(server.deps, 'customer');
    const staffSession = await tokenFor(server, staff);
    const connection = connect(server, staffSession);
    try {
      const save = await server.api('PUT', '/api/admin/settings/two-factor', { token: adminToken, body: { requiredForStaff: true } });
      expect(save).toMatchObject({ status: 200, body: { message: TWO_FACTOR_MSG.policySaved } });
      expect((await server.api('GET', '/api/admin/settings/two-factor', { token: adminToken })).body).toEqual({ requiredForStaff: true });
      expect(server.deps.db.select().from(auditLog).where(eq(auditLog.action, 'settings.two-factor')).all()).toHaveLength(1);

      // A session opened before the setting changed is held back at once, over HTTP and WebSocket.
      const before = await server.api('GET', '/api/staff/dashboard', { token: staffSession });
      expect(before).toMatchObject({ status: 403, body: { message: TWO_FACTOR_MSG.setupRequired } });
      await expect(connection.client.staff.dashboard.query()).rejects.toMatchObject({ message: TWO_FACTOR_MSG.setupRequired });

      const login = await server.api<LoginAnswer>('POST', '/api/auth/login', { body: staff });
      expect(login.status).toBe(200);
      expect(login.body.user.mustSetUpTwoFactor).toBe(true);
      const token = login.body.token;
      expect((await server.api('GET', '/api/auth/me', { token })).status).toBe(200);
      expect(await connection.client.auth.twoFactor.status.query()).toEqual({ enabled: false, required: true });

      // Guests are not concerned.
      const guest = await server.api<LoginAnswer>('POST', '/api/auth/login', { body: customer });
      expect(guest.body.user.mustSetUpTwoFactor).toBeUndefined();
      expect((await server.api('GET', '/api/customer/dashboard', { token: guest.body.token })).status).toBe(200);

      const setup = await server.api<{ secret: string }>('POST', '/api/auth/two-factor/setup', { token });
      nextStep();
      const enable = await server.api('POST', '/api/auth/two-factor/enable', { token, body: { code: codeAt(setup.body.secret) } });
      expect(enable.status).toBe(200);
      expect((await server.api('GET', '/api/staff/dashboard', { token })).status).toBe(200);
      await expect(connection.client.staff.dashboard.query()).resolves.toBeDefined();

      // While required, it cannot be turned off; the admin's reset still can (the account then sets it up again).
      nextStep();
      const off = await server.api('POST', '/api/auth/two-factor/disable', {
        token,
        body: { password: staff.password, code: codeAt(setup.body.secret) },
      });
      expect(off).toMatchObject({ status: 409, body: { message: TWO_FACTOR_MSG.requiredCannotDisable } });
    } finally {
      await connection.close();
      await server.api('PUT', '/api/admin/settings/two-factor', { token: adminToken, body: { requiredForStaff: false } });
    }
  });

  it('is an admin setting: staff and guests are refused', async () => {
    const staff = await insertUser(server.deps, 'staff');
    const token = await tokenFor(server, staff);
    const res = await server.api('PUT', '/api/admin/settings/two-factor', { token, body: { requiredForStaff: true } });
    expect(res.status).toBe(403);
    const bad = await server.api('PUT', '/api/admin/settings/two-factor', { token, body: { requiredForStaff: 'yes' } });
    expect(bad.status).toBeGreaterThanOrEqual(400);
  });
});
