import type { Page } from '@playwright/test';
import { dataOf, expect, test } from '../support/own-shop.js';
import { openHome } from '../support/storefront.js';

interface Faq {
  _id: string;
  qus: string;
  ans: string;
}

const unique = (label: string) => `${label} ${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const faqItem = (page: Page, question: string) => page.locator('li[data-faq-id]', { hasText: question });

test('fix a typo in an FAQ answer; the accordion on / shows the fix', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const faq = await dataOf<Faq>(
    await adminApi.post('/api/faq/add', {
      data: { qus: unique('ডেলিভারি কত দিনে?'), ans: 'ঢাকায় ১-২ দিনে পৌছায়।' },
    }),
  );
  await page.goto('/admin/faq');
  await faqItem(page, faq.qus)
    .getByRole('link', { name: `${faq.qus} সম্পাদনা` })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin/faq/edit/${faq._id}$`));
  const answer = page.getByLabel('উত্তর');
  await expect(answer).toHaveValue(faq.ans);
  await answer.fill('ঢাকায় ১-২ দিনে পৌঁছায়।\nঢাকার বাইরে ২-৪ দিনে।');
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();

  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(page.getByText('প্রশ্নোত্তর সংরক্ষণ হয়েছে')).toBeVisible();
  await expect(faqItem(page, faq.qus)).toContainText('পৌঁছায়');

  expect(await (await request.get('/')).text()).toContain('ঢাকায় ১-২ দিনে পৌঁছায়।');
  // Wait for the app to take over the server's HTML: a click before that reaches no handler.
  await openHome(page);
  await page.getByRole('button', { name: faq.qus }).click();
  const region = page.getByRole('region', { name: faq.qus });
  await expect(region).toContainText('ঢাকায় ১-২ দিনে পৌঁছায়।');
  await expect(region).toContainText('ঢাকার বাইরে ২-৪ দিনে।');
});

test('add a question through the form, then delete it after confirming', async ({
  adminPage: page,
  request,
}) => {
  const question = unique('আম কি কার্বাইডমুক্ত?');
  await page.goto('/admin/faq/add');
  await page.getByRole('button', { name: 'প্রশ্ন যোগ করুন' }).click();
  await expect(page.getByText('এই ঘরটি পূরণ করুন')).toHaveCount(2);
  await page.getByLabel('প্রশ্ন').fill(question);
  await page.getByLabel('উত্তর').fill('হ্যাঁ, গাছপাকা আম।');
  await page.getByRole('button', { name: 'প্রশ্ন যোগ করুন' }).click();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(page.getByText('নতুন প্রশ্ন যোগ হয়েছে')).toBeVisible();
  const item = faqItem(page, question);
  await expect(item).toBeVisible();
  // New questions go last, where the accordion shows them too.
  await expect(page.locator('li[data-faq-id]').last()).toContainText(question);

  page.once('dialog', (dialog) => void dialog.accept());
  await item.getByRole('button', { name: `${question} মুছুন` }).click();
  await expect(page.getByText('প্রশ্নটি মুছে ফেলা হয়েছে')).toBeVisible();
  await expect(item).toHaveCount(0);
  expect(await (await request.get('/')).text()).not.toContain(question);
});

test('the FAQ and feature section headings', async ({ adminPage: page }) => {
  const faqHeading = unique('আপনার প্রশ্ন');
  await page.goto('/admin/faq-section');
  const field = page.getByLabel('শিরোনাম');
  await expect(field).not.toHaveValue('');
  await field.fill('');
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('এই ঘরটি পূরণ করুন')).toBeVisible();
  await field.fill(faqHeading);
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('শিরোনাম সংরক্ষণ হয়েছে')).toBeVisible();

  const featureHeading = unique('কেন আমাদের থেকে কিনবেন');
  await page.goto('/admin/feature/section');
  await page.getByLabel('শিরোনাম').fill(featureHeading);
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('শিরোনাম সংরক্ষণ হয়েছে')).toBeVisible();

  await page.goto('/');
  await expect(page.getByRole('heading', { name: faqHeading })).toBeVisible();
  await expect(page.getByRole('heading', { name: featureHeading })).toBeVisible();
});
