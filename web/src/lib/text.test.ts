import { describe, expect, it } from 'vitest';
import { truncate } from './text';

describe('truncate', () => {
  it('leaves text at or under the limit alone', () => {
    expect(truncate('রাজশাহীর ফজলি আম', 50)).toBe('রাজশাহীর ফজলি আম');
    const fifty = 'a'.repeat(50);
    expect(truncate(fifty, 50)).toBe(fifty);
  });

  it('cuts longer text to the limit and adds "..."', () => {
    expect(truncate('a'.repeat(51), 50)).toBe(`${'a'.repeat(50)}...`);
  });

  it('drops a trailing space before the ellipsis', () => {
    expect(truncate('abcd efgh', 5)).toBe('abcd...');
  });

  it('counts a Bengali letter with its vowel sign as one character and never splits it', () => {
    // "মধু" is three code points (ম ধ ু) but two characters a reader sees: ম and ধু.
    expect(truncate('মধু মধু', 2)).toBe('মধু...');
  });
});
