import { DEMO, api, expect, expectToast, registerCustomer, signIn, staffBoard, test } from './helpers';

test('on a phone a guest adds breakfast for 8:00 tomorrow; staff take cash at the door and the ledger has it', async ({
  page: guest,
  browser,
}) => {
  test.slow();
  await guest.setViewportSize({ width: 375, height: 740 });
  await registerCustomer(guest, 'Dora Delivery');
  await guest.goto('/food-menu');
  await guest.getByRole('button', { name: 'Add Buttermilk Pancakes to cart' }).click();
  // A short confirmation instead of the full-screen cart; "View cart" opens it. The pointer resting on the toast
  // holds it open, as it does a guest's: otherwise its 3 s can run out on a busy machine before the tap.
  const added = guest.getByRole('alert').filter({ hasText: 'Buttermilk Pancakes added to cart' });
  await added.hover();
  await expect(guest.getByRole('dialog')).toHaveCount(0);
  await added.getByRole('button', { name: 'View cart' }).click();
  const panel = guest.getByRole('dialog');
  await expect(panel.getByRole('listitem', { name: 'Buttermilk Pancakes' })).toBeVisible();
  await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(guest).toHaveURL(/\/checkout$/);

  const location = `Breakfast terrace ${Date.now()}`;
  await guest.getByLabel('Delivery Location').fill(location);
  await guest.getByText('Tomorrow', { exact: true }).click();
  await guest.getByLabel('Delivery time of day').fill('08:00');
  await guest.getByRole('button', { name: /Place Order/ }).click();
  const dialog = guest.getByRole('dialog', { name: 'Scan to Pay' });
  const number = (await dialog.getByText(/^Order #/).textContent())?.replace('Order #', '') ?? '';
  expect(number).toMatch(/^[0-9a-f]{6}$/);

  const staff = await staffBoard(browser);
  const card = staff.getByRole('region', { name: 'Food Orders' }).getByRole('article', { name: `Order #${number}` });
  await expect(card).toContainText(location);
  await expect(card).toContainText(/For .*8:00/);
  await expect(card).toContainText('Unpaid');
  // Unpaid: no "Start preparing" until a way to collect the money is chosen.
  await expect(card.getByRole('button', { name: 'Start preparing' })).toHaveCount(0);
  await card.getByRole('button', { name: `Payment options for order #${number}` }).click();
  await staff.getByRole('menuitem', { name: 'Cash on delivery' }).click();
  await expectToast(staff, 'Cash on delivery accepted: the order can be started');
  await expect(card).toContainText('Cash on delivery');

  for (const [action, status] of [
    ['Start preparing', 'preparing'],
    ['Mark ready', 'ready'],
    ['Mark delivered', 'delivered'],
  ] as const) {
    await card.getByRole('button', { name: action }).click();
    await expectToast(staff, `Order status updated to ${status}`);
  }
  await expect(card).toBeHidden();

  // The cash is in the ledger, recorded by the staff member who delivered it.
  const admin = await browser.newPage();
  await signIn(admin, DEMO.admin);
  const found = await api<{ orders: { _id: string; paymentStatus: string; deliverAt: string | null }[] }>(
    admin,
    'GET',
    `/api/admin/food-orders?search=${number}`,
  );
  const mine = found.orders.find((o) => o._id.endsWith(number));
  expect(mine).toMatchObject({ paymentStatus: 'paid', deliverAt: expect.stringMatching(/T08:00:00\.000Z$/) });
  const history = await api<{ foodPayments: { foodOrderId: string; method: string; recordedBy: string | null }[] }>(
    admin,
    'GET',
    `/api/admin/payment-history?type=food&search=${encodeURIComponent(location)}`,
  );
  expect(history.foodPayments.find((p) => p.foodOrderId === mine?._id)).toMatchObject({ method: 'cash', recordedBy: 'Sam Staff' });
});
