import type { Page } from '@playwright/test';
import { DEMO, expect, expectToast, registerCustomer, signIn, test } from './helpers';

/** Adds a dish from the menu; adding opens the cart panel, which is closed again for the next dish. */
async function addToCart(page: Page, dish: string, toast: string) {
  await page.getByRole('button', { name: `Add ${dish} to cart` }).click();
  await expectToast(page, toast);
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('listitem', { name: dish })).toBeVisible();
  await panel.getByRole('button', { name: 'Close cart' }).click();
  await expect(panel).toBeHidden();
}

/** Checks out the current cart to the given place and returns the QR dialog and its order number. */
async function placeOrder(page: Page, location: string) {
  await page.goto('/checkout');
  await page.getByLabel('Delivery Location').fill(location);
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expectToast(page, 'Order placed successfully!');
  const dialog = page.getByRole('dialog', { name: 'Scan to Pay' });
  await expect(dialog.getByTestId('payment-qr')).toBeVisible();
  const number = (await dialog.getByText(/^Order #/).textContent())?.replace('Order #', '') ?? '';
  expect(number).toMatch(/^[0-9a-f]{6}$/);
  return { dialog, number };
}

test('a guest fills the cart, checks out, pays in the QR dialog and sees the order on the dashboard', async ({ page }) => {
  // The whole journey in one test, with 3 s of simulated bank processing: more than the default time on a busy machine.
  test.slow();
  await registerCustomer(page, 'Hungry Hannah');
  await page.goto('/food-menu');
  await expect(page.getByRole('heading', { name: 'Breakfast' })).toBeVisible();
  // Unavailable dishes cannot be added.
  await expect(page.getByRole('article', { name: 'Pan-Seared Sea Bass' }).getByRole('button', { name: 'Unavailable' })).toBeDisabled();

  await addToCart(page, 'Buttermilk Pancakes', 'Buttermilk Pancakes added to cart');
  await addToCart(page, 'Buttermilk Pancakes', 'Updated Buttermilk Pancakes quantity in cart');
  await addToCart(page, 'Cappuccino', 'Cappuccino added to cart');
  await addToCart(page, 'Fresh Orange Juice', 'Fresh Orange Juice added to cart');
  await expect(page.getByRole('button', { name: 'Cart, 4 items', exact: true })).toBeVisible();

  // The top-bar button opens the panel; change quantities there.
  await page.getByRole('button', { name: 'Cart, 4 items', exact: true }).click();
  const panel = page.getByRole('dialog');
  await expect(panel.getByRole('heading', { name: 'Your Cart (4)' })).toBeVisible();
  await expect(panel.getByLabel('Buttermilk Pancakes quantity')).toHaveText('2');
  await panel.getByRole('button', { name: 'Increase Cappuccino' }).click();
  await panel.getByRole('button', { name: 'Increase Cappuccino' }).click();
  await panel.getByRole('button', { name: 'Decrease Cappuccino' }).click();
  await expect(panel.getByLabel('Cappuccino quantity')).toHaveText('2');
  // At quantity 1, minus removes the line.
  await panel.getByRole('button', { name: 'Decrease Fresh Orange Juice' }).click();
  await expectToast(page, 'Fresh Orange Juice removed from cart');
  await expect(panel.getByRole('listitem', { name: 'Fresh Orange Juice' })).toHaveCount(0);
  await expect(panel.getByTestId('cart-total')).toHaveText('$33.00');
  await panel.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);

  // Delivery location is required after trimming.
  await page.getByLabel('Delivery Location').fill('   ');
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expect(page.getByRole('main').getByText('Please enter delivery location')).toBeVisible();
  await expect(page.getByTestId('checkout-total')).toHaveText('$33.00');
  // Only the QR code can be chosen.
  await expect(page.getByRole('radio', { name: /Credit \/ Debit Card/ })).toBeDisabled();
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();

  const { dialog, number } = await placeOrder(page, 'Room 305');
  await expect(dialog.getByTestId('qr-amount')).toHaveText('$33.00');
  await expect(dialog.getByTestId('qr-countdown')).toHaveText(/^[45]:\d\d$/);
  const link = await dialog.getByRole('link', { name: 'Open payment page' }).getAttribute('href');
  const orderId = link?.match(/\/pay\/([0-9a-f]{24})\?/)?.[1] ?? '';
  expect(orderId).not.toBe('');
  // "Processing payment..." (3 s) and "Payment received" (1 s) pass by themselves, too quickly to
  // assert on a busy machine; what stays is the dashboard, the toast and the order's payment status.
  await dialog.getByRole('button', { name: 'Pay $33.00' }).click();

  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expectToast(page, 'Payment successful!');
  await expect(page.getByText('Your order has been placed and paid.')).toBeVisible();
  const order = page.getByRole('article', { name: `Order #${number}` });
  await expect(order).toContainText('pending');
  await expect(order).toContainText('$33.00');
  await expect(order).toContainText('Room 305');
  await expect(page.getByRole('button', { name: 'Cart, 0 items', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('innkeep-cart'))).toBe('[]');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const status = await page.request.get(`/api/food/orders/${orderId}/payment-status`, { headers: { authorization: `Bearer ${token}` } });
  expect(await status.json()).toMatchObject({ orderId, paymentStatus: 'paid' });
});

test('paying on another device through the payment link completes the checkout dialog', async ({ page, browser }) => {
  // Two browsers, a registration and a payment: more than the default time on a busy machine.
  test.slow();
  await registerCustomer(page, 'Phone Payer');
  await page.goto('/food-menu');
  await addToCart(page, 'Cappuccino', 'Cappuccino added to cart');
  const { dialog, number } = await placeOrder(page, 'Pool Deck');
  const link = await dialog.getByRole('link', { name: 'Open payment page' }).getAttribute('href');
  expect(link).toMatch(new RegExp(`/pay/[0-9a-f]{18}${number}\\?token=[\\w-]{43}$`));

  // The phone is not signed in: the token in the link is what lets it pay.
  const phone = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const pay = await phone.newPage();
  await pay.goto(link ?? '');
  await expect(pay.getByText(`#${number}`)).toBeVisible();
  await expect(pay.getByText('1 × Cappuccino')).toBeVisible();
  await expect(pay.getByTestId('pay-amount')).toHaveText('$4.50');
  await pay.getByRole('button', { name: 'Pay $4.50' }).click();
  await expect(pay.getByText('Payment successful!')).toBeVisible();

  // The checkout page polls, sees the payment and completes by itself.
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await expect(page.getByText('Your order has been placed and paid.')).toBeVisible();
  await expect(page.getByRole('article', { name: `Order #${number}` })).toContainText('$4.50');

  // The same link cannot pay twice.
  await pay.reload();
  await expect(pay.getByText('This order has already been paid')).toBeVisible();
  await expect(pay.getByRole('button', { name: /^Pay/ })).toHaveCount(0);
  await phone.close();
});

test('an expired QR code cannot be paid until a new link is created', async ({ page }) => {
  await page.clock.install();
  await registerCustomer(page, 'Slow Sam');
  await page.goto('/food-menu');
  await addToCart(page, 'Sparkling Water', 'Sparkling Water added to cart');
  const { dialog } = await placeOrder(page, 'Lobby Lounge');
  await page.clock.fastForward('04:10');
  await expect(dialog.getByTestId('qr-countdown')).toHaveText(/^0:[45]\d$/);
  await page.clock.fastForward('01:00');
  await expect(dialog.getByTestId('qr-countdown')).toHaveText('expired');
  await expect(dialog.getByRole('button', { name: 'Pay $3.00' })).toBeDisabled();

  await dialog.getByRole('button', { name: 'Create new payment link' }).click();
  await expect(dialog.getByTestId('qr-countdown')).toHaveText(/^[45]:\d\d$/);
  await expect(dialog.getByRole('button', { name: 'Pay $3.00' })).toBeEnabled();
});

test('an empty cart cannot be checked out, and staff only look at the menu', async ({ page }) => {
  await registerCustomer(page, 'Empty Emma');
  await page.goto('/checkout');
  await expect(page.getByRole('main').getByText('Your cart is empty')).toBeVisible();
  await page.getByLabel('Delivery Location').fill('Room 101');
  await page.getByRole('button', { name: /Place Order/ }).click();
  await expectToast(page, 'Your cart is empty');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.goto('/cart');
  await expect(page.getByRole('heading', { name: 'Your Cart (0)' })).toBeVisible();
  await page.getByRole('main').getByRole('button', { name: 'Browse Menu' }).click();
  await expect(page).toHaveURL(/\/food-menu$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await signIn(page, DEMO.staff);
  await page.goto('/food-menu');
  const card = page.getByRole('article', { name: 'Cappuccino' });
  await card.getByRole('button', { name: 'Staff/Admin View' }).click();
  await expectToast(page, 'Only customers can order food');
  await expect(page.getByRole('button', { name: /^Cart,/ })).toHaveCount(0);
});
