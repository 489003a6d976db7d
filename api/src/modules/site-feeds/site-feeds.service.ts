import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import {
  latestPublishedNews,
  projectPages,
  publishedGalleryPages,
  publishedNewsPages,
  type FeedArticle,
} from './site-feeds.repository.js';
import { element, escapeXml, rfc822, w3cDateTime, XML_DECLARATION } from './site-feeds.xml.js';

type Db = Kysely<Database>;

/** The product's name, as the site's page titles end ("News · Constituency Branch"). */
const SITE_NAME = 'Constituency Branch';

/** How many articles the feed carries. */
export const FEED_SIZE = 20;

/**
 * The public site's pages (public-site/src/routes.tsx, spec 01 §2), home first. A test holds this list to
 * that file, so a page added there is not forgotten here.
 */
export const PUBLIC_PAGES = [
  '/',
  '/about',
  '/news',
  '/projects',
  '/gallery',
  '/downloads',
  '/executives/constituency',
  '/executives/ward',
  '/executives/branch',
  '/contact',
  '/get-involved',
] as const;

/**
 * What search engines are asked to leave alone: the back office, the sign-in and account pages (spec 01
 * §2: they show a form or someone's own data, never public content) and the API itself.
 */
export const PRIVATE_PATHS = [
  '/admin',
  '/login',
  '/register',
  '/accept-invite',
  '/verify-email',
  '/check-email',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/api/',
] as const;

/** A sitemap holds at most 50,000 addresses (sitemaps.org); the newest records come first. */
const SITEMAP_LIMIT = 50_000;

/** When the latest of `records` changed; undefined when there are none. */
const newestChange = (records: readonly { changedAt: Date }[]): Date | undefined =>
  records.reduce<Date | undefined>(
    (latest, record) => (latest && latest >= record.changedAt ? latest : record.changedAt),
    undefined,
  );

/** The description of an article: its excerpt, else the first 150 characters of its content (spec 01 §2). */
const summaryOf = (article: FeedArticle) => article.excerpt.trim() || article.contentStart.trim();

/**
 * The RSS 2.0 feed of the latest published news, newest first. Scheduled articles join it at their
 * publication time; its build date is when the newest of its articles last changed.
 */
export async function rssFeed(db: Db, publicUrl: string): Promise<string> {
  const articles = await latestPublishedNews(db, FEED_SIZE);
  const built = newestChange(articles);
  const items = articles.map((article) => {
    const link = `${publicUrl}/news/${article.id}`;
    return [
      '<item>',
      element('title', article.title),
      element('link', link),
      `<guid isPermaLink="true">${escapeXml(link)}</guid>`,
      element('description', summaryOf(article)),
      element('pubDate', rfc822(article.publishedAt)),
      element('category', article.category),
      '</item>',
    ].join('');
  });
  return [
    XML_DECLARATION,
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '<channel>',
    element('title', `News · ${SITE_NAME}`),
    element('link', `${publicUrl}/news`),
    element('description', `The latest news of the ${SITE_NAME.toLowerCase()}.`),
    element('language', 'en'),
    ...(built ? [element('lastBuildDate', rfc822(built))] : []),
    `<atom:link href="${escapeXml(`${publicUrl}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

const urlEntry = (loc: string, changedAt?: Date) =>
  `<url>${element('loc', loc)}${changedAt ? element('lastmod', w3cDateTime(changedAt)) : ''}</url>`;

/**
 * The sitemap (sitemaps.org 0.9): every public page, then every published article, project and gallery
 * picture with its last change. The news, projects and gallery pages change with their newest record.
 */
export async function sitemap(db: Db, publicUrl: string): Promise<string> {
  const room = SITEMAP_LIMIT - PUBLIC_PAGES.length;
  const [news, projects, gallery] = await Promise.all([
    publishedNewsPages(db, room),
    projectPages(db, room),
    publishedGalleryPages(db, room),
  ]);
  const listChanged: Partial<Record<(typeof PUBLIC_PAGES)[number], Date | undefined>> = {
    '/news': newestChange(news),
    '/projects': newestChange(projects),
    '/gallery': newestChange(gallery),
  };
  const pages = PUBLIC_PAGES.map((page) => urlEntry(`${publicUrl}${page}`, listChanged[page]));
  const records = [
    ...news.map((r) => urlEntry(`${publicUrl}/news/${r.id}`, r.changedAt)),
    ...projects.map((r) => urlEntry(`${publicUrl}/projects/${r.id}`, r.changedAt)),
    ...gallery.map((r) => urlEntry(`${publicUrl}/gallery/${r.id}`, r.changedAt)),
  ].slice(0, room);
  return [
    XML_DECLARATION,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...records,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: the public site is open to every crawler, the private paths are not; where the sitemap is.
 * Pictures are served under /api/media/: they stay open (the longer rule wins), so that link previews and
 * image search can fetch an article's picture.
 */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/media/',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
