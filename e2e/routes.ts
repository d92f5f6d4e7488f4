import { expect, request, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { STORAGE_KEYS, translate, type UiLanguage } from '@innkeep/api-contract';
import { DEMO, signIn, speak } from './helpers';

/**
 * Every page of the app once per role that uses it, for the accessibility test and `npm run screenshots`.
 * A new page is one line: its path, who opens it, and the heading that shows it has loaded.
 * `:roomId`, `:payLink`, `:stayId` and `:dates` are filled in at run time (see `resolvePath`).
 */
export type Role = 'visitor' | 'customer' | 'staff' | 'pending' | 'admin';

export interface PageCase {
  path: string;
  as: Role;
  /** The page's main heading (text or pattern): its appearance means the content is there. */
  heading: string | RegExp;
}

const ADMIN_TABS = [
  'overview',
  'users',
  'rooms',
  'rates',
  'bookings',
  'food-menu',
  'food-orders',
  'complaints',
  'notifications',
  'payments',
  'mail',
  'analytics',
  'settings',
] as const;

export const PAGES: PageCase[] = [
  { path: '/', as: 'visitor', heading: /./ },
  { path: '/login', as: 'visitor', heading: 'Customer Login' },
  { path: '/staff/login', as: 'visitor', heading: 'Staff Portal' },
  { path: '/admin/login', as: 'visitor', heading: 'Admin Portal' },
  { path: '/register', as: 'visitor', heading: 'Create Your Account' },
  { path: '/forgot-password', as: 'visitor', heading: 'Forgot your password?' },
  { path: '/reset-password?token=from-the-mail', as: 'visitor', heading: 'Choose a new password' },
  { path: '/confirm-email?token=from-the-mail', as: 'visitor', heading: 'Confirm your new email address' },
  { path: '/rooms', as: 'visitor', heading: 'Our Rooms & Accommodations' },
  { path: '/rooms/:roomId', as: 'visitor', heading: /./ },
  // A stay from the landing search: the rooms free for it, cheapest first, with each stay's total.
  { path: '/rooms?:dates&guests=2&sort=price-asc', as: 'visitor', heading: 'Our Rooms & Accommodations' },
  { path: '/facilities', as: 'visitor', heading: 'Everything for a comfortable stay' },
  { path: '/food-menu', as: 'visitor', heading: 'Food Menu' },
  { path: '/pay/:payLink', as: 'visitor', heading: /^#/ },
  { path: '/no-such-page', as: 'visitor', heading: 'Page not found' },
  { path: '/home', as: 'customer', heading: /./ },
  { path: '/rooms', as: 'customer', heading: 'Our Rooms & Accommodations' },
  { path: '/rooms/:roomId', as: 'customer', heading: /./ },
  { path: '/book/:roomId', as: 'customer', heading: 'Book Your Stay' },
  { path: '/book/:roomId?:dates&guests=2', as: 'customer', heading: 'Book Your Stay' },
  { path: '/food-menu', as: 'customer', heading: 'Food Menu' },
  { path: '/cart', as: 'customer', heading: /^Your Cart/ },
  { path: '/checkout', as: 'customer', heading: 'Checkout' },
  { path: '/customer/dashboard', as: 'customer', heading: /^Welcome back/ },
  { path: '/complaints', as: 'customer', heading: 'Complaints & Feedback' },
  { path: '/profile', as: 'customer', heading: 'Profile Settings' },
  { path: '/notifications', as: 'customer', heading: /^Notifications/ },
  { path: '/chat', as: 'customer', heading: 'Public Chat Support' },
  { path: '/invoices/booking/:stayId', as: 'customer', heading: /^Invoice #\d+$/ },
  { path: '/bookings/:stayId/check-in', as: 'customer', heading: 'Online check-in' },
  { path: '/staff/dashboard', as: 'staff', heading: /^Welcome, / },
  { path: '/staff/dashboard', as: 'pending', heading: 'Account Pending Approval' },
  { path: '/food-menu', as: 'staff', heading: 'Food Menu' },
  { path: '/profile', as: 'staff', heading: 'Profile Settings' },
  { path: '/notifications', as: 'staff', heading: /^Notifications/ },
  { path: '/chat', as: 'staff', heading: 'Public Chat Support' },
  { path: '/desk', as: 'staff', heading: 'Front Desk' },
  { path: '/desk/channels', as: 'staff', heading: 'Channels' },
  { path: '/reports/cash', as: 'staff', heading: 'Cash report' },
  { path: '/bookings/:stayId/check-in', as: 'staff', heading: 'Guest registration' },
  { path: '/bookings/:stayId/registration-card', as: 'staff', heading: 'Registration card' },
  { path: '/desk', as: 'admin', heading: 'Front Desk' },
  { path: '/reports/cash', as: 'admin', heading: 'Cash report' },
  ...ADMIN_TABS.map((tab): PageCase => ({ path: `/admin/dashboard?tab=${tab}`, as: 'admin', heading: 'Admin Dashboard' })),
  { path: '/admin/complaints', as: 'admin', heading: 'Complaints Management' },
  { path: '/profile', as: 'admin', heading: 'Profile Settings' },
];

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

const ACCOUNTS = { customer: DEMO.guest, staff: DEMO.staff, pending: DEMO.pending, admin: DEMO.admin } as const;
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** Signs each role in once; new contexts start from its storage (the token lives in localStorage). */
export class Sessions {
  private readonly states = new Map<Role, StorageState>();
  constructor(private readonly browser: Browser) {}

  async storageState(role: Role): Promise<StorageState | undefined> {
    if (role === 'visitor') return undefined;
    let state = this.states.get(role);
    if (!state) {
      const context = await this.browser.newContext();
      await signIn(await context.newPage(), ACCOUNTS[role]);
      state = await context.storageState();
      this.states.set(role, state);
      await context.close();
    }
    return state;
  }

  /**
   * A context for one role and theme, the theme stored before the app's first script runs; in a language other
   * than English when one is given (the demo accounts save no language, so the device's stays).
   */
  async context(
    role: Role,
    theme: Theme,
    viewport = { width: 1280, height: 800 },
    speaking?: { language: UiLanguage; baseURL: string },
  ): Promise<BrowserContext> {
    const context = await this.browser.newContext({ storageState: await this.storageState(role), viewport });
    await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [STORAGE_KEYS.theme, theme] as const);
    if (speaking) await speak(context, speaking.language, speaking.baseURL);
    return context;
  }
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A heading pattern as the pseudo-locales write it: letters accented (escapes kept), inside [ … ·] brackets. */
function pseudoPattern(language: UiLanguage, pattern: RegExp): RegExp {
  const accented = [...translate(language, LETTERS).slice(1, LETTERS.length + 1)];
  let source = '';
  for (let i = 0; i < pattern.source.length; i += 1) {
    const ch = pattern.source[i]!;
    if (ch === '\\') source += ch + (pattern.source[(i += 1)] ?? '');
    else source += LETTERS.includes(ch) ? accented[LETTERS.indexOf(ch)] : ch;
  }
  source = source.startsWith('^') ? `^\\[${source.slice(1)}` : source;
  return new RegExp(source.endsWith('$') ? `${source.slice(0, -1)} ·+\\]$` : source);
}

/**
 * A page case's heading in a language: a text's translation; a pattern in a pseudo-locale keeps its shape
 * (accented, bracketed); in a real language, where a pattern cannot be translated, any main heading.
 */
export function headingIn(language: UiLanguage, heading: string | RegExp): string | RegExp {
  if (language === 'en') return heading;
  if (typeof heading === 'string') return translate(language, heading);
  return language === 'en-XA' || language === 'ar-XB' ? pseudoPattern(language, heading) : /./;
}

/** Opens a page case and waits for its content: its heading (or the one given), and no loader left in the main region. */
export async function openCase(page: Page, baseURL: string, pageCase: PageCase, heading = pageCase.heading): Promise<void> {
  await page.goto(await resolvePath(baseURL, pageCase.path));
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  await expect(page.locator('main [aria-busy="true"], main .mantine-Loader-root')).toHaveCount(0);
}

type PathIds = { roomId: string; payLink: string; stayId: string; dates: string };
let ids: PathIds | undefined;

/**
 * Real ids for the paths that need one: an available room for two, the payment link of a new guest's order,
 * a past (checked-out) stay of the demo guest, which has its invoice, and the dates of a stay ahead.
 */
export async function resolvePath(baseURL: string, path: string): Promise<string> {
  if (!path.includes(':')) return path;
  if (!ids) {
    const api = await request.newContext({ baseURL });
    const rooms = (await (await api.get('/api/rooms')).json()) as { _id: string; status: string; capacity: number; saleMode?: string }[];
    // Room enough for the two guests of the pre-filled booking form.
    const roomId = rooms.find((room) => room.status === 'available' && room.capacity >= 2 && room.saleMode !== 'bed')?._id;
    const food = (await (await api.get('/api/food')).json()) as { _id: string; isAvailable: boolean }[];
    const foodId = food.find((item) => item.isAvailable)?._id;
    expect(roomId && foodId, 'an available room and dish in the demo data').toBeTruthy();
    const email = `a11y-${Date.now()}-${process.pid}@example.test`;
    const registered = await api.post('/api/auth/register', {
      data: { name: 'Ada Access', email, phone: '+1 555 0199', password: 'secret12', confirmPassword: 'secret12', role: 'customer' },
    });
    const { token } = (await registered.json()) as { token: string };
    const order = await api.post('/api/food/orders', {
      headers: { Authorization: `Bearer ${token}` },
      data: { items: [{ foodId, quantity: 1 }], deliveryLocation: 'Room 104' },
    });
    const { payment } = (await order.json()) as { payment: { url: string } };
    const guest = (await (
      await api.post('/api/auth/login', { data: { email: DEMO.guest.email, password: DEMO.guest.password } })
    ).json()) as { token: string };
    const stays = (await (await api.get('/api/bookings/my-bookings', { headers: { Authorization: `Bearer ${guest.token}` } })).json()) as {
      _id: string;
      status: string;
    }[];
    const stayId = stays.find((stay) => stay.status === 'checked-out')?._id;
    expect(stayId, 'a checked-out stay of the demo guest').toBeTruthy();
    // Three nights six weeks ahead (the e2e server's hotel time zone is UTC).
    const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const dates = new URLSearchParams({ checkIn: day(42), checkOut: day(45) }).toString();
    ids = { roomId: roomId!, payLink: payment.url.replace(/^\/pay\//, ''), stayId: stayId!, dates };
    await api.dispose();
  }
  const known = ids;
  return path.replace(/:(roomId|payLink|stayId|dates)/g, (_, key: keyof PathIds) => known[key]);
}
