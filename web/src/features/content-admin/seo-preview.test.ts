import { seoDefaults } from '@haat/contract';
import { describe, expect, it } from 'vitest';
import { displayUrl, SEO_DESCRIPTION_LIMIT, SEO_TITLE_LIMIT, searchSnippet } from './seo-preview';

describe('displayUrl', () => {
  it('writes the host without www and the path as breadcrumbs', () => {
    expect(displayUrl('https://www.haat.com.bd/shop/%E0%A6%86%E0%A6%AE?x=1', 'http://localhost')).toBe(
      'haat.com.bd › shop › আম',
    );
  });

  it('uses the page’s own origin for a blank or unfinished address', () => {
    expect(displayUrl('', 'http://127.0.0.1:3100')).toBe('127.0.0.1:3100');
    expect(displayUrl('haat', 'https://haat.com.bd')).toBe('haat.com.bd');
  });
});

describe('searchSnippet', () => {
  it('cuts a long title and description the way a search result does', () => {
    const title = 'আ'.repeat(SEO_TITLE_LIMIT + 5);
    const description = 'x'.repeat(SEO_DESCRIPTION_LIMIT + 1);
    const snippet = searchSnippet({ title, description, url: 'https://haat.com.bd' }, 'http://localhost');
    expect(snippet.title).toBe(`${'আ'.repeat(SEO_TITLE_LIMIT)}...`);
    expect(snippet.description).toBe(`${'x'.repeat(SEO_DESCRIPTION_LIMIT)}...`);
    expect(snippet.url).toBe('haat.com.bd');
  });

  it('shows the shop’s defaults for blank fields, like the page itself', () => {
    const snippet = searchSnippet({ title: ' ', description: '', url: '' }, 'https://haat.com.bd');
    expect(snippet.title).toBe(seoDefaults.title);
    expect(snippet.description.startsWith(seoDefaults.description.slice(0, 40))).toBe(true);
  });
});
