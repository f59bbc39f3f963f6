import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import {
  appForm,
  appFormReady,
  fetchProducts,
  productCard,
  storedCart,
  text,
} from '../support/storefront.js';

// Decision 013: on a phone, the first screen's bytes go to the offer. The app's script is fetched only
// once the hero image is on the screen, the images below the first screen only once the app runs,
// and the header's logo is a small copy. Decision 014: the page's first paint draws its words in a
// cut of the shop's face made for them, its data and the whole font come with the app, the styles
// inside the page cover everything the server drew, and nothing on it moves when the fonts arrive.

test.use({ viewport: { width: 390, height: 844 } });

/** Paths of the resources the page has fetched so far, from the browser's own resource timing. */
const fetchedPaths = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));

test('the app script is fetched only after the hero image has been shown', async ({ page }) => {
  await page.goto('/');
  await appFormReady(page);
  const timing = await page.evaluate(
    () =>
      new Promise<{ heroShownAt: number; appRequestedAt: number }>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const hero = list
            .getEntries()
            .find((entry) => (entry as { identifier?: string }).identifier === 'hero');
          if (!hero) return;
          observer.disconnect();
          const app = performance
            .getEntriesByType('resource')
            .find((entry) => /\/assets\/main-[\w-]+\.js$/.test(new URL(entry.name).pathname));
          resolve({
            heroShownAt: (hero as PerformanceEntry & { renderTime: number }).renderTime,
            appRequestedAt: app?.startTime ?? -1,
          });
        }).observe({ type: 'element', buffered: true });
      }),
  );
  expect(timing.heroShownAt).toBeGreaterThan(0);
  expect(timing.appRequestedAt).toBeGreaterThanOrEqual(timing.heroShownAt);
});

test('images below the first screen wait for the app, then load as the visitor nears them', async ({
  page,
}) => {
  const belowTheFold = (paths: string[]) => paths.filter((path) => /^\/api\/(product|feature)\//.test(path));
  // Without the app (its script never arrives) the page shows, but fetches none of them.
  await page.route(/\/assets\/main-[\w-]+\.js$/, () => undefined);
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.locator('#products li').first()).toBeAttached();
  await page.waitForTimeout(500);
  expect(belowTheFold(await fetchedPaths(page))).toEqual([]);

  await page.unroute(/\/assets\/main-[\w-]+\.js$/);
  await page.reload();
  await appFormReady(page);
  await page.locator('#products').scrollIntoViewIfNeeded();
  const firstProductImage = page.locator('#products li img').first();
  await expect(firstProductImage).toHaveJSProperty('complete', true);
  expect(await firstProductImage.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(
    0,
  );
  expect(belowTheFold(await fetchedPaths(page)).length).toBeGreaterThan(0);
});

test('the styles come inside the page: no stylesheet is fetched, even once the app runs', async ({
  page,
}) => {
  const stylesheets: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'অর্ডার কনফার্ম করুন' })).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(stylesheets).toEqual([]);
});

test("a phone gets the logo's small copy", async ({ page }) => {
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('img');
  await expect(logo).toHaveJSProperty('complete', true);
  expect(await logo.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(/-w320\.webp$/);
});

/** When the hero image was shown, and when each resource whose path matches was requested (ms). */
const timings = <Name extends string>(
  page: Page,
  patterns: Record<Name, RegExp>,
): Promise<Record<Name | 'heroShown', number>> =>
  page.evaluate(
    (sources) =>
      new Promise<Record<string, number>>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const hero = list
            .getEntries()
            .find((entry) => (entry as { identifier?: string }).identifier === 'hero');
          if (!hero) return;
          observer.disconnect();
          const requested = Object.fromEntries(
            Object.entries(sources).map(([name, source]) => {
              const pattern = new RegExp(source);
              const entry = performance
                .getEntriesByType('resource')
                .find((resource) => pattern.test(new URL(resource.name).pathname));
              return [name, entry?.startTime ?? -1];
            }),
          );
          resolve({
            heroShown: (hero as PerformanceEntry & { renderTime: number }).renderTime,
            ...requested,
          });
        }).observe({ type: 'element', buffered: true });
      }),
    Object.fromEntries(
      Object.entries<RegExp>(patterns).map(([name, pattern]) => [name, pattern.source]),
    ) as Record<string, string>,
  );

test("the first paint's font is cut to the page's words; its data and the whole font come with the app", async ({
  page,
}) => {
  await page.goto('/');
  await appFormReady(page);
  // The whole font is asked for by the stylesheet the app adds; wait until the page has it.
  await expect
    .poll(async () => (await fetchedPaths(page)).some((path) => /^\/assets\/hind-siliguri-/.test(path)))
    .toBe(true);
  const at = await timings(page, {
    cut: /^\/page-files\/[\w-]+\.woff2$/,
    data: /^\/page-files\/[\w-]+\.json$/,
    app: /^\/assets\/main-[\w-]+\.js$/,
    whole: /^\/assets\/hind-siliguri-[\w-]+\.woff2$/,
  });
  expect(at.cut, 'the cut font was not fetched').toBeGreaterThan(0);
  expect(at.cut).toBeLessThan(at.heroShown);
  expect(at.data).toBeGreaterThanOrEqual(at.heroShown);
  expect(at.whole).toBeGreaterThanOrEqual(at.heroShown);
  expect(at.whole).toBeGreaterThan(at.app);
});

