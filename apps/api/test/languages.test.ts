// Issue 31: the server writes in its reader's language — errors in the caller's, notifications and mails in
// the recipient's saved one, REST in English unless Accept-Language asks for another.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, MSG, type PublicUser } from '@innkeep/api-contract';
import type { NotificationView } from '../src/events';
import { insertRoom, newCustomer } from './bookings-helpers';
import { insertUser, tokenFor, trpcCall, type TestServer } from './helpers';
import type { Mailbox } from './mail-helpers';
import { startMailingServer, stopMailingServer } from './mail-server';
import { connect } from './realtime-helpers';

let server: TestServer;
let mailbox: Mailbox;
beforeAll(async () => {
  ({ server, mailbox } = await startMailingServer());
});
afterAll(() => stopMailingServer({ server, mailbox }));

/** A REST call with the headers a test names (the helper's `api` sends none). */
async function rest<T = { message?: string }>(
  method: string,
  path: string,
  { body, token, language }: { body?: unknown; token?: string; language?: string } = {},
): Promise<{ status: number; body: T }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers.authorization = `Bearer ${token}`;
  if (language) headers['accept-language'] = language;
  const res = await fetch(server.base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, body: (await res.json()) as T };
}

const saveLanguage = (token: string, language: string) =>
  rest<{ user: PublicUser }>('PUT', '/api/auth/language', { token, body: { language } });

/** A tRPC mutation as the web app makes it, with or without its Accept-Language header. */
async function trpcMutation(path: string, input: unknown, token: string, language?: string) {
  const headers: Record<string, string> = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  if (language) headers['accept-language'] = language;
  const res = await fetch(`${server.base}/trpc/${path}`, { method: 'POST', headers, body: JSON.stringify(input) });
  const body = (await res.json()) as { error?: { message: string } };
  return { status: res.status, message: body.error?.message };
}

// Near enough to be bookable (bookings open a set number of days ahead).
let day = addDays(new Date().toISOString().slice(0, 10), 10);
/** A room booked by a guest for two nights, each test on nights of its own. */
async function bookStay(token: string) {
  const room = insertRoom(server.deps, { name: 'Garden Room' });
  day = addDays(day, 5);
  const res = await rest<{ _id: string }>('POST', '/api/bookings', {
    token,
    body: { roomId: room.id, checkIn: day, checkOut: addDays(day, 2), guests: 1 },
  });
  expect(res).toMatchObject({ status: 201 });
  return { bookingId: res.body._id, room };
}

describe('the profile language', () => {
  it('PUT /api/auth/language saves it and GET /api/auth/me shows it; a bad one is a 400 with a message', async () => {
    const guest = await newCustomer(server);
    const saved = await saveLanguage(guest.token, 'es');
    expect(saved.status).toBe(200);
    expect(saved.body.user.language).toBe('es');
    const me = await rest<{ user?: PublicUser } & PublicUser>('GET', '/api/auth/me', { token: guest.token });
    expect(me.status).toBe(200);
    expect((me.body.user ?? me.body).language).toBe('es');

    const bad = await rest('PUT', '/api/auth/language', { token: guest.token, body: { language: 'fr' } });
    expect(bad.status).toBe(400);
    expect(typeof bad.body.message).toBe('string');
    expect(bad.body.message!.length).toBeGreaterThan(0);
    const after = await rest<{ user?: PublicUser } & PublicUser>('GET', '/api/auth/me', { token: guest.token });
    expect((after.body.user ?? after.body).language).toBe('es');
  });
});

