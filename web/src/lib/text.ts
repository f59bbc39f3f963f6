// Built on first use, not as the module loads: the first Intl object loads the browser's locale data,
// a long task on a phone before the first screen is drawn.
let graphemes: Intl.Segmenter | null | undefined;

/** Splits text into what a reader sees as characters, so a Bengali conjunct or vowel sign is never cut. */
function characters(text: string): string[] {
  graphemes ??=
    typeof Intl !== 'undefined' && 'Segmenter' in Intl
      ? new Intl.Segmenter('bn', { granularity: 'grapheme' })
      : null;
  if (graphemes) return Array.from(graphemes.segment(text), (part) => part.segment);
  return Array.from(text);
}

/**
 * Cuts text to at most `max` characters and adds "..." when anything was cut (spec: product titles in
 * the grid are cut at 50 characters from medium screens up).
 */
export function truncate(text: string, max: number): string {
  const parts = characters(text);
  if (parts.length <= max) return text;
  return `${parts.slice(0, max).join('').trimEnd()}...`;
}
