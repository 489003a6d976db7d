import type { PageHead, ServerRender } from './server-render';
import { PAGE_STYLE_ATTRIBUTE } from '../page-styles/page-styles';
import { STYLE_ATTRIBUTE } from '../design-system/styles/ensure-styles';
import { stylesheet } from '../design-system/styles/stylesheet';

/** The site as the server knows it: where it is, what it is called, how it describes itself. */
export interface SiteIdentity {
  /** The site's public address, e.g. `https://www.example.org` (no trailing slash needed). */
  readonly url: string;
  readonly name: string;
  readonly description: string;
}

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text safe inside an HTML attribute or element. */
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const absolute = (site: SiteIdentity, pathOrUrl: string): string => {
  try {
    return new URL(pathOrUrl, site.url.endsWith('/') ? site.url : `${site.url}/`).href;
  } catch {
    return site.url;
  }
};

/** The page's full title: "News · Constituency Branch"; the site's name alone on the home page. */
export function documentTitle(site: SiteIdentity, head: PageHead): string {
  return head.title && head.title !== site.name ? `${head.title} · ${site.name}` : site.name;
}

/**
 * The head tags of a server-rendered page: title, description, canonical address, Open Graph and Twitter
 * card tags, JSON-LD (the site's Organization and the page's own), and the stylesheets the page used, so
 * it shows styled before any script runs.
 */
export function headTags(site: SiteIdentity, render: ServerRender): string {
  const { head } = render;
  const title = documentTitle(site, head);
  const description = head.description ?? site.description;
  const canonical = head.path ? absolute(site, head.path) : undefined;
  const image = head.image ? absolute(site, head.image) : undefined;
  const meta = (attribute: 'name' | 'property', key: string, value: string | undefined) =>
    value === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const organization = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.name,
    url: absolute(site, '/'),
    description: site.description,
  };
  const jsonLd = [organization, ...(head.jsonLd ?? [])];
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    head.noIndex ? meta('name', 'robots', 'noindex') : '',
    canonical ? `<link rel="canonical" href="${escapeHtml(canonical)}" />` : '',
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title ?? site.name),
    meta('property', 'og:description', description),
    meta('property', 'og:url', canonical),
    meta('property', 'og:image', image),
    meta('property', 'og:locale', 'en_GB'),
    head.type === 'article' ? meta('property', 'article:published_time', head.publishedTime) : '',
    head.type === 'article' ? meta('property', 'article:modified_time', head.modifiedTime) : '',
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title ?? site.name),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .filter(Boolean)
    .join('\n');
}

/**
 * The stylesheets the rendered page used, marked as the browser-side injection marks them, so that the
 * page's scripts find them in place and add nothing twice.
 */
export function styleTags(render: ServerRender): string {
  const sheets = [...render.styles].map(
    ([id, css]) => `<style ${PAGE_STYLE_ATTRIBUTE}="${escapeHtml(id)}">${css}</style>`,
  );
  if (render.designSystem) sheets.unshift(`<style ${STYLE_ATTRIBUTE}="">${stylesheet}</style>`);
  return sheets.join('\n');
}
