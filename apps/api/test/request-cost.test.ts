import { createHmac } from 'node:crypto';
import { request } from 'node:http';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@innkeep/api-contract';
import { rooms, sessions, users } from '@innkeep/db';
import { concurrencyLimit } from '../src/lib/concurrency';
import { verifySessionToken } from '../src/services/people';
import { signedIn } from './admin-helpers';
import { insertUser, startTestServer, tokenFor, type TestServer } from './helpers';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ seed: true });
});
afterAll(() => server.close());

const me = (token: string) => server.api<{ user: { name: string; role: string } }>('GET', '/api/auth/me', { token });

describe('the session cache', () => {
  it('refuses a revoked session on the very next request, however it was revoked', async () => {
    const user = await insertUser(server.deps, 'customer');
    const [signOut, otherProcess, passwordChange, keeper] = (await Promise.all([1, 2, 3, 4].map(() => tokenFor(server, user)))) as [
      string,
      string,
      string,
      string,
    ];
    // Each answered twice, so the second answer came from the cache.
    for (const token of [signOut, otherProcess, passwordChange, keeper]) {
      expect((await me(token)).status).toBe(200);
      expect((await me(token)).status).toBe(200);
    }
    expect((await server.api('POST', '/api/auth/logout', { token: signOut })).status).toBe(200);
    expect(await me(signOut)).toMatchObject({ status: 401, body: { message: MSG.sessionExpired } });

    // A write no service made (another process, the sqlite3 shell) counts as well.
    const sid = (token: string) => (JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { sid: string }).sid;
    server.deps.db
      .delete(sessions)
      .where(eq(sessions.id, sid(otherProcess)))
      .run();
    expect((await me(otherProcess)).status).toBe(401);

    const changed = await server.api('PUT', '/api/auth/change-password', {
      token: keeper,
      body: { currentPassword: user.password, newPassword: 'an0ther-secret' },
    });
    expect(changed.status).toBe(200);
    expect((await me(passwordChange)).status).toBe(401);
    expect((await me(keeper)).status).toBe(200);
  });

  it('sees a role change, a profile edit and a deletion at once', async () => {
    const admin = await signedIn(server, 'admin');
    const user = await insertUser(server.deps, 'staff');
    const token = await tokenFor(server, user);
    expect((await me(token)).body.user.role).toBe('staff');
    expect((await server.api('GET', '/api/staff/dashboard', { token })).status).toBe(200);

    server.deps.db.update(users).set({ name: 'Renamed Elsewhere' }).where(eq(users.id, user.id)).run();
    expect((await me(token)).body.user.name).toBe('Renamed Elsewhere');

    expect((await server.api('PUT', `/api/admin/users/${user.id}/role`, { token: admin.token, body: { role: 'customer' } })).status).toBe(
      200,
    );
    expect((await server.api('GET', '/api/staff/dashboard', { token })).status).toBe(401);
    const again = await tokenFor(server, user);
    expect((await me(again)).body.user.role).toBe('customer');
    expect((await server.api('DELETE', `/api/admin/users/${user.id}`, { token: admin.token })).status).toBe(200);
    expect((await me(again)).status).toBe(401);
  });
});

describe('token verification (synchronous HMAC)', () => {
  const secret = new TextEncoder().encode('test-secret-that-is-long-enough-for-hs256-signing');
  const now = new Date('2026-06-01T12:00:00Z');
  const at = (offsetSeconds: number) => Math.floor(now.getTime() / 1000) + offsetSeconds;
  const sign = (edit: (jwt: SignJWT) => SignJWT, header: Record<string, unknown> = { alg: 'HS256', typ: 'JWT' }) =>
    edit(
      new SignJWT({ sid: 's1' })
        .setProtectedHeader(header as { alg: string })
        .setSubject('u1')
        .setIssuer('innkeep'),
    ).sign(secret);

  /** Signed with the right key but built by hand, for headers and claims jose will not sign. */
  const handSigned = (header: object, payload: object) => {
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const body = `${encode(header)}.${encode(payload)}`;
    return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
  };

  it('accepts what jose signs and refuses what jose refuses', async () => {
    const good = await sign((j) => j.setAudience('innkeep-clients').setIssuedAt(at(-10)).setExpirationTime(at(60)));
    expect(verifySessionToken(secret, good, now)).toEqual({ userId: 'u1', sessionId: 's1', expiresAt: at(60) * 1000 });
    const byHand = handSigned({ alg: 'HS256' }, { sub: 'u1', sid: 's1', iss: 'innkeep', aud: ['innkeep-clients'], exp: at(60) });
    expect(verifySessionToken(secret, byHand, now)).not.toBeNull();
    const refused = [
      await sign((j) => j.setAudience('innkeep-clients').setExpirationTime(at(0))),
      await sign((j) => j.setAudience('someone-else').setExpirationTime(at(60))),
      await sign((j) => j.setAudience('innkeep-clients')),
      await sign((j) => j.setAudience('innkeep-clients').setExpirationTime(at(60)).setNotBefore(at(30))),
      handSigned({ alg: 'HS256', crit: ['exp'] }, { sub: 'u1', sid: 's1', iss: 'innkeep', aud: 'innkeep-clients', exp: at(60) }),
      handSigned({ alg: 'HS384' }, { sub: 'u1', sid: 's1', iss: 'innkeep', aud: 'innkeep-clients', exp: at(60) }),
      handSigned({ alg: 'HS256' }, { sub: 'u1', sid: 's1', iss: 'innkeep', aud: 'innkeep-clients', exp: String(at(60)) }),
      handSigned({ alg: 'HS256' }, { sub: 'u1', iss: 'innkeep', aud: 'innkeep-clients', exp: at(60) }),
      await sign((j) => j.setAudience('innkeep-clients').setExpirationTime(at(60)).setIssuer('other')),
      good + '=',
      good.replace(/\.[^.]*$/, '.'),
      'a.b',
    ];
    for (const token of refused) expect(verifySessionToken(secret, token, now), token).toBeNull();
    expect(verifySessionToken(secret, good, new Date(at(60) * 1000))).toBeNull();
  });
});

