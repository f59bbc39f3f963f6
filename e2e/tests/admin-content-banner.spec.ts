import { dataOf, expect, pngFile, test } from '../support/own-shop.js';

interface Banner {
  _id: string;
  title: string;
  galleries: Array<{ _id: string; url: string; title: string }>;
}

test('banner: add images, reorder, re-title and remove, all in one save; the hero follows', async ({
  adminPage: page,
  adminApi,
  request,
}) => {
  const before = await dataOf<Banner>(await adminApi.get('/api/banner/all'));
  expect(before.galleries.length).toBeGreaterThanOrEqual(2);
  const count = before.galleries.length;
  const bn = (value: number) => new Intl.NumberFormat('bn-BD').format(value);
  const [, removed] = before.galleries;
  if (!removed) throw new Error('the demo banner has fewer than two images');

  await page.goto('/admin/banner');
  const items = page.getByTestId('gallery-item');
  await expect(items).toHaveCount(count);

  // Two photos at once: both previewed before anything is uploaded.
  await page
    .getByLabel('ছবি যোগ করুন')
    .setInputFiles([pngFile('mango-basket.png', [250, 190, 40]), pngFile('honey.png', [200, 120, 20])]);
  await expect(items).toHaveCount(count + 2);
  await expect(items.nth(count).getByText('নতুন')).toBeVisible();
  await expect(items.nth(count).getByRole('img')).toHaveAttribute('src', /^data:image\//);
  await page.getByLabel(`${bn(count + 1)} নম্বর ছবির নাম`).fill('ঝুড়িভর্তি আম');
  await page.getByLabel(`${bn(count + 2)} নম্বর ছবির নাম`).fill('চাকের মধু');

  // Move the honey to the top: one tap, then the keyboard; focus stays on the moving slide.
  await page.getByRole('button', { name: `${bn(count + 2)} নম্বর ছবি উপরে তুলুন` }).click();
  for (let step = 0; step < count; step++) await page.keyboard.press('Enter');
  await expect(page.getByLabel(`${bn(1)} নম্বর ছবির নাম`)).toHaveValue('চাকের মধু');
  await expect(page.getByRole('button', { name: `${bn(1)} নম্বর ছবি উপরে তুলুন` })).toBeDisabled();
  await expect(page.getByRole('button', { name: `${bn(1)} নম্বর ছবি নিচে নামান` })).toBeFocused();

  // The old second image is third now; remove it, and re-title the old first one (now second).
  await page.getByRole('button', { name: `${bn(3)} নম্বর ছবি সরান` }).click();
  await expect(items).toHaveCount(count + 1);
  await page.getByLabel(`${bn(2)} নম্বর ছবির নাম`).fill('রাজশাহীর বাগান');
  await expect(page.getByText('ছবির পরিবর্তনগুলো এখনো সংরক্ষণ হয়নি।')).toBeVisible();

  const saves: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().includes('/api/banner/') && sent.method() !== 'GET')
      saves.push(`${sent.method()} ${new URL(sent.url()).pathname}`);
  });
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('ব্যানার সংরক্ষণ হয়েছে')).toBeVisible();
  expect(saves).toEqual([`PATCH /api/banner/update/${before._id}`]);
  await expect(page.getByText('ছবির পরিবর্তনগুলো এখনো সংরক্ষণ হয়নি।')).toHaveCount(0);

  const after = await dataOf<Banner>(await adminApi.get('/api/banner/all'));
  expect(after.galleries.map((gallery) => gallery.title)).toEqual([
    'চাকের মধু',
    'রাজশাহীর বাগান',
    ...before.galleries.slice(2).map((gallery) => gallery.title),
    'ঝুড়িভর্তি আম',
  ]);
  expect(after.galleries[1]?._id).toBe(before.galleries[0]?._id);
  expect(after.galleries.map((gallery) => gallery._id)).not.toContain(removed._id);
  // The saved list replaces the new-image previews with the stored WebP copies.
  await expect(items.first().getByRole('img')).toHaveAttribute('src', /^\/api\/banner\/[\w-]+-w320\.webp$/);

  // The server's HTML of / starts the hero with the new first image, its title as the alt text.
  const html = await (await request.get('/')).text();
  expect(html).toContain('alt="চাকের মধু"');
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'চাকের মধু' }).first()).toBeVisible();
});

test('banner: the gallery holds ten images at most, and the title is required', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/banner');
  const items = page.getByTestId('gallery-item');
  await expect(items.first()).toBeVisible();
  const start = await items.count();
  const files = Array.from({ length: 12 }, (_, index) =>
    pngFile(`slide-${index}.png`, [index * 20, 100, 50]),
  );
  await page.getByLabel('ছবি যোগ করুন').setInputFiles(files);
  await expect(items).toHaveCount(10);
  await expect(page.getByText(/শেষের .+টি ছবি নেওয়া হয়নি/)).toBeVisible();
  await expect(page.getByText('১০টি ছবি হয়ে গেছে; নতুন ছবি দিতে আগে একটি সরান।')).toBeVisible();
  expect(start).toBeLessThanOrEqual(10);

  await page.getByLabel('শিরোনাম', { exact: true }).fill('');
  await page.getByRole('button', { name: 'সংরক্ষণ করুন' }).click();
  await expect(page.getByText('এই ঘরটি পূরণ করুন')).toBeVisible();
  await expect(page.getByLabel('শিরোনাম', { exact: true })).toBeFocused();
});

test('banner: two moves within one frame keep the focus on the moving slide, on the arrow left', async ({
  adminPage: page,
}) => {
  await page.goto('/admin/banner');
  const items = page.getByTestId('gallery-item');
  await expect(items.nth(2)).toBeVisible();
  const bn = (value: number) => new Intl.NumberFormat('bn-BD').format(value);
  const third = await page.getByLabel(`${bn(3)} নম্বর ছবির নাম`).inputValue();
  // A quick keyboard user: the second move lands after the list is drawn again, before the first
  // move's focus has been placed (the frame after). Both moves must keep the focus: at the top, on
  // the slide's "down" arrow, not on its "up" arrow that has just been disabled.
  await page.evaluate(
    async (label) => {
      const up = document.querySelector<HTMLButtonElement>(`button[aria-label="${label}"]`);
      if (!up) throw new Error(`no button ${label}`);
      up.focus();
      up.click();
      await Promise.resolve();
      await Promise.resolve();
      up.click();
    },
    `${bn(3)} নম্বর ছবি উপরে তুলুন`,
  );
  await expect(page.getByLabel(`${bn(1)} নম্বর ছবির নাম`)).toHaveValue(third);
  await expect(page.getByRole('button', { name: `${bn(1)} নম্বর ছবি নিচে নামান` })).toBeFocused();
});
