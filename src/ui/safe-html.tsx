// Platform HTML (announcements, help, messages, news, legal texts) rendered safely.
//
// What survives (an allow-list, not a block-list):
// - plain text markup only: paragraphs, headings, lists, tables, emphasis, links, images. No
//   `<style>`, forms, inputs, buttons, frames, objects, embeds, media, SVG or MathML (their text is
//   kept where it is text), and no `<script>` or handler of any kind.
// - attributes: href, src, alt, title, width/height (images), table spans, dir, lang, datetime and
//   list numbering. Never `style` (a platform text once covered the screen with a fake 'session
//   expired' box), never `class` or `id` (the app's CSS is global: `class="popup-backdrop"` would
//   borrow a fixed full-screen overlay just as `style` did, and an `id` could capture the app's
//   `#id` rules, the targets of its aria-labelledby or a named global, i.e. DOM clobbering), never
//   `data-*`, `aria-*`, `role`, `name`, `target`, `srcset`, `ping`, `background`.
// - images only from this origin or the merchant's image CDNs (given by the caller, since this
//   layer does not know the merchant), or an inline raster data: image; any other is dropped.
// - links, decided by the one URL gate (src/config/url-gate.ts, parsing against this page's
//   origin): same origin and a path under /m/ → navigates inside the app; another https: URL
//   (http: only for localhost) → new tab with rel="noopener noreferrer"; anything else
//   (javascript:, data:, vbscript:, http: elsewhere, protocol-relative or backslash tricks,
//   credentials in the URL) → the href is removed and the link keeps its text.
import { useMemo, type MouseEvent } from 'react';
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { useNavigate } from 'react-router-dom';
import { classifyUrl, isAllowedImage } from '@/config/url-gate';

const ALLOWED_TAGS = [
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'blockquote',
  'br',
  'caption',
  'cite',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'details',
  'dfn',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strong',
  'sub',
  'summary',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'time',
  'tr',
  'u',
  'ul',
  'wbr',
];
const ALLOWED_ATTR = ['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'dir', 'lang', 'datetime', 'start', 'reversed'];

const PURIFY_CONFIG: Config = {
  ALLOWED_TAGS,
  ALLOWED_ATTR,
  ALLOW_DATA_ATTR: false,
  ALLOW_ARIA_ATTR: false,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  // A first cut; every href and src is decided again, by parsing, in the hook below.
  ALLOWED_URI_REGEXP: /^(?:https?:\/\/|\/)/i,
  ALLOW_SELF_CLOSE_IN_ATTR: false,
  SAFE_FOR_XML: true,
  WHOLE_DOCUMENT: false,
  RETURN_DOM: false,
  RETURN_DOM_FRAGMENT: false,
};

/** An image's src as it will be written, if the gate allows it (this origin, a CDN, raster data:). */
function allowedImageSrc(value: string, origin: string, cdns: readonly string[]): string | null {
  if (!isAllowedImage(value, origin, cdns)) return null;
  try {
    return value.startsWith('data:') ? value : new URL(value, `${origin}/`).href;
  } catch {
    return null;
  }
}

export interface SanitizeOptions {
  /** The page's origin (defaults to the current one). */
  origin?: string;
  /** The merchant's image CDNs (origins); images from elsewhere are dropped. */
  imageCdns?: readonly string[];
}

let purifier: Purifier | null = null;
let current: { origin: string; imageCdns: readonly string[] } = { origin: '', imageCdns: [] };

function getPurifier(): Purifier {
  if (purifier) return purifier;
  // An instance of our own: its hooks never affect anyone else's DOMPurify.
  const p = DOMPurify(window);
  p.addHook('afterSanitizeAttributes', (node) => {
    const tag = node.nodeName.toLowerCase();
    if (tag !== 'img') {
      node.removeAttribute('width');
      node.removeAttribute('height');
    }
    if (tag === 'a') {
      const href = node.getAttribute('href');
      node.removeAttribute('target');
      node.removeAttribute('rel');
      if (href === null) return;
      const target = classifyUrl(href, current.origin);
      if (target.kind === 'inApp') node.setAttribute('href', target.path);
      else if (target.kind === 'external') {
        node.setAttribute('href', target.href);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      } else node.removeAttribute('href');
    } else if (tag === 'img') {
      const src = allowedImageSrc(node.getAttribute('src') ?? '', current.origin, current.imageCdns);
      if (src === null) node.remove();
      else node.setAttribute('src', src);
    } else {
      node.removeAttribute('href');
      node.removeAttribute('src');
    }
  });
  purifier = p;
  return p;
}

/** A handler attribute's name in a start tag: `on…=` after a space, a slash or a closing quote. */
const HANDLER_IN_TAG = /([\s/"'])(on[a-z][\w-]*\s*=)/gi;

/**
 * Renames handler attributes (`onerror=` → `data-inert-onerror=`) in the start tags of `html`
 * before DOMPurify parses it. Chromium checks the page's CSP as soon as it parses an inline
 * handler, even in DOMPurify's inert document, and reports a refusal that never was an attack on
 * the page: every member shown such a text would file one. The renamed attribute is then dropped
 * like any `data-*`. Not the gate: whatever this misses (a `>` inside a quoted value), DOMPurify
 * removes all the same; the rename only ever adds a prefix, so it can never make a handler.
 */
export function inertHandlers(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) => tag.replace(HANDLER_IN_TAG, '$1data-inert-$2'));
}

/** Sanitises platform HTML and rewrites its links and images (see the top of this file). */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  const p = getPurifier();
  current = { origin: options.origin ?? window.location.origin, imageCdns: options.imageCdns ?? [] };
  try {
    return p.sanitize(inertHandlers(html), PURIFY_CONFIG);
  } finally {
    current = { origin: '', imageCdns: [] };
  }
}

export interface SafeHtmlProps {
  html: string;
  /** The merchant's image CDNs (`config.imageCdns`): images from anywhere else are dropped. */
  imageCdns: readonly string[];
  className?: string;
}

export function SafeHtml({ html, imageCdns, className }: SafeHtmlProps) {
  const navigate = useNavigate();
  const clean = useMemo(() => sanitizeHtml(html, { imageCdns }), [html, imageCdns]);
  const onClick = (e: MouseEvent<HTMLDivElement>) => {
    if (!(e.target instanceof Element)) return;
    const a = e.target.closest('a');
    if (!a || !e.currentTarget.contains(a)) return;
    // Decided again at the moment of the click, by the same rule.
    const target = classifyUrl(a.getAttribute('href') ?? '', window.location.origin);
    if (target.kind === 'external') return; // the browser opens it: target=_blank, rel=noopener noreferrer
    e.preventDefault();
    if (target.kind === 'inApp') void navigate(target.path);
  };
  // The HTML was sanitised above; this is the one place platform HTML reaches the DOM.
  return <div className={className} data-safe-html="" onClick={onClick} dangerouslySetInnerHTML={{ __html: clean }} />;
}