describe('argon2 concurrency', () => {
  it('runs at most the limit at once and every task in turn', async () => {
    const slot = concurrencyLimit(2);
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const tasks = [1, 2, 3, 4, 5].map((n) =>
      slot(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
        return n;
      }),
    );
    // Release tasks one by one as they start; only two ever hold a slot.
    const done = Promise.all(tasks);
    while (releases.length > 0 || running > 0) {
      await new Promise((resolve) => setImmediate(resolve));
      releases.shift()?.();
    }
    expect(await done).toEqual([1, 2, 3, 4, 5]);
    expect(most).toBe(2);
  });
});

describe('the public read cache', () => {
  type Room = { _id: string; name: string; images: string[]; reviewCount: number };

  it('serves the same bytes over REST as tRPC and drops them on any change to what is shown', async () => {
    const admin = await signedIn(server, 'admin');
    const first = await fetch(`${server.base}/api/rooms`);
    const text = await first.text();
    expect(first.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await (await fetch(`${server.base}/api/rooms`)).text()).toBe(text);
    const trpc = (await (await fetch(`${server.base}/trpc/rooms.list`)).json()) as { result: { data: Room[] } };
    expect(trpc.result.data).toEqual(JSON.parse(text));

    const room = (JSON.parse(text) as Room[])[0]!;
    expect((await server.api<Room>('GET', `/api/rooms/${room._id}`)).body.name).toBe(room.name);
    const { _id, name: _name, reviewCount: _count, ...fields } = (await server.api<Room>('GET', `/api/rooms/${room._id}`)).body;
    const renamed = await server.api('PUT', `/api/admin/rooms/${_id}`, { token: admin.token, body: { ...fields, name: 'Renamed Room' } });
    expect(renamed.status).toBe(200);
    expect((await server.api<Room[]>('GET', '/api/rooms')).body[0]?.name).toBe('Renamed Room');
    expect((await server.api<Room>('GET', `/api/rooms/${room._id}`)).body.name).toBe('Renamed Room');

    // A direct write (no service) counts too.
    server.deps.db.update(rooms).set({ name: 'Renamed Again' }).where(eq(rooms.id, room._id)).run();
    expect((await server.api<Room>('GET', `/api/rooms/${room._id}`)).body.name).toBe('Renamed Again');
  });

  it('answers every Host alike: image paths never carry the Host header (a shared cache could hand it on)', async () => {
    // fetch() sends the URL's host whatever the headers say; node:http sends the one given.
    const viaHost = (host: string) =>
      new Promise<{ images: string[]; cacheControl: string | undefined }>((resolve, reject) => {
        request(`${server.base}/api/rooms`, { headers: { host } }, (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () =>
            resolve({ images: (JSON.parse(text) as Room[]).flatMap((r) => r.images), cacheControl: res.headers['cache-control'] }),
          );
        })
          .on('error', reject)
          .end();
      });
    const one = await viaHost('one.example');
    expect(one.images.length).toBeGreaterThan(0);
    expect(one.images.filter((src) => src.includes('example'))).toEqual([]);
    expect(one.cacheControl).toBe('no-store');
    expect(await viaHost('evil.example')).toEqual(one);
  });
});
