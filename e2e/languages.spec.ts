import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  BOOKING_ACTIONS,
  BOOKINGS_MSG,
  catalogueOf,
  LANGUAGE_NAMES,
  loadLanguage,
  translate,
  type Language,
  type MessageValues,
} from '@innkeep/api-contract';
import { englishTexts, type EnglishTexts } from './english-texts';
import { demoAdminToken, expect, expectToast, freshAccount, signIn, speak, test, watchToasts } from './helpers';
import { headingIn, openCase, PAGES, Sessions, type PageCase } from './routes';

// Issue 31 end to end: every page in the pseudo-locale, right to left, and a journey in each language.

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A hotel date `days` from today (the e2e server's hotel time zone is UTC). */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

test.beforeAll(() => Promise.all([loadLanguage('es'), loadLanguage('de')]));
// Most contexts are made by hand (the walk's from each role's stored sign-in): a trace of each would only slow the
// run. An action that cannot happen (a button still in English) fails in half a minute, not at the test's end.
test.use({ trace: 'off', actionTimeout: 30_000 });

/** A text shown on a page, and what shows it ('text', an attribute's name, or the document's title). */
interface Shown {
  kind: string;
  text: string;
}

/** The visible text nodes, and the names, placeholders, titles and alt texts of visible elements. */
function shownTexts(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const shown: Shown[] = [{ kind: 'document title', text: document.title }];
    const visible = (element: Element) => element.checkVisibility({ checkOpacity: true, visibilityProperty: true });
    // What people wrote or the app stored (notifications, chat, complaints, mails: marked translate="no") stays as
    // written, here and wherever it is repeated (an article named by its title); and a text the catalogue wrapped
    // in the pseudo-locale's brackets is translated, whatever stored words it carries.
    const stored = new Set([...document.querySelectorAll('[translate="no"]')].map((element) => element.textContent?.trim()));
    const skip = (text: string) => stored.has(text) || /^\[[\s\S]*·+\]$/.test(text);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      const text = node.textContent?.trim();
      if (!text || !parent || parent.closest('script, style, noscript, template, [translate="no"]') || !visible(parent)) continue;
      if (!skip(text)) shown.push({ kind: 'text', text });
    }
    for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
      for (const element of document.body.querySelectorAll(`[${attribute}]`)) {
        const text = element.getAttribute(attribute)?.trim();
        if (text && visible(element) && !skip(text)) shown.push({ kind: attribute, text });
      }
    }
    return shown;
  });
}

/** Sideways scrolling: the page's width beyond the window's, and the elements sticking out furthest. */
function overflow(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    // Let layouts that follow the width in script (media-query hooks) settle first.
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const root = document.documentElement;
    const width = root.clientWidth;
    if (root.scrollWidth <= width) return null;
    // An element inside a box that scrolls or clips sideways cannot widen the page.
    const contained = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    const out = [...document.body.querySelectorAll('*')].filter((element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.right > width + 1 && !contained(element);
    });
    // The innermost ones: an element whose child sticks out too is only carrying it.
    const innermost = out.filter((element) => !out.some((other) => other !== element && element.contains(other)));
    const describe = (element: Element) => {
      const classes = typeof element.className === 'string' ? element.className.trim().split(/\s+/).slice(0, 2) : [];
      const name = [element.tagName.toLowerCase(), ...classes.filter(Boolean)].join('.');
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      return `${name} "${text}" to ${Math.round(element.getBoundingClientRect().right)}px`;
    };
    const widest = innermost
      .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)
      .slice(0, 5)
      .map(describe);
    return `${root.scrollWidth}px wide in ${width}px: ${widest.join('; ')}`;
  });
}

/** Strings the demo hotel's content is made of (room and dish names, descriptions, amenities): never reported. */
async function hotelContent(request: APIRequestContext): Promise<Set<string>> {
  const content = new Set<string>();
  const collect = (value: unknown, key = ''): void => {
    if (typeof value === 'string' && ['name', 'description', 'amenities', 'hotelName', 'address', 'tagline'].includes(key)) {
      content.add(value.replace(/\s+/g, ' ').trim());
    } else if (Array.isArray(value)) value.forEach((item) => collect(item, key));
    else if (value && typeof value === 'object') Object.entries(value).forEach(([k, v]) => collect(v, k));
  };
  for (const path of ['/api/rooms', '/api/food', '/api/settings/hotel']) collect(await (await request.get(path)).json());
  return content;
}

