import { SMS_BEFORE_CONFIRMATION, SMS_NEUTRAL_NAME } from '@haat/contract';

/**
 * The statuses whose message carries no visitor text, and the word `{name}` reads as in them
 * (decision 054): kept in the contract, so the template editor's preview says the same.
 */
export const BEFORE_CONFIRMATION = SMS_BEFORE_CONFIRMATION;
export const NEUTRAL_NAME = SMS_NEUTRAL_NAME;

/**
 * The longest visitor text a message carries, in code points: a Bangladeshi name fits with room to
 * spare, a sentence of instructions ("send your bKash PIN to ...") does not, and the message stays
 * within the parts the owner's preview counted (decision 054).
 */
export const MAX_VISITOR_TEXT = 30;

// A link in any shape a phone makes tappable or a reader types: a scheme, `www.`, a domain with a
// dot written plainly or as `[.]`/`(dot)` (bit.ly/x, bkash-help.com), and a long run of digits
// (a number to call or send money to).
const LABEL = '[\\p{L}\\p{M}\\p{N}_-]+';
// A plain dot only between letters ("Md. Rahim" is a name, "bkash.com" is not); the written-out
// dots with spaces around them too.
const DOT = '(?:\\.|\\s*(?:\\[\\.\\]|\\(\\.\\)|\\[dot\\]|\\(dot\\))\\s*)';
const LINK_SHAPES = [
  /[a-z][a-z0-9+.-]*:\/\/\S*/giu,
  /www\s*\.\S*/giu,
  new RegExp(`${LABEL}(?:${DOT}${LABEL})*${DOT}[a-z]{2,}(?![\\p{L}\\p{M}])(?:/\\S*)?`, 'giu'),
  /\+?[\d\u09E6-\u09EF][\d\u09E6-\u09EF\s-]{4,}/gu,
];
// Control, zero-width and direction marks: a link split by an invisible character is still a link.
const INVISIBLE = /[\p{Cc}\p{Cf}]/gu;

const graphemes = new Intl.Segmenter('bn', { granularity: 'grapheme' });

/** A visitor's free text as a message after confirmation may carry it: no links, no numbers, short. */
export function visitorText(value: string): string {
  let text = value.normalize('NFKC').replace(INVISIBLE, '');
  for (const shape of LINK_SHAPES) text = text.replace(shape, ' ');
  const words = text.replace(/\s+/g, ' ').trim();
  // Cut between letters as a reader sees them, so no vowel sign is left without its consonant.
  let cut = '';
  for (const { segment } of graphemes.segment(words)) {
    if ([...cut].length + [...segment].length > MAX_VISITOR_TEXT) break;
    cut += segment;
  }
  return cut.trim();
}
