import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { formErrors, notFound } from '../../shared/errors.js';
import { FieldErrorList, iso } from '../../shared/fields.js';
import type { AuditActor } from '../../shared/audit-actor.js';
import { recordChange } from '../audit/audit.service.js';
import {
  findSection,
  listSections,
  lockSection,
  saveSection,
  type AboutSectionRecord,
  type SectionChanges,
} from './about.repository.js';
import {
  ABOUT_SECTIONS,
  isAboutSection,
  type AboutSectionDto,
  type AboutSectionsDto,
  sectionLabel,
  type AboutSectionKey,
  type SectionBodyInput,
  type SectionInput,
} from './about.schemas.js';
import { checkSectionBody, type Problem } from './about.validation.js';

type Db = Kysely<Database>;

/** A stored section; its data was checked against its section's shape when it was saved. */
export function toSectionDto(row: AboutSectionRecord): AboutSectionDto {
  return {
    section: row.section,
    title: row.title,
    content: row.content,
    data: row.data,
    isPublished: row.isPublished,
    updatedAt: iso(row.updatedAt),
  } as AboutSectionDto;
}

/** spec 02 §8: "{Section} section updated successfully!" */
export const savedMessage = (section: AboutSectionKey) =>
  `${sectionLabel(section)} section updated successfully!`;

function sectionKey(value: string): AboutSectionKey {
  const key = value.trim().toLowerCase();
  if (!isAboutSection(key)) throw notFound(`The About section "${value}"`);
  return key;
}

const sectionsByName = (rows: AboutSectionRecord[]): AboutSectionsDto =>
  Object.fromEntries(rows.map((row) => [row.section, toSectionDto(row)]));

/** Every section keyed by name; the public gets the published ones only. */
export async function getSections(db: Db, isAdmin: boolean): Promise<AboutSectionsDto> {
  const rows = await listSections(db, !isAdmin);
  return sectionsByName(rows);
}

/** One section; an unpublished one is a 404 for the public, like an unknown one. */
export async function getSection(db: Db, name: string, isAdmin: boolean): Promise<AboutSectionDto> {
  const section = sectionKey(name);
  const row = await findSection(db, section);
  if (!row || (!row.isPublished && !isAdmin)) throw notFound(`The About section "${name}"`);
  return toSectionDto(row);
}

/** Saves one section in `trx` and records the change in the audit log (a missing row is a creation). */
async function saveAudited(
  trx: Db,
  actor: AuditActor,
  section: AboutSectionKey,
  changes: SectionChanges,
): Promise<AboutSectionRecord> {
  const current = await lockSection(trx, section);
  const row = await saveSection(trx, section, changes);
  await recordChange(trx, actor, {
    entity: 'about_section',
    entityId: section,
    label: sectionLabel(section),
    before: current ? toSectionDto(current) : null,
    after: toSectionDto(row),
    ignore: ['section'],
  });
  return row;
}

/**
 * PUT /about/{section} on the section's own path (/about/mission, …): `found` are the problems its schema
 * found in the body, tidied as declared (about.schemas.ts SECTION_BODIES); the rules a schema cannot say are
 * added to them, and every problem is answered at once.
 */
export async function updateSection(
  db: Db,
  section: AboutSectionKey,
  body: SectionBodyInput,
  found: Problem[],
  actor: AuditActor,
) {
  const errors = new FieldErrorList();
  const changes = checkSectionBody(section, body, '', errors, found);
  if (!errors.isEmpty) throw formErrors(errors.errors);
  const row = await db.transaction().execute((trx) => saveAudited(trx, actor, section, changes));
  return { data: toSectionDto(row), message: savedMessage(section) };
}

/**
 * PUT /about/{section} with the section named in another spelling (/about/Mission): an unknown section is a
 * 404; a known one is checked by the rules of its own path's body.
 */
export async function updateSectionNamed(db: Db, name: string, body: SectionInput, actor: AuditActor) {
  const section = sectionKey(name);
  const errors = new FieldErrorList();
  const changes = checkSectionBody(section, body, '', errors);
  if (!errors.isEmpty) throw formErrors(errors.errors);
  const row = await db.transaction().execute((trx) => saveAudited(trx, actor, section, changes));
  return { data: toSectionDto(row), message: savedMessage(section) };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The sections of a bulk save, given as an object keyed by section or as a list of objects naming their
 * section, each checked by the rules of its own PUT body and tidied in place (a listed section's name as
 * the document spells it), every problem keyed by its place in the request. Throws them all at once.
 */
export function checkSections(sections: Record<string, unknown> | unknown[]) {
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
    // A listed section names itself: as the document spells it, whatever the case it was sent in.
    if (nameField !== path) body.section = key;
    entries.push([key, checkSectionBody(key, body, `${path}.`, errors)]);
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
  return entries;
}

/**
 * POST /about/sections: several sections at once. Everything is checked first (checkSections) and written in
 * one transaction: one bad section and nothing is saved.
 */
export async function saveSections(db: Db, sections: Record<string, unknown> | unknown[], actor: AuditActor) {
  const entries = checkSections(sections);
  const saved = await db.transaction().execute(async (trx) => {
    const rows: AboutSectionRecord[] = [];
    for (const [section, changes] of entries) rows.push(await saveAudited(trx, actor, section, changes));
    return rows;
  });
  const names = saved.map((row) => sectionLabel(row.section));
  return {
    data: sectionsByName(saved),
    message:
      names.length === 1
        ? savedMessage(saved[0]!.section)
        : `${names.slice(0, -1).join(', ')} and ${names.at(-1)} sections updated successfully!`,
  };
}