let english: EnglishTexts | undefined;
let content: Set<string> | undefined;

/** The English source texts among what a page shows, one line each (hotel content left out). */
function englishOn(shown: Shown[]): string[] {
  const found = new Set<string>();
  for (const { kind, text } of shown) {
    const flat = text.replace(/\s+/g, ' ');
    if (content!.has(flat) || [...content!].some((item) => item.length > 30 && item.includes(flat))) continue;
    const source = english!.find(flat);
    if (source) found.add(source === flat ? `${kind} "${flat}"` : `${kind} "${flat}" (source text "${source}")`);
  }
  return [...found];
}

/** Waits for a heading in the pseudo-locale or still in English: an English one is then reported with the rest. */
function eitherHeading(heading: string | RegExp): RegExp {
  const pseudo = headingIn('en-XA', heading);
  const pattern = (value: string | RegExp) => (typeof value === 'string' ? `^${escape(value)}$` : value.source);
  return new RegExp(`(?:${pattern(heading)})|(?:${pattern(pseudo)})`);
}

// The walk: the admin dashboard's tabs are a group of their own, so each test stays short.
const groupOf = (pageCase: PageCase) => (pageCase.path.startsWith('/admin/dashboard') ? 'admin dashboard tabs' : `${pageCase.as} pages`);
const GROUPS = [...new Set(PAGES.map(groupOf))];

test.describe('the en-XA pseudo-locale on every page', () => {
  test.describe.configure({ mode: 'parallel' });
  let sessions: Sessions | undefined;
  test.beforeAll(async ({ browser, request }) => {
    sessions = new Sessions(browser);
    content = await hotelContent(request);
    english = englishTexts(PAGES.flatMap((pageCase) => (typeof pageCase.heading === 'string' ? [pageCase.heading] : [])));
  });

  for (const group of GROUPS) {
    test(`${group}: no English source text, no sideways scrolling at 375 px`, async ({ baseURL }) => {
      test.slow();
      const cases = PAGES.filter((pageCase) => groupOf(pageCase) === group);
      const englishFound: string[] = [];
      const overflowing: string[] = [];
      for (const role of new Set(cases.map((pageCase) => pageCase.as))) {
        const context = await sessions!.context(role, 'light', DESKTOP, { language: 'en-XA', baseURL: baseURL! });
        await watchToasts(context);
        const page = await context.newPage();
        for (const pageCase of cases.filter((c) => c.as === role)) {
          await page.setViewportSize(DESKTOP);
          await openCase(page, baseURL!, pageCase, eitherHeading(pageCase.heading));
          const wide = await shownTexts(page);
          await page.setViewportSize(PHONE);
          const sideways = await overflow(page);
          const found = englishOn([...wide, ...(await shownTexts(page))]);
          const where = `${pageCase.path} as ${role}`;
          if (found.length > 0) englishFound.push(`${where} (${found.length}):\n    ${found.join('\n    ')}`);
          if (sideways) overflowing.push(`${where}: ${sideways}`);
        }
        await context.close();
      }
      const report = [
        ...(englishFound.length > 0
          ? [`English source texts in en-XA on ${englishFound.length} of ${cases.length} pages:`, ...englishFound]
          : []),
        ...(overflowing.length > 0 ? [`Sideways scrolling at 375 px on ${overflowing.length} pages:`, ...overflowing] : []),
      ];
      expect(report.join('\n  '), `${group} in en-XA`).toBe('');
    });
  }
});

