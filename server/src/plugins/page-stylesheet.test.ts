import { describe, expect, it } from 'vitest';
import { classesIn, rulesForClasses } from './page-stylesheet.js';

const rules = [
  { at: [], needs: null, css: '@layer theme,utilities;' },
  { at: ['@layer theme'], needs: null, css: ':root{--a:1}' },
  { at: ['@layer utilities'], needs: [['p-2']], css: '.p-2{padding:.5rem}' },
  { at: ['@layer utilities'], needs: [['p-3']], css: '.p-3{padding:.75rem}' },
  { at: ['@layer utilities'], needs: [['flex']], css: '.flex{display:flex}' },
  {
    at: ['@layer utilities', '@media (min-width:48rem)'],
    needs: [['md:p-4']],
    css: '.md\\:p-4{padding:1rem}',
  },
  {
    at: ['@layer utilities'],
    needs: [['group', 'group-hover:underline']],
    css: '.group:hover .group-hover\\:underline{text-decoration:underline}',
  },
  { at: ['@layer utilities'], needs: [['a'], ['b']], css: '.a,.b{color:red}' },
  { at: [], needs: null, css: '@keyframes spin{to{transform:rotate(360deg)}}' },
];

describe('classesIn', () => {
  it("collects the classes of every class attribute, the page's escapes undone", () => {
    const html =
      '<html class="h-full"><body><div class="flex  p-2"><svg class="size-4"></svg><a class="md:p-4 [&amp;&gt;svg]:size-3">';
    expect([...classesIn(html)].sort()).toEqual([
      '[&>svg]:size-3',
      'flex',
      'h-full',
      'md:p-4',
      'p-2',
      'size-4',
    ]);
  });
});

describe('rulesForClasses', () => {
  it("keeps the rules that apply whatever the classes and those of the page's classes, in order, one block per run", () => {
    expect(rulesForClasses(rules, new Set(['p-2', 'flex', 'md:p-4']))).toBe(
      '@layer theme,utilities;@layer theme{:root{--a:1}}' +
        '@layer utilities{.p-2{padding:.5rem}.flex{display:flex}}' +
        '@layer utilities{@media (min-width:48rem){.md\\:p-4{padding:1rem}}}' +
        '@keyframes spin{to{transform:rotate(360deg)}}',
    );
  });

  it('keeps a rule when one of its selectors has all its classes on the page', () => {
    expect(rulesForClasses(rules, new Set(['group-hover:underline']))).not.toContain('underline}');
    expect(rulesForClasses(rules, new Set(['group', 'group-hover:underline']))).toContain(
      '.group:hover .group-hover\\:underline{text-decoration:underline}',
    );
    expect(rulesForClasses(rules, new Set(['b']))).toContain('.a,.b{color:red}');
  });
});
