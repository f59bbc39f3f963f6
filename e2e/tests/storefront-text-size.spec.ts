import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { addToCart, nextFrames, openHome } from '../support/storefront.js';

// Decision 069: every control of the storefront is a thumb's target (44 px each way, the slider's
// dots by their button, not the dot drawn), and at Android's larger text sizes no label is cut off
// or runs into another control.
//
// Android's font scale (Settings › Display › Font size) enlarges the text of a page in Chrome, not
// its boxes. It is emulated here element by element: each one's computed font size is multiplied by
// the scale and written on it (a root font size would grow every rem-sized box too, which a phone
// does not). Line heights follow, being relative to the font size.

test.use({ viewport: { width: 390, height: 844 } });

type Problem = { name: string; problem: string };

/** Controls of the page a thumb would miss, whose label is cut off, or that overlap another. */
const problems = (page: Page): Promise<Problem[]> =>
  page.evaluate(() => {
    const found: Array<{ name: string; problem: string }> = [];
    const visible = (element: Element) => {
      const rect = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      return rect.width > 0 && rect.height > 0 && style.visibility !== 'hidden';
    };
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        '#root a, #root button, #root input:not([type="radio"]):not([type="checkbox"]), #root textarea, #root select, #root label:has(input[type="radio"])',
      ),
    ).filter((element) => visible(element) && !element.closest('.sr-only, [aria-hidden="true"]'));
    const nameOf = (element: HTMLElement) =>
      (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim().slice(0, 60);
    const viewport = document.documentElement.clientWidth;
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      const name = nameOf(control);
      // Links inside a sentence are the text's own size; every other control is a target.
      const inline = control.tagName === 'A' && getComputedStyle(control).display === 'inline';
      if (!inline && (rect.height < 43.5 || rect.width < 43.5))
        found.push({ name, problem: `target ${Math.round(rect.width)}×${Math.round(rect.height)}` });
      if (control.scrollWidth > control.clientWidth + 1 && !['INPUT', 'TEXTAREA'].includes(control.tagName))
        found.push({ name, problem: 'label overflows its control' });
      if (rect.right > viewport + 0.5 || rect.left < -0.5) found.push({ name, problem: 'off the screen' });
      // Cut by a box that clips (a card's overflow: hidden), the hero's slides excepted: they slide.
      for (let box = control.parentElement; box && box !== document.body; box = box.parentElement) {
        if (box.closest('[aria-roledescription="carousel"]')) break;
        if (getComputedStyle(box).overflow === 'visible') continue;
        const clip = box.getBoundingClientRect();
        if (rect.right > clip.right + 0.5 || rect.left < clip.left - 0.5)
          found.push({ name, problem: 'cut off by its box' });
        break;
      }
    }
    for (const [index, a] of controls.entries()) {
      const ra = a.getBoundingClientRect();
      for (const b of controls.slice(index + 1)) {
        if (a.contains(b) || b.contains(a)) continue;
        const rb = b.getBoundingClientRect();
        const overlapX = Math.min(ra.right, rb.right) - Math.max(ra.left, rb.left);
        const overlapY = Math.min(ra.bottom, rb.bottom) - Math.max(ra.top, rb.top);
        if (overlapX > 1 && overlapY > 1) found.push({ name: nameOf(a), problem: `overlaps ${nameOf(b)}` });
      }
    }
    return found;
  });

for (const scale of [100, 130, 150]) {
  test(`at ${scale}% text every control is a thumb's target and no label is cut off`, async ({ page }) => {
    await openHome(page);
    await addToCart(page, 0);
    await page.evaluate((factor) => {
      const elements = Array.from(document.querySelectorAll<HTMLElement>('body, body *'));
      const sizes = elements.map((element) => Number.parseFloat(getComputedStyle(element).fontSize));
      elements.forEach((element, index) => {
        element.style.setProperty('font-size', `${(sizes[index] ?? 16) * factor}px`, 'important');
      });
    }, scale / 100);
    await nextFrames(page);
    // Every section laid out, not skipped as off screen (content-visibility: auto).
    await page.addStyleTag({ content: '* { content-visibility: visible !important; }' });
    await nextFrames(page);
    expect(await problems(page)).toEqual([]);
  });
}
