import { DEMO, expect, signIn, test } from './helpers';

test('a guest opens the invoice of a past stay from the dashboard and prints it', async ({ page }) => {
  await signIn(page, DEMO.guest);
  await page.goto('/customer/dashboard');
  // The demo guest has stays that are checked out; each has its invoice.
  const stay = page
    .getByRole('article', { name: /^Booking of / })
    .filter({ hasText: 'checked-out' })
    .first();
  await stay.getByRole('link', { name: 'View invoice' }).click();
  await expect(page).toHaveURL(/\/invoices\/booking\/[0-9a-f]{24}$/);

  const invoice = page.getByRole('article', { name: /^Invoice \d+$/ });
  await expect(invoice).toContainText('Innkeep Hotel & Hostel');
  await expect(invoice).toContainText('12 Harbour Road, Port Bellamy');
  await expect(invoice).toContainText('Billed to');
  await expect(invoice).toContainText(/Balance due \$0\.00/);

  // Printing opens the browser's dialog, which a test cannot close: count the calls instead.
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => {
      counted.printed += 1;
    };
  });
  await page.getByRole('button', { name: 'Print' }).click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  // The print stylesheet leaves only the invoice.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.locator('header').first()).toBeHidden();
  await expect(invoice).toBeVisible();
});
