// The floor for the storefront's paint figures: a bare static page exactly as large on the wire as the
// shop's `/` (same compressed size, same response headers), served from memory by a bare Fastify
// server (bench/bare-server.mjs) and measured by the same Lighthouse, in the same run. It has one
// heading and one paragraph of Latin text in the phone's own font, and nothing else: no stylesheet,
// font, image or script. Whatever the shop's paints take beyond this page's is the shop's own doing;
// the network cost of the document's size is the same for both.
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import zlib from 'node:zlib';

const brotli = (text) =>
  zlib.brotliCompressSync(Buffer.from(text), { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } });

/** The shop's `/` as a phone from an ad gets it: brotli body and every header, undecoded. */
function captureHome(shopUrl) {
  return new Promise((resolve, reject) => {
    const request = http.get(`${shopUrl}/`, { headers: { 'accept-encoding': 'br, gzip' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const skip = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);
        resolve({
          headers: Object.fromEntries(Object.entries(response.headers).filter(([name]) => !skip.has(name))),
          body: Buffer.concat(chunks),
        });
      });
    });
    request.on('error', reject);
  });
}

const page = (filler) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head>' +
  '<body style="margin:0;font-family:sans-serif;background:#fffaf0">' +
  '<h1 style="margin:32px 16px 16px;font-size:30px;line-height:1.3">Fresh mangoes, honey and ghee from the farm to your door</h1>' +
  '<p style="margin:16px;font-size:18px;line-height:1.5">Straight from the growers: pay in cash when the parcel ' +
  'reaches your hands. Delivery all over the country.</p>' +
  // Incompressible filler, so the page is as long on the wire as the shop's: random text in a comment,
  // which the parser skips and nothing draws.
  `<!--${filler}--></body></html>`;

/**
 * The bare page for the bare server: the shop's own headers (content type, encoding, security
 * headers, cache control) and a brotli body of the shop's body size, within a few bytes.
 */
export async function bareHomeRoute(shopUrl) {
  const home = await captureHome(shopUrl);
  if (home.headers['content-encoding'] !== 'br') throw new Error('the shop did not answer / with brotli');
  const target = home.body.length;
  const pool = randomBytes(target * 2).toString('base64url');
  let low = 0;
  let high = pool.length;
  let best = brotli(page(''));
  while (low < high) {
    const middle = Math.floor((low + high + 1) / 2);
    const body = brotli(page(pool.slice(0, middle)));
    if (body.length <= target) {
      low = middle;
      best = body;
    } else high = middle - 1;
  }
  return {
    route: { method: 'GET', url: '/', status: 200, headers: home.headers, body: best.toString('base64') },
    shopBytes: target,
    bareBytes: best.length,
  };
}
