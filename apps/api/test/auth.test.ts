import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, type PublicUser } from '@innkeep/api-contract';
import { sessions, users } from '@innkeep/db';
import { hashPassword } from '../src/services/people';
import { eq } from 'drizzle-orm';
import { insertUser, newGuest, startTestServer, tokenFor, type TestServer } from './helpers';

type Auth = { token: string; user: PublicUser; message?: string };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('registration', () => {
  it('creates a customer, returns { token, user } and never the password hash', async () => {
    const guest = newGuest({ email: '  Mixed.Case@Example.TEST ', name: '  Ann Guest  ' });
    const res = await server.api<Auth>('POST', '/api/auth/register', { body: guest });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(res.body.user).toMatchObject({ name: 'Ann Guest', email: 'mixed.case@example.test', role: 'customer', isApproved: true });
    expect(res.body.user._id).toEqual(expect.any(String));
    expect(JSON.stringify(res.body)).not.toMatch(/argon2|passwordHash|"password"/);
  });

  it('starts staff unapproved and ignores a smuggled isApproved', async () => {
    const res = await server.api<Auth>('POST', '/api/auth/register', {
      body: newGuest({ role: 'staff', isApproved: true }),
    });
    expect(res.status).toBe(201);
    expect(res.body.user).toMatchObject({ role: 'staff', isApproved: false });
  });

  it('refuses registering as admin', async () => {
    const res = await server.api('POST', '/api/auth/register', { body: newGuest({ role: 'admin' }) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MSG.invalidRegisterRole });
  });

  it.each([
    ['mismatched passwords', { confirmPassword: 'different1' }, MSG.passwordsDoNotMatch],
    ['a short password', { password: 'abc', confirmPassword: 'abc' }, MSG.passwordTooShort],
    ['a blank name', { name: '   ' }, MSG.requiredFields],
    ['a missing phone', { phone: undefined }, MSG.requiredFields],
    ['a malformed email', { email: 'not-an-email' }, MSG.invalidEmail],
    ['one of the most common passwords', { password: 'Password1', confirmPassword: 'Password1' }, MSG.passwordTooCommon],
    ['six spaces', { password: '      ', confirmPassword: '      ' }, MSG.passwordTooShort],
    ['seven digits, almost all one', { password: '1111112', confirmPassword: '1111112' }, MSG.passwordTooShort],
    ['a repeated character', { password: 'bbbbbbbb', confirmPassword: 'bbbbbbbb' }, MSG.passwordTooSimple],
    ['eight spaces', { password: '        ', confirmPassword: '        ' }, MSG.passwordTooSimple],
    ['almost all one character', { password: '11111112', confirmPassword: '11111112' }, MSG.passwordTooSimple],
    ['a repeated pattern', { password: 'abcabcabc', confirmPassword: 'abcabcabc' }, MSG.passwordTooSimple],
    ['a sequence', { password: '98765432', confirmPassword: '98765432' }, MSG.passwordTooSimple],
    ['a word of the hotel’s name', { password: 'hotel1234', confirmPassword: 'hotel1234' }, MSG.passwordHasHotelName],
    ['a common password of the full list', { password: 'football1', confirmPassword: 'football1' }, MSG.passwordTooCommon],
    [
      'the email as password',
      { email: 'sam.sample@example.test', password: 'Sam.Sample@Example.TEST', confirmPassword: 'Sam.Sample@Example.TEST' },
      MSG.passwordIsEmail,
    ],
    [
      'the email’s local part as password',
      { email: 'sam.sample@example.test', password: 'SAM.SAMPLE', confirmPassword: 'SAM.SAMPLE' },
      MSG.passwordIsEmail,
    ],
  ])('refuses %s with the spec message', async (_label, change, message) => {
    const before = server.deps.db.$client.prepare('select count(*) as n from users').get() as { n: number };
    const res = await server.api('POST', '/api/auth/register', { body: newGuest(change) });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message });
    const after = server.deps.db.$client.prepare('select count(*) as n from users').get() as { n: number };
    expect(after.n).toBe(before.n);
  });

  it('treats emails case-insensitively as unique', async () => {
    const guest = newGuest();
    expect((await server.api('POST', '/api/auth/register', { body: guest })).status).toBe(201);
    const again = await server.api('POST', '/api/auth/register', { body: { ...guest, email: guest.email.toUpperCase() } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: MSG.emailTaken });
  });
});

