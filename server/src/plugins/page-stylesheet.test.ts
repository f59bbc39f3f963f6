import { describe, expect, it } from 'vitest';
import { stylesUsedBy } from './page-stylesheet.js';

const page = (body: string, head = '') =>
  `<!doctype html><html lang="bn"><head>${head}</head><body>${body}</body></html>`;

describe('stylesUsedBy', () => {
  it('keeps the rules of what the page draws and drops the others', async () => {
    const css = '.used{color:red}.unused{color:blue}#root .used span{margin:0}.gone .used{margin:1px}';
    const cut = await stylesUsedBy(css, page('<div id="root"><p class="used"><span>ক</span></p></div>'));
    expect(cut).toContain('.used{color:red}');
    expect(cut).toContain('#root .used span');
    expect(cut).not.toContain('.unused');
    expect(cut).not.toContain('.gone');
  });

  it('keeps the states of an element on the page: hover, focus, media queries, its keyframes', async () => {
    const css = [
      '.button:hover{color:red}',
      '.button:focus-visible{outline:2px solid}',
      '@media (min-width:48rem){.button{padding:1rem}.other{padding:2rem}}',
      '.button{animation:pulse 1s}',
      '@keyframes pulse{to{opacity:.5}}',
      '@keyframes unused{to{opacity:0}}',
    ].join('');
    const cut = await stylesUsedBy(css, page('<button class="button">অর্ডার</button>'));
    expect(cut).toContain('.button:hover');
    expect(cut).toContain('.button:focus-visible');
    expect(cut).toContain('@media (min-width:48rem)');
    expect(cut).not.toContain('.other');
    expect(cut).toContain('@keyframes pulse');
    expect(cut).not.toContain('@keyframes unused');
  });

  // Tailwind 4 registers its variables with @property; a stray `;` between two of them (beasties'
  // runtime mode wrote one) makes a browser drop every rule after the first.
  it('keeps every @property rule, without anything between them', async () => {
    const css =
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}' +
      '@property --tw-ring-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}.a{color:red}';
    const cut = await stylesUsedBy(css, page('<p class="a">ক</p>'));
    expect(cut).toMatch(/@property --tw-shadow\{[^}]*\}@property --tw-ring-shadow\{[^}]*\}/);
  });

  it('matches against the whole page but cuts only the sheet it is given', async () => {
    const css = 'html[lang=bn] body{margin:0}.a{color:red}';
    const other = '<style>.other-sheet{color:blue}</style><noscript><style>.n{color:red}</style></noscript>';
    const cut = await stylesUsedBy(css, page('<p class="a">ক</p>', other));
    expect(cut).toContain('html[lang=bn] body');
    expect(cut).not.toContain('.other-sheet');
    expect(cut).not.toContain('.n{');
  });
});
