import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { COMPLAINT_LIMITS } from '@innkeep/api-contract';
import { api, DEMO, expect, expectToast, registerCustomer, signIn, test } from './helpers';

/** A bearer token for a demo account, through the REST login. */
async function restToken(request: APIRequestContext, account: { email: string; password: string }): Promise<string> {
  const res = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { token: string }).token;
}

/** The card (or row) of one complaint, found by its title. */
const complaintCard = (page: Page, title: string) => page.getByRole('article', { name: title, exact: true });

test('a guest files a complaint, staff answers it, and the guest sees the answer', async ({ page }) => {
  await registerCustomer(page, 'Cora Complainer');
  await page.goto('/complaints');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Complaints & Feedback' })).toBeVisible();
  await expect(main.getByText('No complaints found')).toBeVisible();
  await expect(main.getByText("You haven't submitted any complaints yet.")).toBeVisible();
  await expect(main.getByRole('button', { name: 'Submit Your First Complaint' })).toBeVisible();
  // Need Help: contact details from the hotel settings.
  await expect(main.getByRole('link', { name: '+1 (555) 010-2026' })).toHaveAttribute('href', 'tel:+15550102026');
  await expect(main.getByRole('link', { name: 'frontdesk@innkeep.test' })).toHaveAttribute('href', 'mailto:frontdesk@innkeep.test');
  await expect(main.getByRole('link', { name: 'Live Chat (Available 24/7)' })).toHaveAttribute('href', '/chat');

  await main.getByRole('button', { name: 'New Complaint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit New Complaint' });
  await expect(dialog.getByLabel('Category')).toHaveValue('general');
  await expect(dialog.getByLabel('Priority')).toHaveValue('medium');
  await expect(dialog.getByLabel('Description')).toHaveAttribute('rows', '5');
  await dialog.getByLabel('Title').fill('   ');
  await dialog.getByRole('button', { name: 'Submit Complaint' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please fill in all required fields');

  const title = `Shower drains slowly ${Date.now()}`;
  await dialog.getByLabel('Category').selectOption('room');
  await dialog.getByLabel('Priority').selectOption('high');
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Water pools around my feet after a minute.\nRoom 204.');
  await dialog.getByRole('button', { name: 'Submit Complaint' }).click();
  await expectToast(page, 'Complaint submitted successfully');
  await expect(dialog).toBeHidden();

  const card = complaintCard(page, title);
  await expect(card).toContainText('Room Issues');
  await expect(card).toContainText('High priority');
  await expect(card).toContainText('Pending');
  await expect(main.getByRole('article').first()).toHaveAccessibleName(title);
  const id = ((await card.getByText(/^Complaint ID: /).textContent()) ?? '').replace('Complaint ID: ', '').trim();
  expect(id).toMatch(/^[0-9a-f]{24}$/);

  await main.getByRole('button', { name: 'Resolved', exact: true }).click();
  await expect(main.getByText('No resolved complaints found.')).toBeVisible();
  await main.getByRole('button', { name: 'All', exact: true }).click();
  await expect(card).toBeVisible();

  // Staff answer from their dashboard's call (the dashboard screen itself belongs to another issue).
  const staffToken = await restToken(page.request, DEMO.staff);
  const answer = 'Housekeeping cleared the drain; it should run freely now.';
  const res = await page.request.put(`/api/staff/complaints/${id}/respond`, {
    headers: { authorization: `Bearer ${staffToken}` },
    data: { response: answer, status: 'resolved' },
  });
  expect(res.status()).toBe(200);

  await page.reload();
  await expect(card.getByText('Staff Response')).toBeVisible();
  await expect(card).toContainText(answer);
  await expect(card).toContainText(/Responded on /);
  await expect(card).toContainText('Resolved');

  const guestToken = await page.evaluate(() => localStorage.getItem('token'));
  const inbox = await page.request.get('/api/notifications/my-notifications', { headers: { authorization: `Bearer ${guestToken}` } });
  const { notifications } = (await inbox.json()) as { notifications: { title: string; message: string }[] };
  expect(notifications).toContainEqual(
    expect.objectContaining({ title: 'Your complaint has been answered', message: expect.stringContaining(title) }),
  );
});

test('a guest with many complaints reads them a page at a time, the older ones on request', async ({ page }) => {
  await registerCustomer(page, 'Petra Pages');
  const filed = COMPLAINT_LIMITS.myPageSize + 1;
  for (let n = 1; n <= filed; n += 1) await api(page, 'POST', '/api/complaints', { title: `Paged ${n}`, description: 'One of many.' });
  await page.goto('/complaints');
  const main = page.getByRole('main');
  const older = main.getByRole('button', { name: 'Show older complaints' });
  await expect(main.getByRole('article')).toHaveCount(COMPLAINT_LIMITS.myPageSize);
  await expect(main.getByRole('article').first()).toHaveAccessibleName(`Paged ${filed}`);
  await expect(complaintCard(page, 'Paged 1')).toHaveCount(0);
  await older.click();
  await expect(main.getByRole('article')).toHaveCount(filed);
  await expect(main.getByRole('article').last()).toHaveAccessibleName('Paged 1');
  await expect(older).toHaveCount(0);
  // A status is filtered on the server: none of these is resolved yet.
  await main.getByRole('group', { name: 'Filter by status' }).getByRole('button', { name: 'Resolved' }).click();
  await expect(main.getByText('No resolved complaints found.')).toBeVisible();
});

test('the admin filters, sorts, changes status, answers, exports CSV and deletes', async ({ page }) => {
  // A fresh guest with 12 complaints, all sharing a marker the search can find.
  const marker = `E2E${Date.now()}`;
  const register = await page.request.post('/api/auth/register', {
    data: {
      name: 'Ezra Export',
      email: `${marker.toLowerCase()}@example.test`,
      phone: '+1 555 0199',
      role: 'customer',
      password: 'secret12',
      confirmPassword: 'secret12',
    },
  });
  expect(register.status()).toBe(201);
  const guestToken = ((await register.json()) as { token: string }).token;
  const titles: string[] = [];
  for (let i = 1; i <= 12; i += 1) {
    const title = i === 12 ? `${marker} soup was "cold", again` : `${marker} issue ${String(i).padStart(2, '0')}`;
    const created = await page.request.post('/api/complaints', {
      headers: { authorization: `Bearer ${guestToken}` },
      data: {
        title,
        description: i === 12 ? 'First line\nsecond line, with a comma' : 'Something small.',
        priority: i === 3 ? 'high' : 'low',
      },
    });
    expect(created.status()).toBe(201);
    titles.push(title);
  }
  const [first, , highOne] = titles as [string, string, string];
  const newest = titles[11]!;

  await signIn(page, DEMO.admin);
  await page.goto('/admin/complaints');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Complaints Management' })).toBeVisible();

  await main.getByLabel('Search').fill(marker);
  await expect(main.getByText('12 complaints match these filters')).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(10);
  await expect(main.getByRole('article').first()).toHaveAccessibleName(newest);
  await expect(main.getByText('Showing 1 to 10 of 12')).toBeVisible();
  await expect(main.getByText('Page 1 of 2')).toBeVisible();
  await main.getByRole('button', { name: 'Next' }).click();
  await expect(main.getByText('Page 2 of 2')).toBeVisible();
  await expect(main.getByRole('article')).toHaveCount(2);

  // A filter change goes back to page 1.
  await main.getByLabel('Date range').selectOption('week');
  await expect(main.getByText('Page 1 of 2')).toBeVisible();
  await main.getByLabel('Sort by').selectOption('priority');
  await main.getByLabel('Order').selectOption('desc');
  await expect(main.getByRole('article').first()).toHaveAccessibleName(highOne);
  await main.getByLabel('Priority', { exact: true }).selectOption('high');
  await expect(main.getByRole('article')).toHaveCount(1);
  await expect(main.getByText(/Page \d of \d/)).toHaveCount(0);

  // Status dropdown on the row.
  const row = complaintCard(page, highOne);
  await row.getByLabel(`Status of ${highOne}`).selectOption('in-progress');
  await expectToast(page, 'Status updated successfully');
  await expect(row).toContainText('In progress');

  // Respond: blank is refused, then the answer resolves the complaint.
  await row.getByRole('button', { name: 'Respond' }).click();
  const details = page.getByRole('dialog', { name: 'Complaint Details' });
  await details.getByRole('button', { name: 'Send Response' }).click();
  await expect(details.getByText('Please enter a response')).toBeVisible();
  await details.getByLabel('Response').fill('An engineer is on the way.');
  await details.getByRole('button', { name: 'Send Response' }).click();
  await expectToast(page, 'Response sent successfully');
  await expect(details.getByText('Staff Response')).toBeVisible();
  await expect(details).toContainText(/Responded on .* by Ada Admin/);
  await expect(details.getByLabel('Status')).toHaveValue('resolved');
  await page.keyboard.press('Escape');
  await expect(details).toBeHidden();
  await expect(row).toContainText('Resolved');

  // Export every filtered row, not only the visible page.
  await main.getByRole('button', { name: 'Clear Filters' }).click();
  await main.getByLabel('Search').fill(marker);
  await expect(main.getByText('Page 1 of 2')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await main.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^complaints-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const lines = csv.split('\r\n');
  expect(lines[0]).toMatch(/^"Complaint ID","Created At","Title","Description",/);
  expect(lines.filter((line) => line.includes(marker))).toHaveLength(12);
  expect(csv).toContain(`"${marker} soup was ""cold"", again","First line\nsecond line, with a comma"`);
  expect(csv).toContain(`"${highOne}","Something small.","General","High","Resolved","Ezra Export",`);
  await expectToast(page, 'Exported 12 complaints');

  // Delete after the exact confirmation.
  await main.getByRole('button', { name: 'Next' }).click();
  const oldest = complaintCard(page, first);
  await oldest.getByRole('button', { name: `Delete complaint ${first}` }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete complaint' });
  await expect(confirm).toContainText('Are you sure you want to delete this complaint? This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
  await expectToast(page, 'Complaint deleted successfully');
  await expect(oldest).toHaveCount(0);
  await expect(main.getByText('11 complaints match these filters')).toBeVisible();
});

test('the admin complaints page is for admins only', async ({ page }) => {
  await signIn(page, DEMO.staff);
  await page.goto('/admin/complaints');
  // Sent to /, which forwards a signed-in user to their own dashboard.
  await expect(page).toHaveURL(/\/staff\/dashboard$/);
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const res = await page.request.get('/api/admin/complaints', { headers: { authorization: `Bearer ${token}` } });
  expect(res.status()).toBe(403);
  expect(await res.json()).toEqual({ message: 'Access denied. Admin privileges required.' });
});