test('in the right-to-left pseudo-locale the page says rtl and its header is mirrored', async ({ browser, baseURL }) => {
  const header = async (language: 'en' | 'ar-XB') => {
    const context = await browser.newContext({ viewport: DESKTOP });
    await speak(context, language, baseURL!);
    const page = await context.newPage();
    await page.goto('/rooms');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    await expect(page.locator('html')).toHaveAttribute('dir', language === 'en' ? 'ltr' : 'rtl');
    const menuButton = page.getByRole('button', { name: translate(language, 'Open menu') });
    await expect(menuButton).toBeVisible();
    const logo = (await page.locator('header a[href="/"]').boundingBox())!;
    const menu = (await menuButton.boundingBox())!;
    await context.close();
    return { logoCentre: logo.x + logo.width / 2, menuCentre: menu.x + menu.width / 2 };
  };
  const ltr = await header('en');
  expect(ltr.logoCentre, 'left to right: the logo on the left').toBeLessThan(DESKTOP.width / 4);
  expect(ltr.menuCentre, 'left to right: the menu button on the right').toBeGreaterThan((DESKTOP.width * 3) / 4);
  const rtl = await header('ar-XB');
  expect(rtl.logoCentre, 'right to left: the logo on the right').toBeGreaterThan((DESKTOP.width * 3) / 4);
  expect(rtl.menuCentre, 'right to left: the menu button on the left').toBeLessThan(DESKTOP.width / 4);
});

/**
 * A text in a language, as the catalogue has it: the test computes what the page should say instead of
 * writing Spanish or German itself. A text missing from the catalogue is reported (softly, so one run lists
 * them all) and its English is expected instead.
 */
async function wording(language: Exclude<Language, 'en'>) {
  const catalogue = await catalogueOf(language);
  return (source: string, values?: MessageValues) => {
    expect.soft(catalogue[source], `"${source}" in the ${LANGUAGE_NAMES[language]} catalogue`).toBeDefined();
    return translate(language, source, values);
  };
}

/** A context of its own in a language, its page signed in through the portal's form in that language. */
async function signedIn(
  browser: Browser,
  baseURL: string,
  language: Exclude<Language, 'en'>,
  account: { email: string; password: string; portal: string },
) {
  const say = await wording(language);
  const context = await browser.newContext();
  await speak(context, language, baseURL);
  await watchToasts(context);
  const page = await context.newPage();
  await page.goto(account.portal);
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await page.getByLabel(say('Email')).fill(account.email);
  // The field, not its show-password button (whose name starts with the same word in German).
  await page.getByRole('textbox', { name: new RegExp(`^${escape(say('Password'))}`) }).fill(account.password);
  const button = page.getByRole('button', { name: say('Sign In') });
  await expect(button, `the sign-in form's button in ${LANGUAGE_NAMES[language]}`).toBeVisible();
  await button.click();
  await expect(page).not.toHaveURL(new RegExp(`${account.portal}$`));
  return page;
}

/**
 * A room of the journey's own for tonight, made by the demo admin: tonight's free demo rooms are taken by the staff
 * and desk specs, and a dorm with a guest in it is refused for tonight. Named like the rooms the other specs skip.
 */
