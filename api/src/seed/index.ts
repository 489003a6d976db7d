import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { seedContent } from './content.js';
import { seedGallery } from './gallery.js';
import { seedOrganisation } from './organisation.js';
import { seedSite } from './site.js';

/**
 * The demo content of a new site: news, projects, one constituency with its wards, branches and
 * executives, and a gallery. Each part fills only its own empty tables, so running it again (or on a
 * site already in use) adds nothing.
 */
export async function seedDemoContent(db: Kysely<Database>): Promise<void> {
  await seedContent(db);
  await seedOrganisation(db);
  await seedGallery(db);
  await seedSite(db);
}
