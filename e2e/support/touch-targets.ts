import type { Locator } from '@playwright/test';

/**
 * Controls inside `scope` a thumb would miss: under 44 px tall. A radio's, a checkbox's or a
 * switch's target is the whole label row around it, so the label is measured, not the box.
 */
export const smallControls = (scope: Locator) =>
  scope.evaluate((root) =>
    Array.from(
      root.querySelectorAll(
        'a, button, input:not([type="radio"]):not([type="checkbox"]), textarea, select, label',
      ),
    )
      .filter((element) => element.tagName !== 'LABEL' || element.querySelector('input'))
      .map((element) => ({
        name: (element.getAttribute('aria-label') ?? element.textContent ?? element.tagName).trim(),
        height: element.getBoundingClientRect().height,
      }))
      // A hair of tolerance: a 44 px box inside a sheet still settling its transform measures
      // 43.9999 px, a rounding of the layout, not a smaller target.
      .filter((control) => control.height > 0 && control.height < 44 - 0.01),
  );