async function roomForTonight(request: APIRequestContext, language: string): Promise<{ _id: string; name: string }> {
  const stamp = `${Date.now()}`.slice(-6);
  const created = await request.post('/api/admin/rooms', {
    headers: { authorization: `Bearer ${await demoAdminToken(request)}` },
    data: {
      name: `Lighthouse Loft ${language} ${stamp}`,
      type: 'double',
      description: 'A quiet double under the roof, made for one journey of the languages spec.',
      price: 120,
      capacity: 2,
      floor: 5,
      roomNumber: `L${language}${stamp}`,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return (await created.json()) as { _id: string; name: string };
}

for (const language of ['es', 'de'] as const) {
  test(`in ${LANGUAGE_NAMES[language]}: a guest books a room, staff check the guest in, the admin opens analytics`, async ({
    browser,
    baseURL,
    request,
  }) => {
    // Three people sign in one after another: more steps than the default time-out allows for on a busy machine.
    test.slow();
    const say = await wording(language);
    const tonight = day(0);
    const tomorrow = day(1);
    const room = await roomForTonight(request, language);

    // The guest books in the language: the form, its button and the confirmation.
    const guestName = `Lucía Lenguas ${language} ${Date.now()}`;
    const guest = await signedIn(browser, baseURL!, language, await freshAccount(request, 'customer', guestName));
    await guest.goto(`/book/${room._id}?checkIn=${tonight}&checkOut=${tomorrow}`);
    const heading = guest.getByRole('heading', { level: 1, name: say('Book Your Stay') });
    await expect(heading).toBeVisible();
    // Really the language, not English passed through.
    await expect.soft(heading).not.toHaveText('Book Your Stay');
    await guest.getByRole('button', { name: say('Confirm Booking') }).click();
    await expectToast(guest, say(BOOKINGS_MSG.created));
    await expect(guest).toHaveURL(/\/customer\/dashboard$/);
    await expect(guest.getByRole('region', { name: say('Recent Bookings') })).toContainText(room.name);
    await guest.context().close();

    // Staff of their own (a saved language stays theirs) confirm and check the guest in on the staff dashboard.
    const staff = await signedIn(browser, baseURL!, language, await freshAccount(request, 'staff', `Sven Staff ${language}`));
    await expect(staff).toHaveURL(/\/staff\/dashboard$/);
    const booking = staff
      .getByRole('region', { name: say('Assigned Bookings') })
      .getByRole('article')
      .filter({ hasText: guestName });
    await booking.getByRole('button', { name: say(BOOKING_ACTIONS.pending!) }).click();
    await booking.getByRole('button', { name: say(BOOKING_ACTIONS.confirmed!) }).click();
    await expect(booking.getByRole('button', { name: say(BOOKING_ACTIONS['checked-in']!) })).toBeVisible();
    await staff.context().close();

    // An admin opens analytics.
    const admin = await signedIn(browser, baseURL!, language, await freshAccount(request, 'admin', `Ada Admin ${language}`));
    await admin.goto('/admin/dashboard?tab=analytics');
    await expect(admin.getByRole('heading', { level: 1, name: say('Admin Dashboard') })).toBeVisible();
    await expect(admin.getByRole('tab', { name: say('Analytics'), selected: true })).toBeVisible();
    await expect(admin.getByRole('heading', { name: say('Revenue per day') })).toBeVisible();
    await expect(admin.locator('html')).toHaveAttribute('lang', language);
    await admin.context().close();
  });
}

test('a visitor who picks Deutsch in the header sees German, on <html lang> too, and still after a reload', async ({ page }) => {
  const say = await wording('de');
  await page.goto('/rooms');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await header.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Deutsch' });
  for (const when of ['picked', 'after a reload']) {
    if (when === 'after a reload') await page.reload();
    await expect(page.locator('html'), when).toHaveAttribute('lang', 'de');
    await expect(header.getByRole('combobox', { name: say('Language') }), when).toHaveValue('de');
    // German as the catalogue has it, and as a German reader would read it.
    await expect(header.getByRole('link', { name: say('Sign In') }), when).toBeVisible();
    await expect(header.getByRole('link', { name: 'Anmelden' }), when).toBeVisible();
    await expect(header.getByRole('button', { name: 'Menü öffnen' }), when).toBeVisible();
    // The page below the header (soft: one run names every step still in English).
    await expect.soft(page.getByRole('heading', { level: 1, name: say('Our Rooms & Accommodations') }), when).toBeVisible();
  }
});

test('a signed-in guest’s language is saved on the profile: signing in on another device brings it back', async ({ browser, request }) => {
  const say = await wording('es');
  const account = await freshAccount(request, 'customer', 'Pilar Perfil');
  const savedLanguage = async () => {
    const login = (await (
      await request.post('/api/auth/login', { data: { email: account.email, password: account.password } })
    ).json()) as {
      token: string;
    };
    const me = (await (await request.get('/api/auth/me', { headers: { authorization: `Bearer ${login.token}` } })).json()) as {
      language?: string | null;
      user?: { language: string | null };
    };
    return (me.user ?? me).language ?? null;
  };

  const first = await (await browser.newContext()).newPage();
  await signIn(first, account);
  // Signing in saves nothing: only a choice in the menu does.
  await expect(first.getByRole('combobox', { name: 'Language' })).toBeVisible();
  expect(await savedLanguage()).toBeNull();
  await first.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'Español' });
  await expect(first.locator('html')).toHaveAttribute('lang', 'es');
  await expect.poll(savedLanguage).toBe('es');
  await first.context().close();

  // Another device: the sign-in form in the browser's English, the app in Spanish once signed in.
  const second = await (await browser.newContext()).newPage();
  await signIn(second, account);
  await expect(second.locator('html')).toHaveAttribute('lang', 'es');
  await expect(second.getByRole('combobox', { name: say('Language') })).toHaveValue('es');
  await expect(second.getByRole('button', { name: 'Abrir menú' })).toBeVisible();
  await second.context().close();
});
