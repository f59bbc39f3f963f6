import { describe, expect, it } from 'vitest';
import { hasUnsavedChanges, leavesPage } from './unsaved-changes';

describe('leavesPage', () => {
  it('is a move to another path', () => {
    expect(leavesPage({ pathname: '/admin/faq/add' }, { pathname: '/admin/faq' })).toBe(true);
  });

  it('is not a change of the query or hash on the same page', () => {
    expect(leavesPage({ pathname: '/admin/orders' }, { pathname: '/admin/orders' })).toBe(false);
  });
});

describe('hasUnsavedChanges', () => {
  it('is false while no form has reported edits', () => {
    expect(hasUnsavedChanges()).toBe(false);
  });
});
