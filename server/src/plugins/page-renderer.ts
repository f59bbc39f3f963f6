import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import {
  faviconPngFile,
  ORDER_FORM_PATH,
  type Order,
  type OrderFormState,
  paths,
  type Seo,
  type StorefrontData,
  type StorefrontRenderer,
  seoDefaults,
} from '@haat/contract';
import type { FastifyBaseLogger } from 'fastify';
import { escapeHtml } from '../lib/html.js';
import { shopDate } from '../lib/shop-time.js';
import type { Services } from '../services.js';
import { createPageFiles, PAGE_FILES_PATH } from './page-files.js';
import { createPageFont, type PageFont, type PageFontCut } from './page-font.js';
import { stylesUsedBy } from './page-stylesheet.js';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Everything the landing page shows, read in-process from the services the public API uses. */
export async function loadStorefrontData(services: Services): Promise<StorefrontData> {
  const { catalog, settings } = services;
  const [
    business,
    logos,
    favicon,
    seo,
    banner,
    features,
    featureSection,
    faqs,
    faqSection,
    products,
    siteSettings,
  ] = await Promise.all([
    services.businessInfo.list(),
    services.brand.logo.list(),
    services.brand.favicon.get(),
    services.seo.get(),
    services.banner.get(),
    services.features.list(),
    services.sectionTitles.feature.get(),
    services.faq.list(),
    services.sectionTitles.faq.get(),
    catalog.listProducts(),
    settings.list(),
  ]);
  return {
    business,
    logos,
    favicon,
    seo,
    banner,
    features,
    featureSection,
    faqs,
    faqSection,
    products,
    settings: siteSettings,
  };
}

const meta = (name: string, content: string) => `<meta name="${name}" content="${escapeHtml(content)}">`;
const property = (name: string, content: string) =>
  `<meta property="${name}" content="${escapeHtml(content)}">`;

/**
 * The head of every page, from the SEO settings with Bengali defaults for empty fields. Written here,
 * escaped, so Facebook's crawler and link previews (which run no JavaScript) read the shop's own words.
 */
export function buildHead(
  data: Pick<StorefrontData, 'seo' | 'favicon' | 'banner'>,
  heroImage: { src: string; srcSet?: string; sizes?: string } | null,
  fontTags = '',
): string {
  const basic: Partial<Seo['basic']> = data.seo?.basic ?? {};
  const custom: Partial<Seo['custom']> = data.seo?.custom ?? {};
  const title = basic.title || seoDefaults.title;
  const description = basic.description || seoDefaults.description;
  const siteUrl = (basic.url ?? '').replace(/\/+$/, '');
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('description', description),
    meta('keywords', basic.keywords || seoDefaults.keywords),
    meta('author', basic.author || seoDefaults.author),
    meta('designer', basic.designer || seoDefaults.designer),
    meta('subject', basic.subject || seoDefaults.subject),
    meta('copyright', basic.copyright || basic.author || seoDefaults.author),
    property('og:type', 'website'),
    property('og:locale', 'bn_BD'),
    property('og:title', title),
    property('og:description', description),
  ];
  if (siteUrl) {
    tags.push(
      `<link rel="canonical" href="${escapeHtml(`${siteUrl}/`)}">`,
      property('og:url', `${siteUrl}/`),
    );
    const firstSlide = data.banner?.galleries[0];
    if (firstSlide)
      tags.push(property('og:image', `${siteUrl}/api/banner/${encodeURIComponent(firstSlide.url)}`));
  }
  if (custom.facebook_domain_verification) {
    tags.push(meta('facebook-domain-verification', custom.facebook_domain_verification));
  }
  if (custom.google_site_verification)
    tags.push(meta('google-site-verification', custom.google_site_verification));
  if (data.favicon) {
    // PNG first: some browsers do not show a WebP favicon. 180 px for a phone's home screen.
    const icon = (file: string) => `/api/favicon/${encodeURIComponent(file)}`;
    tags.push(
      `<link rel="icon" type="image/png" sizes="32x32" href="${icon(faviconPngFile(data.favicon.icon, 32))}">`,
      `<link rel="icon" type="image/webp" href="${icon(data.favicon.icon)}">`,
      `<link rel="apple-touch-icon" href="${icon(faviconPngFile(data.favicon.icon, 180))}">`,
    );
  }
  if (heroImage) {
    const responsive = heroImage.srcSet
      ? ` imagesrcset="${escapeHtml(heroImage.srcSet)}" imagesizes="${escapeHtml(heroImage.sizes ?? '')}"`
      : '';
    tags.push(
      `<link rel="preload" as="image" href="${escapeHtml(heroImage.src)}"${responsive} fetchpriority="high">`,
    );
  }
  // After the hero image's preload: over HTTP/1.1 the first request after the page rides the page's
  // own connection, and the image is the largest paint (decision 014).
  if (fontTags) tags.push(fontTags);
  return tags.join('\n    ');
}

