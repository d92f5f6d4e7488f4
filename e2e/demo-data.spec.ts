import { expect, test } from '@playwright/test';
import { DEMO, signIn } from './helpers';

// The removal itself is covered by apps/api/test/demo-data.test.ts: the e2e server is shared by
// every spec, so this one only checks the banner and that the dialog waits for the typed phrase.
test('admin sees the demo-password banner and a Remove demo data dialog gated by the typed confirmation', async ({ page }) => {
  await signIn(page, DEMO.admin);
  const banner = page.getByRole('alert').filter({ hasText: 'Demo passwords still work' });
  await expect(banner).toContainText('admin@innkeep.test');
  await banner.getByRole('link', { name: 'Open Settings' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard\?tab=settings$/);

  await page.getByRole('button', { name: 'Remove Demo Data' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove demo data' });
  const submit = dialog.getByRole('button', { name: 'Remove Demo Data' });
  await expect(dialog.getByRole('checkbox', { name: /Keep the rooms/ })).toBeChecked();
  await expect(submit).toBeDisabled();
  const phrase = dialog.getByLabel('Type REMOVE DEMO DATA to confirm');
  await phrase.fill('remove demo data');
  await expect(submit).toBeDisabled();
  await phrase.fill('REMOVE DEMO DATA');
  await expect(submit).toBeEnabled();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(banner).toBeVisible();
});
