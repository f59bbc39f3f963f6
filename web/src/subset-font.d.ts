// subset-font ships no types; the build's font step (vite.config.ts) uses this much of it.
declare module 'subset-font' {
  export default function subsetFont(
    font: Buffer,
    text: string,
    options?: { targetFormat?: 'woff2' | 'woff' | 'truetype' | 'sfnt'; noHinting?: boolean },
  ): Promise<Buffer>;
}
