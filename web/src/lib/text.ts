const graphemes =
  typeof Intl !== 'undefined' && 'Segmenter' in Intl
    ? new Intl.Segmenter('bn', { granularity: 'grapheme' })
    : null;

/** Splits text into what a reader sees as characters, so a Bengali conjunct or vowel sign is never cut. */
function characters(text: string): string[] {
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
