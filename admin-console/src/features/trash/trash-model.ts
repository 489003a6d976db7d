import type { ApiData } from '@party/shared-ui/api-contract';

/** The Trash as the API answers it (GET /trash), and how the console words it. */

/** A deleted record kept for 30 days, with what went with it. */
export type TrashEntry = ApiData<'listTrashEntries'>[number];
export type TrashKind = TrashEntry['kind'];

/** Each kind as a reader names it. */
export const KIND_LABELS: Readonly<Record<TrashKind, string>> = {
  news: 'News article',
  project: 'Project',
  document: 'Document',
  gallery_asset: 'Gallery picture',
  constituency: 'Constituency',
  ward: 'Ward',
  branch: 'Branch',
  executive: 'Executive',
  user: 'Account',
};

export const TRASH_KINDS = Object.keys(KIND_LABELS) as TrashKind[];

/** The kinds of the "Kind" filter: accounts are the super roles' concern, as the API lists them to them only. */
export function kindsFor(superAdmin: boolean): TrashKind[] {
  return TRASH_KINDS.filter((kind) => superAdmin || kind !== 'user');
}

export const isTrashKind = (value: string): value is TrashKind =>
  (TRASH_KINDS as readonly string[]).includes(value);

export const TRASH_MESSAGES = {
  loadFailed: 'Failed to load the Trash',
  empty: 'No deleted records match these filters.',
  none: 'The Trash is empty. Deleted records stay here for 30 days.',
  restoreFailed: 'Failed to restore the record',
  purgeFailed: 'Failed to delete the record for good',
} as const;

/** “Atonsu” restored: the API's own words for a restore. */
export const restoredNotice = (entry: Pick<TrashEntry, 'label'>) => `“${entry.label}” restored`;

export const purgedNotice = (entry: Pick<TrashEntry, 'label'>) => `“${entry.label}” deleted for good`;

/**
 * What the Delete forever confirmation says: which record, what goes with it ("with 2 branches and 1
 * executive") and that it is final.
 */
export function purgeQuestion(entry: Pick<TrashEntry, 'kind' | 'label' | 'summary'>): string {
  const kind = KIND_LABELS[entry.kind].toLowerCase();
  const withIt = entry.summary.startsWith('With ') ? ` ${entry.summary.replace(/^With/, 'with')}` : '';
  return `Delete ${kind} “${entry.label}”${withIt} for good? This cannot be undone.`;
}

const whenFormat = new Intl.DateTimeFormat('en-GB', { dateStyle: 'short', timeStyle: 'short' });

/** 28/11/2026, 14:05 in the reader's time zone; the text as it is when it is not a date. */
export function formatWhen(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : whenFormat.format(date);
}
