import type { Page } from '@playwright/test';

/**
 * Holds the page's requests for a built chunk (`assets/<name>-<hash>.js`) until `release`: its code
 * "still on its way" on slow data, for as long as the test needs. `held` counts the requests caught.
 */
export async function holdChunk(page: Page, name: string) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  await page.route(new RegExp(`/assets/${name}-[\\w-]{8}\\.js$`), async (route) => {
    held += 1;
    await released;
    await route.continue();
  });
  return { release, held: () => held };
}
