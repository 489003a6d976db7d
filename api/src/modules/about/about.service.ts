import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { formErrors, notFound } from '../../shared/errors.js';
import { FieldErrorList, iso } from '../../shared/fields.js';
import {
  findSection,
  listSections,
  saveSection,
  type AboutSectionRecord,
  type SectionChanges,
} from './about.repository.js';
import {
  ABOUT_SECTIONS,
  CONTENT_MAX_LENGTH,
  isAboutSection,
  TITLE_MAX_LENGTH,
  type AboutSectionDto,
  type AboutSectionKey,
  type SectionInput,
} from './about.schemas.js';
import { checkSectionData } from './about.validation.js';

type Db = Kysely<Database>;

export function toSectionDto(row: AboutSectionRecord): AboutSectionDto {
  return {
    section: row.section,
    title: row.title,
    content: row.content,
    data: row.data,
    isPublished: row.isPublished,
    updatedAt: iso(row.updatedAt),
  };
}

const label = (section: AboutSectionKey) => `${section[0]!.toUpperCase()}${section.slice(1)}`;

/** spec 02 §8: "{Section} section updated successfully!" */
export const savedMessage = (section: AboutSectionKey) => `${label(section)} section updated successfully!`;

function sectionKey(value: string): AboutSectionKey {
  const key = value.trim().toLowerCase();
  if (!isAboutSection(key)) throw notFound(`The About section "${value}"`);
  return key;
}

/** Every section keyed by name; the public gets the published ones only. */
export async function getSections(
  db: Db,
  isAdmin: boolean,
): Promise<Partial<Record<AboutSectionKey, AboutSectionDto>>> {
  const rows = await listSections(db, !isAdmin);
  return Object.fromEntries(rows.map((row) => [row.section, toSectionDto(row)]));
}

/** One section; an unpublished one is a 404 for the public, like an unknown one. */
export async function getSection(db: Db, name: string, isAdmin: boolean): Promise<AboutSectionDto> {
  const section = sectionKey(name);
  const row = await findSection(db, section);
  if (!row || (!row.isPublished && !isAdmin)) throw notFound(`The About section "${name}"`);
  return toSectionDto(row);
}

/**
 * Checks the fields of one section of a bulk save, the rules of SectionBody, adding problems under `prefix`
 * (`sections.mission.` or `sections[1].`, then `title`, `data.values[2].title`...).
 */
function checkSection(
  section: AboutSectionKey,
  body: Record<string, unknown>,
  prefix: string,
  errors: FieldErrorList,
): SectionChanges {
  const changes: SectionChanges = {};
  if (body.title !== undefined) {
    if (typeof body.title !== 'string') errors.add(`${prefix}title`, 'Title must be text');
    else if (body.title.trim().length > TITLE_MAX_LENGTH)
      errors.add(`${prefix}title`, `Title must be at most ${TITLE_MAX_LENGTH} characters`);
    else changes.title = body.title.trim();
  }
  if (body.content !== undefined) {
    if (typeof body.content !== 'string') errors.add(`${prefix}content`, 'Content must be text');
    else if (body.content.trim().length > CONTENT_MAX_LENGTH)
      errors.add(`${prefix}content`, `Content must be at most ${CONTENT_MAX_LENGTH} characters`);
    else changes.content = body.content.trim();
  }
  if (body.isPublished !== undefined) {
    if (typeof body.isPublished !== 'boolean') errors.add(`${prefix}isPublished`, 'Must be true or false');
    else changes.isPublished = body.isPublished;
  }
  if (body.data !== undefined) changes.data = checkSectionData(section, body.data, `${prefix}data`, errors);
  return changes;
}

/**
 * PUT /about/{section}: the schema has checked and tidied the fields (about.schemas.ts SectionBody); what
 * depends on the section, the shape of its data, is checked here.
 */
export async function updateSection(db: Db, name: string, body: SectionInput) {
  const section = sectionKey(name);
  const errors = new FieldErrorList();
  const changes: SectionChanges = { title: body.title, content: body.content, isPublished: body.isPublished };
  if (body.data !== undefined) changes.data = checkSectionData(section, body.data, 'data', errors);
  if (!errors.isEmpty) throw formErrors(errors.errors);
  return { data: toSectionDto(await saveSection(db, section, changes)), message: savedMessage(section) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * POST /about/sections: several sections at once, given as an object keyed by section or as a list of
 * objects naming their section. Everything is checked first and written in one transaction: one bad section
 * and nothing is saved.
 */
export async function saveSections(db: Db, sections: Record<string, unknown> | unknown[]) {
  const errors = new FieldErrorList();
  const entries: [AboutSectionKey, SectionChanges][] = [];
  const seen = new Set<AboutSectionKey>();
  /** `path`: where the section sits in the request; `nameField`: where its name does. */
  const take = (name: unknown, body: unknown, path: string, nameField: string) => {
    if (!isObject(body)) {
      errors.add(path, 'Each section must be an object');
      return;
    }
    const key = typeof name === 'string' ? name.trim().toLowerCase() : '';
    if (!isAboutSection(key)) {
      errors.add(
        nameField,
        typeof name !== 'string' || name.trim() === ''
          ? 'Section is required'
          : `Unknown section: ${name}. Use one of ${ABOUT_SECTIONS.join(', ')}`,
      );
      return;
    }
    if (seen.has(key)) {
      errors.add(path, `The ${key} section is given more than once`);
      return;
    }
    seen.add(key);
    entries.push([key, checkSection(key, body, `${path}.`, errors)]);
  };

  if (Array.isArray(sections)) {
    sections.forEach((body: unknown, index) =>
      take(
        isObject(body) ? body.section : undefined,
        body,
        `sections[${index}]`,
        `sections[${index}].section`,
      ),
    );
  } else {
    for (const [name, body] of Object.entries(sections))
      take(name, body, `sections.${name}`, `sections.${name}`);
  }
  if (errors.isEmpty && entries.length === 0) errors.add('sections', 'Give at least one section to save');
  if (!errors.isEmpty) throw formErrors(errors.errors);

  const saved = await db.transaction().execute(async (trx) => {
    const rows: AboutSectionRecord[] = [];
    for (const [section, changes] of entries) rows.push(await saveSection(trx, section, changes));
    return rows;
  });
  const names = saved.map((row) => label(row.section));
  return {
    data: Object.fromEntries(saved.map((row) => [row.section, toSectionDto(row)])),
    message:
      names.length === 1
        ? savedMessage(saved[0]!.section)
        : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} sections updated successfully!`,
  };
}