describe('login and portals', () => {
  let customer: { email: string; password: string };
  beforeAll(async () => {
    customer = await insertUser(server.deps, 'customer');
  });

  it('signs in and loads the user with the token', async () => {
    const res = await server.api<Auth>('POST', '/api/auth/login', { body: { ...customer, email: customer.email.toUpperCase() } });
    expect(res.status).toBe(200);
    const me = await server.api<{ user: PublicUser }>('GET', '/api/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe(customer.email);
    expect(JSON.stringify(me.body)).not.toContain('argon2');
  });

  it('signs in with a password set before today’s rules and asks for a new one; a good password is not asked', async () => {
    const old = await insertUser(server.deps, 'staff');
    server.deps.db
      .update(users)
      .set({ passwordHash: await hashPassword('hotel1234') })
      .where(eq(users.id, old.id))
      .run();
    const weak = await server.api<Auth>('POST', '/api/auth/login', { body: { email: old.email, password: 'hotel1234' } });
    expect(weak.status).toBe(200);
    expect(weak.body.user).toMatchObject({ email: old.email, mustChangePassword: true });
    const good = await server.api<Auth>('POST', '/api/auth/login', { body: customer });
    expect(good.body.user).not.toHaveProperty('mustChangePassword');
    // Once changed, the question is gone.
    await server.api('PUT', '/api/auth/change-password', {
      token: weak.body.token,
      body: { currentPassword: 'hotel1234', newPassword: 'Quiet-Room-8' },
    });
    const after = await server.api<Auth>('POST', '/api/auth/login', { body: { email: old.email, password: 'Quiet-Room-8' } });
    expect(after.body.user).not.toHaveProperty('mustChangePassword');
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const wrong = await server.api('POST', '/api/auth/login', { body: { ...customer, password: 'nope-nope' } });
    const unknown = await server.api('POST', '/api/auth/login', { body: { email: 'nobody@example.test', password: 'whatever' } });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: MSG.invalidCredentials });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('requires email and password', async () => {
    const res = await server.api('POST', '/api/auth/login', { body: { email: '' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: MSG.emailAndPasswordRequired });
  });

  it('refuses each role on the other portals without opening a session', async () => {
    const staff = await insertUser(server.deps, 'staff');
    const admin = await insertUser(server.deps, 'admin');
    const cases = [
      [customer, 'staff', MSG.staffOnly],
      [customer, 'admin', MSG.adminsOnly],
      [staff, 'customer', MSG.customersOnly],
      [staff, 'admin', MSG.adminsOnly],
      [admin, 'customer', MSG.customersOnly],
      [admin, 'staff', MSG.staffOnly],
    ] as const;
    const count = () => server.deps.db.select().from(sessions).all().length;
    const before = count();
    for (const [user, portal, message] of cases) {
      const res = await server.api('POST', '/api/auth/login', { body: { email: user.email, password: user.password, portal } });
      expect(res.status, `${portal} portal`).toBe(403);
      expect(res.body).toEqual({ message });
    }
    expect(count()).toBe(before);
    for (const [user, portal] of [
      [customer, 'customer'],
      [staff, 'staff'],
      [admin, 'admin'],
    ] as const) {
      const res = await server.api<Auth>('POST', '/api/auth/login', { body: { email: user.email, password: user.password, portal } });
      expect(res.status).toBe(200);
      expect(res.body.user.role).toBe(portal);
    }
  });

  it('lets unapproved staff sign in on the staff portal, flagged as not approved', async () => {
    const pending = await insertUser(server.deps, 'staff', false);
    const res = await server.api<Auth>('POST', '/api/auth/login', { body: { ...pending, portal: 'staff' } });
    expect(res.status).toBe(200);
    expect(res.body.user.isApproved).toBe(false);
  });
});

describe('sessions and tokens', () => {
  it('logout revokes the token at once', async () => {
    const user = await insertUser(server.deps, 'customer');
    const token = await tokenFor(server, user);
    const other = await tokenFor(server, user);
    expect((await server.api('POST', '/api/auth/logout', { token })).status).toBe(200);
    const me = await server.api('GET', '/api/auth/me', { token });
    expect(me.status).toBe(401);
    expect(me.body).toEqual({ message: MSG.sessionExpired });
    // Another device of the same user stays signed in.
    expect((await server.api('GET', '/api/auth/me', { token: other })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await server.api('GET', '/api/auth/me');
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: MSG.unauthorized });
  });

  it('refuses tampered, expired, foreign-key and alg:none tokens', async () => {
    const user = await insertUser(server.deps, 'customer');
    const token = await tokenFor(server, user);
    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { sid: string; sub: string };

    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1);
    const otherSub = Buffer.from(JSON.stringify({ ...claims, sub: 'someone-else' })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const sign = (secret: string, exp: number) =>
      new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer('innkeep')
        .setAudience('innkeep-clients')
        .setIssuedAt(exp - 3600)
        .setExpirationTime(exp)
        .sign(new TextEncoder().encode(secret));
    const expired = await sign(server.deps.env.JWT_SECRET!, Math.floor(Date.now() / 1000) - 60);
    const foreign = await sign('a-completely-different-secret-of-enough-length', Math.floor(Date.now() / 1000) + 3600);

    for (const bad of [`${header}.${payload}.${flipped}`, `${header}.${otherSub}.${signature}`, none, expired, foreign, 'garbage']) {
      const res = await server.api('GET', '/api/auth/me', { token: bad });
      expect(res.status, bad).toBe(401);
    }
    expect((await server.api('GET', '/api/auth/me', { token })).status).toBe(200);
  });

  it('expires a session after SESSION_TTL_HOURS on the server clock', async () => {
    let clock = new Date();
    const timed = await startTestServer({ env: { SESSION_TTL_HOURS: '2' }, now: () => clock });
    try {
      const user = await insertUser(timed.deps, 'customer');
      const token = await tokenFor(timed, user);
      clock = new Date(clock.getTime() + 119 * 60_000);
      expect((await timed.api('GET', '/api/auth/me', { token })).status).toBe(200);
      clock = new Date(clock.getTime() + 2 * 60_000);
      expect(await timed.api('GET', '/api/auth/me', { token })).toMatchObject({ status: 401, body: { message: MSG.sessionExpired } });
    } finally {
      await timed.close();
    }
  });

  it('ends a session when its row is gone (role change, rejection, deletion)', async () => {
    const user = await insertUser(server.deps, 'staff');
    const token = await tokenFor(server, user);
    server.deps.db.delete(sessions).where(eq(sessions.userId, user.id)).run();
    expect((await server.api('GET', '/api/auth/me', { token })).status).toBe(401);
  });
});

describe('profile and password', () => {
  it('updates the profile on the generic and the role path, and refuses another role path', async () => {
    const user = await insertUser(server.deps, 'customer');
    const token = await tokenFor(server, user);
    const body = { name: 'New Name', email: user.email, phone: '+44 1', address: 'Flat 2' };
    const generic = await server.api<{ user: PublicUser }>('PUT', '/api/auth/profile', { token, body });
    expect(generic.status).toBe(200);
    expect(generic.body.user).toMatchObject({ name: 'New Name', phone: '+44 1', address: 'Flat 2' });
    expect((await server.api('PUT', '/api/customer/profile', { token, body: { ...body, name: 'Again' } })).status).toBe(200);
    const wrongRole = await server.api('PUT', '/api/admin/profile', { token, body });
    expect(wrongRole.status).toBe(403);
    const blank = await server.api('PUT', '/api/customer/profile', { token, body: { ...body, phone: ' ' } });
    expect(blank).toMatchObject({ status: 400, body: { message: MSG.requiredFields } });
  });

  it('ignores role and isApproved in a profile update', async () => {
    const user = await insertUser(server.deps, 'staff', false);
    const token = await tokenFor(server, user);
    const res = await server.api<{ user: PublicUser }>('PUT', '/api/auth/profile', {
      token,
      body: { name: 'Sneaky', email: user.email, phone: '1', role: 'admin', isApproved: true },
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'staff', isApproved: false });
  });

  it('refuses taking another account email', async () => {
    const a = await insertUser(server.deps, 'customer');
    const b = await insertUser(server.deps, 'customer');
    const token = await tokenFor(server, a);
    const res = await server.api('PUT', '/api/auth/profile', {
      token,
      body: { name: 'A', email: b.email.toUpperCase(), phone: '1', currentPassword: a.password },
    });
    expect(res).toMatchObject({ status: 409, body: { message: MSG.emailTaken } });
  });

  it('changes the password with the spec messages and signs out other devices', async () => {
    const user = await insertUser(server.deps, 'customer');
    const token = await tokenFor(server, user);
    const otherDevice = await tokenFor(server, user);
    const path = '/api/customer/change-password';
    expect(await server.api('PUT', path, { token, body: { currentPassword: user.password } })).toMatchObject({
      status: 400,
      body: { message: MSG.passwordFieldsRequired },
    });
    expect(await server.api('PUT', path, { token, body: { currentPassword: user.password, newPassword: '123' } })).toMatchObject({
      status: 400,
      body: { message: MSG.newPasswordTooShort },
    });
    expect(
      await server.api('PUT', path, {
        token,
        body: { currentPassword: user.password, newPassword: 'Fresh-Start-9', confirmPassword: 'Fresh-Start-8' },
      }),
    ).toMatchObject({ status: 400, body: { message: MSG.newPasswordsDoNotMatch } });
    expect(await server.api('PUT', path, { token, body: { currentPassword: 'wrong-one', newPassword: 'Fresh-Start-9' } })).toMatchObject({
      status: 400,
      body: { message: MSG.currentPasswordWrong },
    });
    for (const [newPassword, message] of [
      ['Qwerty123', MSG.passwordTooCommon],
      [user.email.toUpperCase(), MSG.passwordIsEmail],
    ] as const) {
      expect(await server.api('PUT', path, { token, body: { currentPassword: user.password, newPassword } })).toMatchObject({
        status: 400,
        body: { message },
      });
    }

    const ok = await server.api('PUT', path, { token, body: { currentPassword: user.password, newPassword: 'Fresh-Start-9' } });
    expect(ok.status).toBe(200);
    expect((await server.api('GET', '/api/auth/me', { token })).status).toBe(200);
    expect((await server.api('GET', '/api/auth/me', { token: otherDevice })).status).toBe(401);
    expect((await server.api('POST', '/api/auth/login', { body: user })).status).toBe(401);
    expect((await server.api('POST', '/api/auth/login', { body: { email: user.email, password: 'Fresh-Start-9' } })).status).toBe(200);
  });
});

describe('the HTTP edge', () => {
  it('reports health with the database reachable', async () => {
    const res = await server.api('GET', '/api/health');
    expect(res).toMatchObject({ status: 200, body: { status: 'ok', database: 'reachable' } });
  });

  it('answers unknown paths and malformed JSON with { message } and a 4xx', async () => {
    const missing = await server.api('GET', '/api/nope');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toEqual(expect.any(String));
    const malformed = await server.api('POST', '/api/auth/login', { body: '{"email":' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toEqual(expect.any(String));
  });

  it('sends a same-origin Content-Security-Policy', async () => {
    const res = await server.api('GET', '/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('CORS for REST clients', () => {
  it('allows only the origins listed in CORS_ORIGINS', async () => {
    const open = await startTestServer({ env: { CORS_ORIGINS: 'https://front.example, https://kiosk.example' } });
    try {
      const preflight = (origin: string) =>
        fetch(`${open.base}/api/notifications/mark-all-read`, {
          method: 'OPTIONS',
          headers: { origin, 'access-control-request-method': 'PUT', 'access-control-request-headers': 'authorization,content-type' },
        });
      const allowed = await preflight('https://kiosk.example');
      expect(allowed.status).toBe(204);
      expect(allowed.headers.get('access-control-allow-origin')).toBe('https://kiosk.example');
      const listed = (header: string) => allowed.headers.get(header)?.toLowerCase().split(/,\s*/);
      expect(listed('access-control-allow-methods')).toEqual(['get', 'post', 'put', 'delete', 'patch']);
      expect(listed('access-control-allow-headers')).toEqual(['authorization', 'content-type']);
      expect((await preflight('https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
    } finally {
      await open.close();
    }
    // The default: no cross-origin access at all.
    const res = await fetch(`${server.base}/api/health`, { headers: { origin: 'https://front.example' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('rate limiting', () => {
  it('answers 429 with a clear message after the allowed attempts', async () => {
    const limited = await startTestServer({ env: { AUTH_RATE_LIMIT: '3' } });
    try {
      const attempt = () => limited.api('POST', '/api/auth/login', { body: { email: 'x@example.test', password: 'wrong-pass' } });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).status).toBe(401);
      const blocked = await attempt();
      expect(blocked).toMatchObject({ status: 429, body: { message: MSG.tooManyAttempts } });
    } finally {
      await limited.close();
    }
  });
});
