import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { DEMO, api, expect, expectToast, farStay, registerCustomer, signIn, test, watchToasts } from './helpers';

/** A second person in their own browser context (own storage, own WebSocket). */
async function personIn(browser: Browser, sign: (page: Page) => Promise<unknown>) {
  const context = await browser.newContext();
  await watchToasts(context);
  const page = await context.newPage();
  await sign(page);
  return { page, close: () => context.close() };
}

/** Opens the chat and waits until it is live (the header shows the online count). */
async function openChat(page: Page) {
  await page.goto('/chat');
  await expect(page.getByRole('heading', { name: 'Public Chat Support' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Chat room' }).getByText(/^\d+ online$/)).toBeVisible();
}

async function sendChat(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
}

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: DEMO.admin.email, password: DEMO.admin.password } });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

test('a chat message sent in one browser appears in the other', async ({ page, browser }) => {
  // Two people sign in and open the live chat: on a loaded machine that alone can take most of a minute.
  test.slow();
  await registerCustomer(page, 'Chatty Cathy');
  const other = await personIn(browser, (p) => signIn(p, DEMO.staff));
  try {
    await openChat(page);
    await openChat(other.page);

    const text = `Is breakfast served on the terrace? ${Date.now()}`;
    await sendChat(page, text);
    await expect(page.getByTestId('own-message').filter({ hasText: text })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Message' })).toHaveValue('');

    const received = other.page.getByTestId('message').filter({ hasText: text });
    await expect(received).toBeVisible();
    await expect(received).toHaveCount(1);
    await expect(other.page.getByRole('log', { name: 'Chat messages' })).toContainText('Chatty Cathy');

    // Text is shown as text, never as markup.
    const markup = `<b>bold ${Date.now()}</b>`;
    await sendChat(other.page, markup);
    await expect(page.getByTestId('message').filter({ hasText: markup })).toBeVisible();
  } finally {
    await other.close();
  }
});

test("an admin's high-priority notification reaches the guest live: toast and badge", async ({ page, request }) => {
  await registerCustomer(page, 'Noticed Nora');
  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  const token = await page.evaluate(() => localStorage.getItem('token'));
  const me = await request.get('/api/auth/me', { headers: { authorization: `Bearer ${token}` } });
  const { user } = (await me.json()) as { user: { _id: string } };

  const message = `Your room is ready early. ${Date.now()}`;
  const sent = await request.post('/api/admin/notifications', {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: { recipient: user._id, title: 'Room ready', message, type: 'alert', priority: 'high' },
  });
  expect(sent.status()).toBe(201);

  await expectToast(page, message);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');

  // The panel shows it at the top; marking it read lowers the badge.
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('article').first()).toContainText('Room ready');
  await expect(panel.getByText('1 total • 1 unread')).toBeVisible();
  await panel.getByRole('button', { name: 'Mark "Room ready" as read' }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
  await panel.getByRole('button', { name: 'Clear All' }).click();
  await expectToast(page, 'All notifications cleared');
  await expect(panel.getByText('No notifications found')).toBeVisible();
});

test('tapping a notification in the panel shows its whole text and opens what it is about', async ({ page }) => {
  test.slow();
  await registerCustomer(page, 'Tapping Tess');
  const { room, checkIn, checkOut } = await farStay(page, 260);
  await api(page, 'POST', '/api/bookings', { roomId: room._id, checkIn, checkOut, guests: 1 });

  const bell = page.getByRole('button', { name: /^Notifications, / });
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  const card = panel.getByRole('article').filter({ hasText: 'Booking request received' });
  await card.getByRole('button', { name: 'Booking request received', exact: true }).click();
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');
  await expect(card).toContainText(`We received your request for the ${room.name}`);
  await card.getByRole('link', { name: 'Open the booking' }).click();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Recent Bookings' })).toBeVisible();
});

test("an admin's clear empties the chat in the other browser", async ({ page, browser }) => {
  test.slow();
  await registerCustomer(page, 'Cleared Carl');
  const admin = await personIn(browser, (p) => signIn(p, DEMO.admin));
  try {
    await openChat(page);
    await sendChat(page, `Anyone up for table tennis? ${Date.now()}`);
    await expect(page.getByTestId('own-message').first()).toBeVisible();

    await openChat(admin.page);
    await admin.page.getByRole('button', { name: 'Clear Chat History' }).click();
    const confirm = admin.page.getByRole('dialog', { name: 'Clear Chat History' });
    await expect(confirm).toContainText('Are you sure you want to clear all chat history? This action cannot be undone.');
    await confirm.getByRole('button', { name: 'Clear' }).click();
    await expectToast(admin.page, 'Chat history cleared successfully');

    await expect(page.getByText('No messages yet. Start the conversation!')).toBeVisible();
    await expect(page.getByText(/^Chat history cleared by .+/).first()).toBeVisible();
    await expect(page.getByTestId('own-message')).toHaveCount(0);
  } finally {
    await admin.close();
  }
});

test('a guest sees no admin controls, and the input counts up to 500 characters', async ({ page }) => {
  await registerCustomer(page, 'Counting Clara');
  await openChat(page);
  await expect(page.getByRole('button', { name: 'Clear Chat History' })).toHaveCount(0);
  await page.getByRole('textbox', { name: 'Message' }).fill('x'.repeat(451));
  await expect(page.getByLabel('Characters used')).toHaveText('451/500');
  await expect(page.getByRole('textbox', { name: 'Message' })).toHaveAttribute('maxlength', '500');
});
