import { describe, expect, it } from 'vitest';
import { classesNeeded, stylesheetRules } from './stylesheet-rules';

describe('classesNeeded', () => {
  it("reads a selector's classes as the page writes them, escapes undone", () => {
    expect(classesNeeded(['.md\\:table'])).toEqual([['md:table']]);
    expect(classesNeeded(['.grid-cols-\\[1fr_auto\\]'])).toEqual([['grid-cols-[1fr_auto]']]);
    expect(classesNeeded(['.w-1\\/2'])).toEqual([['w-1/2']]);
    expect(classesNeeded(['.\\32 xl\\:p-4'])).toEqual([['2xl:p-4']]);
    expect(classesNeeded(['.group:hover .group-hover\\:underline'])).toEqual([
      ['group', 'group-hover:underline'],
    ]);
    expect(classesNeeded([':where(.space-y-2>:not(:last-child))'])).toEqual([['space-y-2']]);
  });

  it('needs nothing when one selector of the list names no class', () => {
    expect(classesNeeded(['.a', 'button'])).toBeNull();
    expect(classesNeeded([':root', ':host'])).toBeNull();
  });
});

describe('stylesheetRules', () => {
  it('lists every rule in order with the at-rules it sits in; other at-rules whole', () => {
    const rules = stylesheetRules(
      '@layer theme,utilities;@layer theme{:root{--a:1}}' +
        '@layer utilities{.p-2{padding:.5rem}@media (min-width:48rem){.md\\:p-4{padding:1rem}}}' +
        '@keyframes spin{to{transform:rotate(360deg)}}@property --tw-x{syntax:"*";inherits:false}',
    );
    expect(rules).toEqual([
      { at: [], needs: null, css: '@layer theme,utilities;' },
      { at: ['@layer theme'], needs: null, css: ':root{--a:1}' },
      { at: ['@layer utilities'], needs: [['p-2']], css: '.p-2{padding:.5rem}' },
      {
        at: ['@layer utilities', '@media (min-width:48rem)'],
        needs: [['md:p-4']],
        css: '.md\\:p-4{padding:1rem}',
      },
      { at: [], needs: null, css: '@keyframes spin{to{transform:rotate(360deg)}}' },
      { at: [], needs: null, css: '@property --tw-x{syntax:"*";inherits:false}' },
    ]);
  });
});
