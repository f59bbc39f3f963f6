import { stripControlCharacters } from '@haat/contract';
import sanitizeHtml from 'sanitize-html';

/**
 * The HTML a product description may keep: the formatting an editor produces, links, nothing that
 * runs or loads anything. Everything else is dropped (its text kept), except the contents of
 * script-like elements, which are dropped whole.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'h2',
    'h3',
    'h4',
    'ul',
    'ol',
    'li',
    'a',
    'blockquote',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'] },
  // Relative links stay allowed; `javascript:`, `data:`, `vbscript:` and every other scheme lose the href.
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: {},
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'noscript',
    'iframe',
    'object',
    'embed',
    'template',
    'svg',
    'math',
    'title',
    'xmp',
    'noembed',
    'noframes',
    'plaintext',
  ],
  // A link opens in a new tab and the shop page is not handed to it (reverse tabnabbing).
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer', target: '_blank' }),
  },
  parseStyleAttributes: false,
};

/** Cleans HTML typed in the back office before it is stored; the storefront renders it as HTML. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(stripControlCharacters(html), OPTIONS).trim();
}
