import { describe, expect, it } from 'vitest';
import { MAX_VISITOR_TEXT, visitorText } from './visitor-text.js';

// What of a visitor's name an SMS after confirmation carries (decision 054).

describe('a visitor text in an SMS', () => {
  it('keeps a name as written, abbreviations included', () => {
    expect(visitorText('রহিমা আক্তার')).toBe('রহিমা আক্তার');
    expect(visitorText('মো. করিম উদ্দিন')).toBe('মো. করিম উদ্দিন');
    expect(visitorText('Md. Karim')).toBe('Md. Karim');
  });

  it('takes out links in every shape, hidden or spelled out, and numbers to call', () => {
    for (const link of [
      'https://bkash.help/pin',
      'HTTP://x.co',
      'www.bkash-bonus.net',
      'www .evil.com',
      'bit.ly/3xYz',
      'bkash-bonus.com',
      'bkash[.]com',
      'bkash (dot) com',
      'bk\u200Bash.c\u200Dom',
      'ｂｋａｓｈ．ｃｏｍ',
      '01711-000000',
      '+8801711000000',
      '০১৭১১০০০০০০',
    ])
      expect(visitorText(`করিম ${link} মিয়া`)).toBe('করিম মিয়া');
  });

  it('is cut to the safe length', () => {
    const cut = visitorText('ক খ '.repeat(40));
    expect([...cut].length).toBeLessThanOrEqual(MAX_VISITOR_TEXT);
    expect(cut.startsWith('ক খ ক খ')).toBe(true);
    // Never between a consonant and its vowel sign.
    expect(visitorText('কি'.repeat(20))).toBe('কি'.repeat(15));
    expect(visitorText(`ক${'কি'.repeat(20)}`)).toBe(`ক${'কি'.repeat(14)}`);
  });
});
