import type { ApiData } from '@party/shared-ui/api-contract';

/** The audit log as the API answers it (GET /audit), and how the console words it. */

/** One administrative write: who, when, from where, what, and the fields it changed. */
export type AuditEntry = ApiData<'listAuditEntries'>[number];
export type AuditEntity = AuditEntry['entity'];
export type AuditAction = AuditEntry['action'];

export const ENTITY_LABELS: Readonly<Record<AuditEntity, string>> = {
  news: 'News article',
  project: 'Project',
  about_section: 'About section',
  constituency: 'Constituency',
  ward: 'Ward',
  branch: 'Branch',
  executive: 'Executive',
  site_settings: 'Site settings',
  document: 'Document',
  user: 'User',
  invitation: 'Invitation',
  gallery_asset: 'Gallery asset',
  media: 'Uploaded image',
};

export const AUDIT_ENTITIES = Object.keys(ENTITY_LABELS) as AuditEntity[];

export const ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  create: 'Created',
  update: 'Updated',
  delete: 'Deleted',
  status: 'Status changed',
  roles: 'Roles changed',
  reorder: 'Reordered',
  revoke: 'Revoked',
  restore: 'Restored',
  purge: 'Deleted for good',
};

export const AUDIT_MESSAGES = {
  noAccess: 'You need super administrator access to view this page.',
  loadFailed: 'Failed to load the audit log',
  empty: 'No changes match these filters.',
  none: 'No administrative changes have been recorded yet.',
} as const;

const whenFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'medium' });

/** 28/11/2026, 14:05:09 in the reader's time zone; the ISO text when it is not a date. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : whenFormat.format(date);
}

/** A field's value as one line of text: empty for none, lists joined, records as JSON. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) {
    return value.length === 0 ? '(none)' : value.join(', ');
  }
  return JSON.stringify(value);
}

/** A field name as a reader says it: `office_location` and `officeLocation` are "Office location". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export interface ChangeLine {
  readonly field: string;
  readonly label: string;
  /** Undefined where the side does not exist (a creation has no before, a deletion no after). */
  readonly before?: string;
  readonly after?: string;
  /** A secret: it changed, its values were not recorded. */
  readonly redacted: boolean;
}

/** The entry's changed fields, in the order the API gave them. */
export function changeLines(entry: Pick<AuditEntry, 'changes'>): ChangeLine[] {
  return Object.entries(entry.changes).map(([field, change]) => ({
    field,
    label: fieldLabel(field),
    redacted: change.redacted === true,
    ...('before' in change ? { before: describeValue(change.before) } : {}),
    ...('after' in change ? { after: describeValue(change.after) } : {}),
  }));
}

/** What the entry's record is, for the table: "News article: CHPS compound handed over". */
export function entryTarget(entry: Pick<AuditEntry, 'entity' | 'label' | 'entityId'>): string {
  const kind = ENTITY_LABELS[entry.entity] ?? fieldLabel(entry.entity);
  const name = entry.label || entry.entityId;
  return name ? `${kind}: ${name}` : kind;
}
