import { sql, type Kysely } from 'kysely';
import type { Database, NewsCategory } from '../../db/schema.js';

type Db = Kysely<Database>;

/** An article as the feed shows it. */
export interface FeedArticle {
  id: string;
  title: string;
  excerpt: string;
  /** The first characters of the content, for an article without an excerpt. */
  contentStart: string;
  category: NewsCategory;
  publishedAt: Date;
  /** The later of its publication and its last edit: when readers last saw it change. */
  changedAt: Date;
}

/** A record with a public page, and when it last changed. */
export interface SitemapRecord {
  id: string;
  changedAt: Date;
}

/** How much of an article's content the feed may need (spec 01 §2: the first 150 characters). */
const CONTENT_START_LENGTH = 150;

// A scheduled article goes public at its time: the database's clock decides, as for the news list.
const published = sql<boolean>`news.published_at <= now()`;
const newsChangedAt = sql<Date>`greatest(news.published_at, news.updated_at)`;

/** The latest published articles, newest first, in the news list's order. */
export function latestPublishedNews(db: Db, limit: number): Promise<FeedArticle[]> {
  return db
    .selectFrom('news')
    .select([
      'news.id',
      'news.title',
      'news.excerpt',
      sql<string>`left(news.content, ${sql.lit(CONTENT_START_LENGTH)})`.as('contentStart'),
      'news.category',
      'news.published_at as publishedAt',
      newsChangedAt.as('changedAt'),
    ])
    .where(published)
    .orderBy('news.published_at', 'desc')
    .orderBy('news.created_at', 'desc')
    .orderBy('news.id')
    .limit(limit)
    .execute();
}

/** Every published article, newest first. */
export function publishedNewsPages(db: Db, limit: number): Promise<SitemapRecord[]> {
  return db
    .selectFrom('news')
    .select(['news.id', newsChangedAt.as('changedAt')])
    .where(published)
    .orderBy('news.published_at', 'desc')
    .orderBy('news.id')
    .limit(limit)
    .execute();
}

/** Every project (projects have no draft state: all are public), most recently changed first. */
export function projectPages(db: Db, limit: number): Promise<SitemapRecord[]> {
  return db
    .selectFrom('projects')
    .select(['projects.id', 'projects.updated_at as changedAt'])
    .orderBy('projects.updated_at', 'desc')
    .orderBy('projects.id')
    .limit(limit)
    .execute();
}

/** Every published gallery picture (drafts are the administrators' own), most recently changed first. */
export function publishedGalleryPages(db: Db, limit: number): Promise<SitemapRecord[]> {
  return db
    .selectFrom('gallery_assets')
    .select(['gallery_assets.id', 'gallery_assets.updated_at as changedAt'])
    .where('gallery_assets.status', '=', 'published')
    .orderBy('gallery_assets.updated_at', 'desc')
    .orderBy('gallery_assets.id')
    .limit(limit)
    .execute();
}