test('nothing on the first screen moves while the fonts and the app arrive, even when the font is slow', async ({
  page,
}) => {
  // The cut arrives well after the page is laid out, as on slow mobile data.
  await page.route(/\/page-files\/[\w-]+\.woff2$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 700));
    await route.continue();
  });
  await page.goto('/');
  await appFormReady(page);
  await expect
    .poll(async () => (await fetchedPaths(page)).some((path) => /^\/assets\/hind-siliguri-/.test(path)))
    .toBe(true);
  await page.evaluate(() => document.fonts.ready);
  const shifts = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          resolve(
            list
              .getEntries()
              .filter((entry) => !(entry as PerformanceEntry & { hadRecentInput: boolean }).hadRecentInput)
              .reduce((sum, entry) => sum + (entry as PerformanceEntry & { value: number }).value, 0),
          );
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer is never called.
        setTimeout(() => resolve(0), 500);
      }),
  );
  expect(shifts).toBe(0);
});

// The page carries landing.css cut to the rules its markup uses (decision 070); the app adds the full
// stylesheet. Every rule of the full one that applies to what the server drew must already be in the
// page's own, or that element changes when the app starts (or never looks right without it).
test('the styles inside the page hold every rule of the full stylesheet that applies to what the server drew', async ({
  page,
}) => {
  // The app runs and adds the full stylesheet, but its order form is held back: the page keeps the
  // very elements the server drew, the server's form included.
  await page.route(/\/assets\/order-form-[\w-]+\.js$/, () => undefined);
  await page.goto('/', { waitUntil: 'load' });
  // Tailwind's stylesheets both open with its layers: the page's own, then the app's full one.
  const tailwindSheets = () =>
    page.evaluate(
      () =>
        Array.from(document.querySelectorAll('head style')).filter((style) =>
          style.textContent?.startsWith('@layer'),
        ).length,
    );
  await expect.poll(tailwindSheets).toBe(2);
  const { applying, missing } = await page.evaluate(() => {
    const root = document.getElementById('root');
    // One selector per entry: a rule of `h1, h2, h3` is three. The cut keeps of a list only the
    // selectors that apply to the page, so lists are compared selector by selector.
    const split = (list: string) => {
      const parts: string[] = [];
      let depth = 0;
      let part = '';
      for (const char of list) {
        if (char === '(') depth++;
        if (char === ')') depth--;
        if (char === ',' && depth === 0) {
          parts.push(part.trim());
          part = '';
        } else part += char;
      }
      return [...parts, part.trim()];
    };
    const selectorsOf = (sheet: CSSStyleSheet) => {
      const selectors: string[] = [];
      const visit = (rules: CSSRuleList) => {
        for (const rule of Array.from(rules)) {
          if (rule instanceof CSSStyleRule) selectors.push(...split(rule.selectorText));
          if ('cssRules' in rule) visit((rule as CSSGroupingRule).cssRules);
        }
      };
      visit(sheet.cssRules);
      return selectors;
    };
    const styles = Array.from(document.querySelectorAll<HTMLStyleElement>('head style'));
    // The app's full stylesheet is the last one added; the page's own is the server's Tailwind one.
    const full = styles.at(-1);
    const own = styles.find((style) => style !== full && style.textContent?.startsWith('@layer'));
    const ownSelectors = new Set(own?.sheet ? selectorsOf(own.sheet) : []);
    const appliesHere = (selector: string) => {
      try {
        return Array.from(document.querySelectorAll(selector)).some((element) => root?.contains(element));
      } catch {
        return false; // pseudo-elements and the like: not matched against elements
      }
    };
    const applying = full?.sheet ? selectorsOf(full.sheet).filter(appliesHere) : [];
    return { applying: applying.length, missing: applying.filter((selector) => !ownSelectors.has(selector)) };
  });
  expect(applying).toBeGreaterThan(50);
  expect(missing).toEqual([]);
});

test.describe('when the hero image does not come', () => {
  test.use({ allowedConsoleErrors: [/Failed to load resource/] });

  test('the app still starts when the hero image fails', async ({ page }) => {
    await page.route(/\/api\/banner\//, (route) => route.abort());
    await page.goto('/');
    await appFormReady(page);
  });

  test('the app starts after a while when the hero image never arrives', async ({ page }) => {
    // A request that hangs: the app must not wait for it for ever (LONGEST_WAIT_MS).
    await page.route(/\/api\/banner\//, () => undefined);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await expect(appForm(page).getByLabel(text.nameLabel)).toBeAttached({ timeout: 10_000 });
  });
});

/** Holds the storefront app's script until `release` is called: a phone's slow download, stretched. */
async function holdApp(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('a tap that comes before the app has started', () => {
  test('on Add to Cart counts once the app starts: once, however many times it was tapped', async ({
    page,
  }) => {
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const addButton = productCard(page, 0).getByRole('button', { name: new RegExp(`^${text.addToCart}`) });
    // The server's page is up, its buttons not yet answering: three impatient taps.
    for (let tap = 0; tap < 3; tap += 1) await addButton.click();
    expect(await storedCart(page)).toEqual([]);

    release();
    await expect.poll(async () => (await storedCart(page)).map((line) => line.quantity)).toEqual([1]);
    await expect(
      productCard(page, 0).getByRole('button', { name: new RegExp(`^${text.addToCart}`) }),
    ).toHaveCount(0);
  });

  test('on See More opens that product once the app starts', async ({ page, request }) => {
    const products = await fetchProducts(request);
    const second = products[1];
    if (!second) throw new Error('the demo shop has fewer than two products');
    const release = await holdApp(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await productCard(page, 0)
      .getByRole('button', { name: new RegExp(`^${text.seeMore}`) })
      .click();
    await productCard(page, 1)
      .getByRole('button', { name: new RegExp(`^${text.seeMore}`) })
      .click();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    release();
    // The last one tapped.
    await expect(page.getByRole('dialog', { name: second.title })).toBeVisible();
  });
});
