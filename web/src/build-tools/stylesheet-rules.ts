import postcss, { type ChildNode, type Container } from 'postcss';

/**
 * One rule of a stylesheet, for the server to pick the rules a page's first picture needs
 * (decision 044): the at-rules it sits in (outermost first, `@layer utilities`, `@media (…)`), the
 * classes one of its selectors needs (a list per selector; `null` when some selector needs none, as
 * the reset's element selectors and the theme's `:root` do, or for a rule that is not a selector
 * rule: `@font-face`, `@keyframes`, `@property`, a layer order statement), and its text.
 */
export type StylesheetRule = { at: string[]; needs: string[][] | null; css: string };

/** The file the admin build writes beside admin.html: the entry stylesheet, split into rules. */
export type StylesheetRules = { stylesheet: string; rules: StylesheetRule[] };

/** At-rules whose rules are kept or dropped one by one; any other at-rule is kept whole. */
const GROUPING_AT_RULES = new Set(['layer', 'media', 'supports', 'container']);

// A class in a selector: `.md\:table`, `.grid-cols-\[1fr_auto\]`, `.\32 xl\:p-4` (a hex escape).
const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[^0-9a-fA-F]|[\w-])+)/g;

function unescapeClass(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_match, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

/** The classes each of `selectors` needs; `null` when one of them needs none. */
export function classesNeeded(selectors: readonly string[]): string[][] | null {
  const needs = selectors.map((selector) =>
    [...selector.matchAll(CLASS_IN_SELECTOR)].map((match) => unescapeClass(match[1] ?? '')),
  );
  return needs.some((classes) => classes.length === 0) ? null : needs;
}

function collect(container: Container<ChildNode>, at: string[], rules: StylesheetRule[]): void {
  for (const node of container.nodes ?? []) {
    if (node.type === 'rule') {
      rules.push({ at, needs: classesNeeded(node.selectors), css: node.toString() });
    } else if (node.type === 'atrule' && GROUPING_AT_RULES.has(node.name) && node.nodes) {
      collect(node, [...at, `@${node.name} ${node.params}`.trim()], rules);
    } else if (node.type === 'atrule') {
      // A statement (`@layer theme,base;`) prints without its semicolon, which belongs to its parent.
      rules.push({ at, needs: null, css: node.nodes ? node.toString() : `${node.toString()};` });
    }
  }
}

/** `css` (a built stylesheet) as its rules, in order. */
export function stylesheetRules(css: string): StylesheetRule[] {
  const rules: StylesheetRule[] = [];
  collect(postcss.parse(css), [], rules);
  return rules;
}