/**
 * The face of the page's first paint (decision 014): the cut of the shop's font to the page's own
 * text, preloaded right after the hero image. Until it is loaded the page is laid out but not shown
 * (`data-font` on the root, which the page's entry removes once the face is ready, or after 3 s
 * whatever happens): laid out with another face first, the text would take other widths, and the
 * offer's image below it would jump when the shop's face arrived. Without a cut, the whole font.
 */
function fontTags(family: string, address: string, cut: PageFontCut | null): string {
  const face = `@font-face{font-family:"${family}";font-display:${cut ? 'block' : 'swap'};src:url(${address}) format("woff2")${cut ? `;unicode-range:${cut.unicodeRange}` : ''}}`;
  const wait = cut
    ? '#root[data-font]{visibility:hidden;animation:haat-font 0s 3s forwards}@keyframes haat-font{to{visibility:visible}}'
    : '';
  return [
    `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(address)}" crossorigin>`,
    `<style>${face}${wait}</style>`,
    // Without scripts nothing would show the page before the 3 s are up (decision 069).
    ...(cut
      ? ['<noscript><style>#root[data-font]{visibility:visible;animation:none}</style></noscript>']
      : []),
  ].join('\n    ');
}

/** The text a page's markup draws: its text and the attributes a browser may show instead of an image. */
function pageText(html: string): string {
  return [...html.matchAll(/>([^<]+)<|\s(?:alt|title|placeholder)="([^"]*)"/g)]
    .map((match) => match[1] ?? match[2] ?? '')
    .join(' ');
}

/** The page font's cutter, from the shop's font in the web build; null when there is none. */
async function loadPageFont(
  font: StorefrontRenderer['storefrontFont'],
  webDistDir: string,
  log: FastifyBaseLogger,
): Promise<PageFont | null> {
  if (!font) return null;
  const file = path.join(webDistDir, font.url);
  if (!fs.existsSync(file)) {
    log.warn({ file }, 'the shop font is not in the web build: pages name no face for Bengali');
    return null;
  }
  return createPageFont(file);
}

export interface RenderedPage {
  html: Buffer;
  brotli: Buffer;
  gzip: Buffer;
  etag: string;
  /** CSP sources allowing the page's own inline scripts, by hash (see `inlineScriptHashes`). */
  scriptHashes: string[];
}

/**
 * `'sha256-…'` sources for the inline module scripts of a built template: the storefront's entry,
 * which the web build writes into index.html (decision 014). The policy allows no inline script
 * otherwise (security-headers.ts); a hash allows exactly that code and nothing an attacker could add.
 */
export function inlineScriptHashes(template: string): string[] {
  return [...template.matchAll(/<script type="module">([\s\S]*?)<\/script>/g)].map(
    ([, code]) =>
      `'sha256-${createHash('sha256')
        .update(code ?? '')
        .digest('base64')}'`,
  );
}

/** The Content-Security-Policy of a page: the app-wide one, plus the page's inline scripts' hashes. */
export function pagePolicy(policy: string, scriptHashes: readonly string[]): string {
  if (scriptHashes.length === 0) return policy;
  if (!/(^|;)\s*script-src 'self'/.test(policy)) {
    throw new Error("the Content-Security-Policy has no script-src 'self' to add the page's scripts to");
  }
  return policy.replace(/(script-src 'self')/, `$1 ${scriptHashes.join(' ')}`);
}

