import { describe, expect, it } from 'vitest';
import { sanitizeRichText } from './sanitize.js';

describe('sanitizeRichText', () => {
  it('keeps the formatting an editor produces', () => {
    const html =
      '<h2>আম</h2><p>রাজশাহীর <strong>হিমসাগর</strong>, <em>গাছপাকা</em> <u>ও</u> <s>কেমিক্যাল</s> মুক্ত।<br />১২ কেজি</p>' +
      '<ul><li>এক</li></ul><ol><li>দুই</li></ol><blockquote>উক্তি</blockquote><h3>ক</h3><h4>খ</h4><b>b</b><i>i</i>';
    expect(sanitizeRichText(html)).toBe(html);
  });

  it.each([
    ['<script>alert(1)</script><p>ok</p>', '<p>ok</p>'],
    ['<p onclick="x()" style="color:red" class="c">ok</p>', '<p>ok</p>'],
    ['<img src="x" onerror="alert(1)">ok', 'ok'],
    ['<svg onload="alert(1)"><circle/></svg>ok', 'ok'],
    ['<iframe src="https://evil.example">inner</iframe>ok', 'ok'],
    ['<style>p{}</style><noscript><p>x</p></noscript>ok', 'ok'],
    ['<h1>big</h1><div>box</div><span>s</span>', 'bigboxs'],
    ['<!-- comment -->ok', 'ok'],
  ])('%s → %s', (dirty, clean) => {
    expect(sanitizeRichText(dirty)).toBe(clean);
  });

  it('removes control characters (PostgreSQL refuses NUL in text)', () => {
    expect(sanitizeRichText('<p>a\u0000b\u202Ec</p>')).toBe('<p>abc</p>');
  });

  it('drops dangerous link targets in every spelling, keeping the text', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ]) {
      expect(sanitizeRichText(`<a href="${href}">লিংক</a>`), href).toBe(
        '<a rel="noopener noreferrer" target="_blank">লিংক</a>',
      );
    }
  });

  it('keeps safe links, forces rel and target, and drops other attributes', () => {
    expect(
      sanitizeRichText(
        '<a href="https://haat.example/a?b=1&amp;c=2" title="আরও" rel="opener" target="_self" id="x">a</a>',
      ),
    ).toBe(
      '<a href="https://haat.example/a?b=1&amp;c=2" title="আরও" rel="noopener noreferrer" target="_blank">a</a>',
    );
    expect(sanitizeRichText('<a href="/product/abc">b</a>')).toBe(
      '<a href="/product/abc" rel="noopener noreferrer" target="_blank">b</a>',
    );
    expect(sanitizeRichText('<a href="mailto:owner@haat.example">c</a>')).toContain(
      'href="mailto:owner@haat.example"',
    );
  });

  it('escapes text that only looks like markup', () => {
    expect(sanitizeRichText('৫ < ১০ & "আম"')).toBe('৫ &lt; ১০ &amp; "আম"');
  });
});
