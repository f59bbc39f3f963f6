import { expect, test } from '../support/fixtures.js';
import { openHome } from '../support/storefront.js';

interface Faq {
  qus: string;
  ans: string;
}

test('the FAQ accordion opens one answer at a time and closes the open one on a second click', async ({
  page,
  request,
}) => {
  const response = await request.get('/api/faq/all');
  const faqs = ((await response.json()) as { data: Faq[] }).data;
  const [first, second] = faqs;
  if (!first || !second) throw new Error('the demo seed has fewer than two FAQ items');

  await openHome(page);
  const question = (faq: Faq) => page.getByRole('button', { name: faq.qus });
  const answer = (faq: Faq) => page.getByRole('region', { name: faq.qus });

  await expect(question(first)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(first)).toBeHidden();

  await question(first).click();
  await expect(question(first)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(first)).toBeVisible();
  await expect(answer(first)).toContainText(first.ans.slice(0, 20));

  // Opening the second closes the first.
  await question(second).click();
  await expect(question(second)).toHaveAttribute('aria-expanded', 'true');
  await expect(answer(second)).toBeVisible();
  await expect(question(first)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(first)).toBeHidden();

  // A click on the open one closes it: nothing is open.
  await question(second).click();
  await expect(question(second)).toHaveAttribute('aria-expanded', 'false');
  await expect(answer(second)).toBeHidden();
  await expect(page.locator('section[aria-labelledby="faq-heading"] [aria-expanded="true"]')).toHaveCount(0);
});
