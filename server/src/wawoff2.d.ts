// wawoff2 (Google's WOFF2 encoder in WebAssembly) ships no types; the page font (plugins/page-font.ts)
// uses this much of it.
declare module 'wawoff2' {
  const wawoff2: {
    compress(font: Uint8Array): Promise<Uint8Array>;
    decompress(woff2: Uint8Array): Promise<Uint8Array>;
  };
  export default wawoff2;
}
