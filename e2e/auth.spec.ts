import { DEMO, expect, expectToast, registerCustomer, signIn, test } from './helpers';

test('a new customer registers and lands on the customer dashboard', async ({ page }) => {
  await registerCustomer(page, 'Rita Register');
  await expectToast(page, 'Registration successful!');
  // The session survives a reload: the token is in local storage and /me accepts it.
  await page.reload();
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/^ey/);
});

test('registration shows the spec messages for bad input', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('Full Name').fill('Mismatch');
  await page.getByLabel('Email').fill('mismatch@example.test');
  await page.getByLabel('Phone').fill('1');
  await page.getByLabel(/^Password/).fill('Quiet-Room-7');
  await page.getByLabel('Confirm Password').fill('Quiet-Room-8');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Passwords do not match' })).toBeVisible();
  await page.getByLabel(/^Password/).fill('abc');
  await page.getByLabel('Confirm Password').fill('abc');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('main').getByRole('alert').filter({ hasText: 'Password must be at least 8 characters' })).toBeVisible();
});

for (const [role, account, target, toast] of [
  ['customer', DEMO.guest, /\/customer\/dashboard$/, 'Login successful!'],
  ['staff', DEMO.staff, /\/staff\/dashboard$/, 'Staff login successful!'],
  ['admin', DEMO.admin, /\/admin\/dashboard$/, 'Admin login successful!'],
] as const) {
  test(`the ${role} portal signs a ${role} in and signs out to /`, async ({ page }) => {
    await signIn(page, account);
    await expect(page).toHaveURL(target);
    await expectToast(page, toast);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  });
}

test('each portal refuses other roles with its message', async ({ page }) => {
  for (const [account, portal, message] of [
    [DEMO.guest, '/staff/login', 'This login is for staff only'],
    [DEMO.staff, '/admin/login', 'This login is for administrators only'],
    [DEMO.admin, '/login', 'This login is for customers only'],
  ] as const) {
    await page.goto(portal);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('main').getByRole('alert').filter({ hasText: message })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`${portal}$`));
  }
});

test('guards: visitors go to /login (to come back after), wrong roles go to /', async ({ page }) => {
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);
  await expect(page.getByRole('heading', { name: 'Customer Login' })).toBeVisible();

  await signIn(page, DEMO.guest);
  await page.goto('/admin/dashboard');
  // Sent to /, which is for visitors only and forwards a signed-in guest to their dashboard.
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/staff/dashboard');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});

test('unapproved staff can sign in and see the pending-approval notice', async ({ page }) => {
  await signIn(page, DEMO.pending);
  await expectToast(page, 'Your account is pending approval from an administrator');
  await expect(page).toHaveURL(/\/staff\/dashboard$/);
  await expect(page.getByText('Account Pending Approval')).toBeVisible();
  await expect(page.getByText('Your account is waiting for admin approval. Please check back later.')).toBeVisible();
});

test('the theme choice persists across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  const root = page.locator('html');
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(root).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('innkeep-theme'))).toBe('dark');
  await page.reload();
  await expect(root).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1a1b1e');
});

test('profile edits and password change work end to end', async ({ page }) => {
  const account = await registerCustomer(page, 'Paula Profile');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Profile Settings' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit' }).click();
  await page.getByLabel('Phone Number').fill('+44 20 7946 0000');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expectToast(page, 'Profile updated successfully');
  await expect(page.getByLabel('Phone Number')).not.toBeEditable();
  await page.reload();
  await expect(page.getByLabel('Phone Number')).toHaveValue('+44 20 7946 0000');

  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByLabel('Current Password').fill(account.password);
  await page.getByLabel(/^New Password/).fill('newpass1');
  await page.getByLabel('Confirm New Password').fill('newpass1');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expectToast(page, 'Password changed successfully');
  // The new password is the one that signs in now.
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(/\/$/);
  await signIn(page, { ...account, password: 'newpass1' });
  await expect(page).toHaveURL(/\/customer\/dashboard$/);
});
