import type { Page } from '@playwright/test';
import { dataOf, expect, pngFile, test } from '../support/own-shop.js';

interface Feature {
  _id: string;
  title: string;
  icon: string;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const featureCard = (page: Page, title: string) => page.locator('li[data-feature-id]', { hasText: title });

test('add a feature with its icon, rename it, delete it; the grid on / follows', async ({
  adminPage: page,
  adminApi,
}) => {
  const title = unique('বিকাশে ফেরত');
  await page.goto('/admin/feature/add');
  await page.getByRole('button', { name: 'ফিচার যোগ করুন' }).click();
  await expect(page.getByText('একটি ছবি বেছে নিন', { exact: true })).toBeVisible();
  await page.getByLabel('ফিচারের নাম').fill(title);
  await page.getByLabel('আইকন').setInputFiles(pngFile('refund.png', [200, 80, 40]));
  await expect(page.getByTestId('image-preview')).toBeVisible();
  await page.getByRole('button', { name: 'ফিচার যোগ করুন' }).click();
  await expect(page).toHaveURL(/\/admin\/features\/all$/);
  await expect(page.getByText('নতুন ফিচার যোগ হয়েছে')).toBeVisible();
  await expect(featureCard(page, title)).toBeVisible();

  await page.goto('/');
  await expect(page.getByText(title)).toBeVisible();

  // Rename without a new icon: the icon stays.
  const [created] = (await dataOf<Feature[]>(await adminApi.get('/api/feature/all'))).filter(
    (feature) => feature.title === title,
  );
  if (!created) throw new Error('the new feature is not in the list');
  const renamed = `${title} (নতুন)`;
  await page.goto(`/admin/feature/edit/${created._id}`);
  await expect(page.getByTestId('image-current')).toBeVisible();
  await page.getByLabel('ফিচারের নাম').fill(renamed);
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('ফিচার সংরক্ষণ হয়েছে')).toBeVisible();
  const saved = await dataOf<Feature>(await adminApi.get(`/api/feature/${created._id}`));
  expect(saved).toEqual({ _id: created._id, title: renamed, icon: created.icon });

  page.once('dialog', (dialog) => void dialog.accept());
  await featureCard(page, renamed)
    .getByRole('button', { name: `${renamed} মুছুন` })
    .click();
  await expect(page.getByText('ফিচারটি মুছে ফেলা হয়েছে')).toBeVisible();
  await expect(featureCard(page, renamed)).toHaveCount(0);
  await page.goto('/');
  await expect(page.getByText(renamed)).toHaveCount(0);
});

test.describe('a feature that is not there', () => {
  // The server answers 404 for it on purpose.
  test.use({ allowedConsoleErrors: [/status of 404/] });

  test('an unknown feature id says so instead of showing an empty form', async ({ adminPage: page }) => {
    await page.goto('/admin/feature/edit/NoSuchFeatureId1234');
    await expect(page.getByText('এই ফিচারটি পাওয়া যায়নি। হয়তো মুছে ফেলা হয়েছে।')).toBeVisible();
    await expect(page.getByRole('link', { name: 'সব ফিচারে ফিরে যান' })).toBeVisible();
  });
});