async function compressPage(
  html: string,
  scriptHashes: string[],
  brotliQuality: number = zlibConstants.BROTLI_MAX_QUALITY,
): Promise<RenderedPage> {
  const body = Buffer.from(html);
  const [br, gz] = await Promise.all([
    // The best compression by default: the page is compressed once per render, and every byte of it
    // is on the way to the first paint (it must fit the first round trip of a new connection,
    // decision 014).
    brotli(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: brotliQuality } }),
    gzipAsync(body, { level: 9 }),
  ]);
  return {
    html: body,
    brotli: br,
    gzip: gz,
    etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`,
    scriptHashes,
  };
}

/** The rendered storefront module, when the SSR build exists beside the web build (web/dist-ssr). */
async function loadRenderer(webDistDir: string, log: FastifyBaseLogger): Promise<StorefrontRenderer | null> {
  const entry = path.join(path.dirname(webDistDir), 'dist-ssr', 'entry-server.js');
  if (!fs.existsSync(entry)) {
    log.warn({ entry }, 'no server-rendering build: pages are sent as the app shell');
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as StorefrontRenderer;
}

/** `home`: `/` rendered with its data; `shell`: the storefront's other pages; `admin`: the back office. */
/**
 * `/` carries its stylesheet inline: on a phone's first visit from an ad nothing is cached, and a
 * separate, render-blocking CSS file costs one more round trip before anything shows (about 0.3 s on
 * slow 4G; docs/performance.md). It is the landing page's own stylesheet (web/src/landing.css; the
 * app adds the rest, decision 014), cut at each render to the rules that render uses (decision 070).
 * Other pages keep the link, cached by the browser. The CSP allows inline styles
 * (security-headers.ts).
 */
function inlineStylesheets(template: string, webDistDir: string): { html: string; sheets: string[] } {
  const sheets: string[] = [];
  const html = template.replace(
    /<link rel="stylesheet"(?: crossorigin)? href="\/(assets\/[\w.-]+\.css)">/g,
    (tag, file: string) => {
      const full = path.join(webDistDir, file);
      if (!fs.existsSync(full)) return tag;
      const css = fs.readFileSync(full, 'utf8');
      sheets.push(css);
      return `<style>${css}</style>`;
    },
  );
  return { html, sheets };
}

/** `html` with each of `sheets`, inline in it, cut to the rules `html` uses (decision 070). */
async function cutInlineStylesheets(html: string, sheets: readonly string[]): Promise<string> {
  let cut = html;
  for (const css of sheets) {
    const used = await stylesUsedBy(css, html);
    cut = cut.replace(`<style>${css}</style>`, () => `<style>${used}</style>`);
  }
  return cut;
}

/**
 * The app's scripts asked for once the page's first picture is on the screen (decision 041), as the
 * storefront asks for its app once the offer is shown (decision 014): nothing on that picture waits
 * for them, and on slow mobile data they would share the connection with the page and its font. A
 * small inline module (allowed by its hash) adds the entry and its `modulepreload` links once the
 * picture is painted, or after a second in a tab that paints nothing (one opened in the background).
 */
const SCRIPTS_AT_THE_LATEST_MS = 1000;
const FILES_ASKED_PER_TASK = 3;

function loadScriptsAfterFirstPaint(template: string): string {
  const entries: string[] = [];
  const preloads: string[] = [];
  const stripped = template
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g, (_tag, src: string) => {
      entries.push(src);
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      preloads.push(href);
      return '';
    });
  if (entries.length === 0) throw new Error('admin.html has no module script to load');
  // The entry first (the root of the module graph, on the critical path), then its modulepreload
  // links, a few to a task: asking for a file costs the main thread about a millisecond (more under
  // a profiler), and all ten in one go were a task long enough to count as blocking on a phone
  // (decision 041). Each next group is asked for in the task after, a moment later.
  const files = [...entries.map((src) => ({ src })), ...preloads.map((href) => ({ href }))];
  // The browser's own word that the first picture is painted (its first contentful paint), not the
  // next animation frame: that frame's callbacks run before it is shown, and scripts asked for then
  // arrived, on a fast connection, before the picture was on the screen.
  const loader =
    `const files=${JSON.stringify(files)};` +
    `const ask=(from)=>{for(const f of files.slice(from,from+${FILES_ASKED_PER_TASK})){` +
    "const e=document.createElement(f.src?'script':'link');" +
    "if(f.src){e.type='module';e.src=f.src}else{e.rel='modulepreload';e.href=f.href}" +
    "e.crossOrigin='';document.head.append(e)}" +
    `if(from+${FILES_ASKED_PER_TASK}<files.length)setTimeout(()=>ask(from+${FILES_ASKED_PER_TASK}))};` +
    'let done=false;const load=()=>{if(done)return;done=true;ask(0)};' +
    "try{new PerformanceObserver((list)=>{if(list.getEntriesByName('first-contentful-paint').length)load()}).observe({type:'paint',buffered:true})}catch{}" +
    `setTimeout(load,${SCRIPTS_AT_THE_LATEST_MS});`;
  return stripped.replace('</body>', () => `<script type="module">${loader}</script></body>`);
}

export type PageKind = 'home' | 'shell' | 'admin';

/** How many renders of the orders screen's first picture (one per address) are kept. */
const ADMIN_ORDERS_PAGES_KEPT = 32;
const ADMIN_ORDERS_BROTLI_QUALITY = 5;

function checkTemplate(name: string, template: string): void {
  if (!template.includes('<!--app-head-->') || !template.includes('<div id="root"></div>')) {
    throw new Error(`web/dist/${name} lacks the <!--app-head--> or <div id="root"></div> placeholder`);
  }
}

/**
 * Renders `/` (the storefront's components on the server) and the app shells of the other pages, and
 * keeps them in memory, compressed, with an ETag. Any content write drops them (services.changes),
 * so the next visitor gets a fresh render and everyone after that the cached bytes. The back office
 * has its own entry (admin.html, decision 008); without it, the storefront's.
 *
 * The query cache the app hydrates `/` from is not inside the page but a file of its own (`files`,
 * named on the root element as `data-state`), which the page's entry fetches once the offer is on
 * the screen, beside the app: inline, it pushed the page past the first round trip of a new
 * connection (decision 014).
 */
export async function createPageRenderer(options: {
  template: string;
  adminTemplate?: string | null;
  webDistDir: string;
  services: Services;
  log: FastifyBaseLogger;
}) {
  const { template, services, log } = options;
  checkTemplate('index.html', template);
  if (options.adminTemplate) checkTemplate('admin.html', options.adminTemplate);
  const home = inlineStylesheets(template, options.webDistDir);
  const templates: Record<PageKind, string> = {
    home: home.html,
    shell: template,
    admin: options.adminTemplate || template,
  };
  const scriptHashes: Record<PageKind, string[]> = {
    home: inlineScriptHashes(templates.home),
    shell: inlineScriptHashes(templates.shell),
    admin: inlineScriptHashes(templates.admin),
  };
  const renderer = await loadRenderer(options.webDistDir, log);
  // Each render is kept for its shop day: `/` shows what is on sale today (harvest dates, decision
  // 064), so the first visitor of a new day in Dhaka gets a fresh render even if nothing was edited.
  const cache = new Map<PageKind, { day: string; page: Promise<RenderedPage> }>();
  const files = createPageFiles();
  const shopFont = renderer?.storefrontFont;
  const pageFont = await loadPageFont(shopFont, options.webDistDir, log);

  async function render(kind: PageKind): Promise<RenderedPage> {
    const data = await loadStorefrontData(services);
    let root = '<div id="root"></div>';
    let heroImage = null;
    let font = '';
    if (kind === 'home' && renderer) {
      const page = renderer.renderPage('/', data);
      heroImage = page.heroImage;
      const cut = pageFont ? await pageFont.cut(pageText(page.html)) : null;
      const [state, cutFile] = await files.add([
        {
          extension: 'json',
          type: 'application/json; charset=utf-8',
          body: Buffer.from(JSON.stringify(page.state)),
          compress: true,
        },
        ...(cut ? [{ extension: 'woff2', type: 'font/woff2', body: cut.woff2, compress: false }] : []),
      ]);
      const family = shopFont?.family.replace(/["\\<>&]/g, '') ?? '';
      const waitForFont = cut ? ` data-font="${family}"` : '';
      root = `<div id="root" data-state="${PAGE_FILES_PATH}${state}"${waitForFont}>${page.html}</div>`;
      if (shopFont) font = fontTags(family, cut ? `${PAGE_FILES_PATH}${cutFile}` : shopFont.url, cut);
    }
    // Function replacers: a `$&` or `$1` in the shop's own text must stay text.
    const html = templates[kind]
      .replace('<!--app-head-->', () => buildHead(data, heroImage, font))
      .replace('<div id="root"></div>', () => root);
    return compressPage(
      kind === 'home' ? await cutInlineStylesheets(html, home.sheets) : html,
      scriptHashes[kind],
    );
  }

  // The orders screen's first picture (decision 041), with the admin stylesheet inline: what a phone
  // draws before any script. One render per distinct address (its filters show in the picture), the
  // latest few kept.
  const adminOrdersTemplate = options.adminTemplate
    ? loadScriptsAfterFirstPaint(inlineStylesheets(options.adminTemplate, options.webDistDir).html)
    : null;
  const adminOrdersScriptHashes = adminOrdersTemplate ? inlineScriptHashes(adminOrdersTemplate) : [];
  const adminOrdersCache = new Map<string, Promise<RenderedPage>>();
  // The shop's head (title, icon, description) is the same for every address: read once per change.
  let adminOrdersHead: Promise<string> | null = null;
  const adminHead = () => {
    if (!adminOrdersHead) {
      const pending = loadStorefrontData(services).then((data) => buildHead(data, null, ''));
      pending.catch(() => {
        if (adminOrdersHead === pending) adminOrdersHead = null;
      });
      adminOrdersHead = pending;
    }
    return adminOrdersHead;
  };

  async function renderAdminOrders(address: string): Promise<RenderedPage> {
    if (!adminOrdersTemplate || !renderer?.renderAdminShell) return render('admin');
    const head = await adminHead();
    const shell = renderer.renderAdminShell(address);
    const html = adminOrdersTemplate
      .replace('<!--app-head-->', () => head)
      .replace(
        '<div id="root"></div>',
        () => `<div id="admin-shell" inert aria-hidden="true">${shell}</div><div id="root"></div>`,
      );
    // Quality 5, not the best (11): a render per address is open to anyone, and the best took ~80 ms
    // of CPU for ~1.5 kB less; 5 takes ~8 ms and still fits the first round trip (decision 041).
    return compressPage(html, adminOrdersScriptHashes, ADMIN_ORDERS_BROTLI_QUALITY);
  }

  // The answers of the form that works without the app (decision 069): drawn per post, never kept,
  // without the app's script (its page would be drawn afresh by the app, dropping what the post left
  // on it), and in the whole font rather than a cut (cutting costs the server a tenth of a second).
  const noScriptTemplate = templates.home.replace(/<script type="module">[\s\S]*?<\/script>/g, '');
  async function renderNoScript(
    url: string,
    extra: { form?: OrderFormState; order?: Order },
  ): Promise<RenderedPage> {
    if (!renderer) throw new Error('no server-rendering build: the order form has no page to answer');
    const data = await loadStorefrontData(services);
    const page = renderer.renderPage(url, data, extra);
    const family = shopFont?.family.replace(/["\\<>&]/g, '') ?? '';
    const font = shopFont ? fontTags(family, shopFont.url, null) : '';
    const html = noScriptTemplate
      .replace('<!--app-head-->', () => buildHead(data, page.heroImage, font))
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
    return compressPage(html, [], ADMIN_ORDERS_BROTLI_QUALITY);
  }

  const unsubscribe = services.changes.subscribe(() => {
    cache.clear();
    adminOrdersCache.clear();
    adminOrdersHead = null;
  });

  return {
    page(kind: PageKind): Promise<RenderedPage> {
      const day = shopDate(new Date());
      const kept = cache.get(kind);
      if (kept?.day === day) return kept.page;
      const pending = render(kind);
      const entry = { day, page: pending };
      cache.set(kind, entry);
      // A failed render is not kept: the next request tries again.
      pending.catch(() => {
        if (cache.get(kind) === entry) cache.delete(kind);
      });
      return pending;
    },
    /**
     * The orders screen's page for `url` (/admin/orders and its query): admin.html with the screen's
     * first picture and the stylesheet inline (decision 041).
     */
    adminOrdersPage(url: string): Promise<RenderedPage> {
      // Keyed by what the picture shows, not by the address's spelling (the order of its parameters,
      // one the screen does not read): anyone may ask for any address.
      const address = renderer?.adminShellAddress?.(url) ?? url;
      let pending = adminOrdersCache.get(address);
      if (!pending) {
        pending = renderAdminOrders(address);
        if (adminOrdersCache.size >= ADMIN_ORDERS_PAGES_KEPT) {
          const oldest = adminOrdersCache.keys().next().value;
          if (oldest !== undefined) adminOrdersCache.delete(oldest);
        }
        adminOrdersCache.set(address, pending);
        pending.catch(() => adminOrdersCache.delete(address));
      }
      return pending;
    },
    /** The server-drawn order form, empty or as a post left it (decision 069). */
    formPage: (form: OrderFormState) => renderNoScript(ORDER_FORM_PATH, { form }),
    /** The success page of an order the server-drawn form placed (decision 069). */
    orderPage: (order: Order) => renderNoScript(paths.orderSuccess(order._id), { order }),
    /** A file of a recent render of `/` (its data, its font), by name. */
    file: files.get,
    close: unsubscribe,
  };
}