describe('errors in the caller’s language', () => {
  it('a tRPC call without Accept-Language answers in the saved language; the header comes first', async () => {
    const guest = await newCustomer(server);
    expect((await saveLanguage(guest.token, 'de')).status).toBe(200);
    const missing = { id: 'no-such-booking' };

    const german = await trpcMutation('bookings.cancel', missing, guest.token);
    expect(german.status).toBe(404);
    expect(german.message).toBe('Buchung nicht gefunden');

    const spanish = await trpcMutation('bookings.cancel', missing, guest.token, 'es-ES,es;q=0.9');
    expect(spanish.message).toBe('Reserva no encontrada');
  });

  it('a REST call gets Spanish with Accept-Language: es, and stays English without it, even for a German profile', async () => {
    const wrong = { email: 'nobody@example.test', password: 'Wrong-pass-1' };
    const spanish = await rest('POST', '/api/auth/login', { body: wrong, language: 'es' });
    expect(spanish).toEqual({ status: 401, body: { message: 'Email o contraseña no válidos' } });
    expect(await rest('POST', '/api/auth/login', { body: wrong })).toEqual({ status: 401, body: { message: MSG.invalidCredentials } });

    // A schema's validation message is translated too.
    const invalid = await rest('POST', '/api/auth/login', { body: {}, language: 'de-AT, en;q=0.5' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.message).toBe('Bitte geben Sie Ihre E-Mail und Ihr Passwort ein');

    const guest = await newCustomer(server);
    await saveLanguage(guest.token, 'de');
    const english = await rest('PUT', '/api/bookings/no-such-booking/cancel', { token: guest.token });
    expect(english.body.message).toBe('Booking not found');
  });
});

describe('notifications in the recipient’s language', () => {
  it('the guest reads their confirmation in German although the staff member who confirmed it uses Spanish', async () => {
    const guest = await newCustomer(server);
    await saveLanguage(guest.token, 'de');
    const staff = await insertUser(server.deps, 'staff');
    const staffToken = await tokenFor(server, staff);
    await saveLanguage(staffToken, 'es');
    const { bookingId } = await bookStay(guest.token);

    const confirmed = await trpcMutation('staff.updateBookingStatus', { id: bookingId, status: 'confirmed' }, staffToken);
    expect(confirmed.status).toBe(200);
    // The staff member's own answer, asked the same way, is Spanish.
    const again = await trpcMutation('staff.updateBookingStatus', { id: 'no-such-booking', status: 'confirmed' }, staffToken);
    expect(again.message).toBe('Reserva no encontrada');

    const list = await rest<{ notifications: NotificationView[] }>('GET', '/api/notifications/my-notifications', { token: guest.token });
    const titles = list.body.notifications.map((n) => n.title);
    expect(titles).toContain('Buchungsanfrage eingegangen');
    const confirmation = list.body.notifications.find((n) => n.title === 'Buchung bestätigt');
    expect(confirmation?.message).toMatch(/^Ihr Aufenthalt in Garden Room \(Zimmer .+\) vom .+ bis .+ ist bestätigt\./);
  });
});

describe('mails in the guest’s language', () => {
  it('the booking mail and its .ics arrive in Spanish; an English guest’s stay the same', async () => {
    const guest = await newCustomer(server);
    await saveLanguage(guest.token, 'es');
    const { bookingId } = await bookStay(guest.token);
    const [mail] = await mailbox.waitFor((m) => m.text?.includes(`Hola, ${guest.name}: confirmaremos tu reserva en breve.`) ?? false);
    expect(mail!.subject).toMatch(/^Reserva recibida: Del .+ al .+$/);
    expect(mail!.html).toContain('<html lang="es">');
    expect(mail!.text).toContain('Gracias por tu reserva. Esto es lo que tenemos para ti.');
    const ics = mail!.attachments.find((a) => a.filename === 'stay.ics')!.content.toString('utf8');
    expect(ics).toMatch(/SUMMARY:Estancia en /);
    expect(ics).toContain('DESCRIPTION:Garden Room (habitación');
    expect(bookingId).toBeTruthy();

    const english = await newCustomer(server);
    await bookStay(english.token);
    const [plain] = await mailbox.waitFor((m) => m.text?.includes(`Dear ${english.name}, we will confirm your booking shortly.`) ?? false);
    expect(plain!.subject).toMatch(/^Booking received: .+ to .+$/);
    expect(plain!.attachments.find((a) => a.filename === 'stay.ics')!.content.toString('utf8')).toMatch(/SUMMARY:Stay at /);
  });
});

describe('the WebSocket', () => {
  it('answers in connectionParams.language, else in the saved language', async () => {
    const guest = await newCustomer(server);
    await saveLanguage(guest.token, 'de');
    const refusal = (language?: string) => {
      const socket = connect(server, guest.token, language ? { language } : {});
      return socket.client.bookings.cancel
        .mutate({ id: 'no-such-booking' })
        .then(
          () => 'accepted',
          (error: Error) => error.message,
        )
        .finally(() => socket.close());
    };
    expect(await refusal('es')).toBe('Reserva no encontrada');
    expect(await refusal()).toBe('Buchung nicht gefunden');
  });
});

describe('tRPC reads answer in the caller’s language too', () => {
  it('a query’s refusal follows the saved language', async () => {
    const guest = await newCustomer(server);
    await saveLanguage(guest.token, 'es');
    const refused = await trpcCall(server, 'query', 'admin.users.list', {}, guest.token);
    expect(refused.status).toBe(403);
    expect(refused.message).toBe('Acceso denegado. Se requieren permisos de administrador.');
  });
});
