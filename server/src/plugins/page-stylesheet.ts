import fs from 'node:fs';
import path from 'node:path';

/**
 * The back office's stylesheet, rule by rule, as the admin build writes it beside admin.html
 * (web/src/build-tools/stylesheet-rules.ts, decision 044): each rule with the at-rules it sits in and
 * the classes one of its selectors needs (`null`: it applies whatever the page's classes).
 */
type StylesheetRule = { at: string[]; needs: string[][] | null; css: string };
type StylesheetRules = { stylesheet: string; rules: StylesheetRule[] };

export const ADMIN_STYLESHEET_RULES_FILE = 'admin-stylesheet-rules.json';

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', '#39': "'", lt: '<', gt: '>' };

/** Every class named in `html`'s class attributes (the page as sent: the template's and the picture's). */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    const value = (match[1] ?? '').replace(
      /&(amp|quot|#39|lt|gt);/g,
      (_entity, name: string) => ENTITIES[name] ?? '',
    );
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

function wrap(at: readonly string[], css: string): string {
  return at.reduceRight((inner, rule) => `${rule}{${inner}}`, css);
}

/**
 * The part of the stylesheet a page with `classes` uses, in the stylesheet's order: every rule that
 * applies whatever the classes (the reset, the theme's variables, fonts, keyframes) and every rule one
 * of whose selectors names only classes the page has. Rules in the same at-rules one after the other
 * share one block. A rule kept that matches nothing costs a few bytes; a rule dropped that would match
 * shows the picture unstyled until the whole stylesheet arrives, so a selector is kept on its classes
 * alone, whatever else it says (an element, a state, a sibling).
 */
export function rulesForClasses(rules: readonly StylesheetRule[], classes: ReadonlySet<string>): string {
  let css = '';
  let block: { key: string; at: string[]; body: string } | null = null;
  for (const rule of rules) {
    const used = rule.needs === null || rule.needs.some((names) => names.every((name) => classes.has(name)));
    if (!used) continue;
    const key = rule.at.join('\n');
    if (block && block.key === key) {
      block.body += rule.css;
      continue;
    }
    if (block) css += wrap(block.at, block.body);
    block = { key, at: rule.at, body: rule.css };
  }
  if (block) css += wrap(block.at, block.body);
  return css;
}

export type PageStylesheet = {
  /** The whole stylesheet's address, as admin.html links it (`/assets/admin-….css`). */
  href: string;
  /** The rules `html` uses, for a `<style>` in its head. */
  forPage(html: string): string;
};

/** The admin build's rules file, or null when the build has none (an older build: the page inlines the whole sheet). */
export function loadPageStylesheet(webDistDir: string): PageStylesheet | null {
  const file = path.join(webDistDir, ADMIN_STYLESHEET_RULES_FILE);
  if (!fs.existsSync(file)) return null;
  const { stylesheet, rules } = JSON.parse(fs.readFileSync(file, 'utf8')) as StylesheetRules;
  return { href: `/${stylesheet}`, forPage: (html) => rulesForClasses(rules, classesIn(html)) };
}
