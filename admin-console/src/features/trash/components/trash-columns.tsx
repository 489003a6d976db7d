import { formatDate, type TableColumn } from '@party/shared-ui';
import type { RecordAction } from '../../../shared/record-console/record-console';
import { purgeTrashEntry } from '../api/purge-trash-entry';
import { restoreTrashEntry } from '../api/restore-trash-entry';
import {
  formatWhen,
  KIND_LABELS,
  purgedNotice,
  purgeQuestion,
  restoredNotice,
  TRASH_MESSAGES,
  type TrashEntry,
} from '../trash-model';

/** Where a cell has nothing to say. */
const NONE = '—';

/** The Trash's columns: what was deleted, what went with it, by whom, when, and when it goes for good. */
export const TRASH_COLUMNS: readonly TableColumn<TrashEntry>[] = [
  {
    id: 'what',
    header: 'What',
    rowHeader: true,
    cell: (entry) => (
      <>
        <span className="ac-trash-label">{entry.label}</span>
        <span className="ac-trash-meta">{KIND_LABELS[entry.kind]}</span>
      </>
    ),
  },
  { id: 'summary', header: 'What went with it', cell: (entry) => entry.summary || NONE },
  {
    id: 'deletedBy',
    header: 'Deleted by',
    // The username is kept as it was; an account deleted since has none.
    cell: (entry) => entry.deletedByUsername ?? <span className="ac-trash-muted">Unknown</span>,
  },
  {
    id: 'deletedAt',
    header: 'Deleted',
    cell: (entry) => (
      <time className="ac-trash-when" dateTime={entry.deletedAt}>
        {formatWhen(entry.deletedAt)}
      </time>
    ),
  },
  {
    id: 'purgeAt',
    header: 'Deleted for good on',
    cell: (entry) => (
      <time className="ac-trash-when" dateTime={entry.purgeAt}>
        {formatDate(entry.purgeAt)}
      </time>
    ),
  },
];

/**
 * Restore, at once (nothing is lost by it), and Delete forever, after a confirmation naming the record. A
 * refused restore (409) says why in the server's words.
 */
export const TRASH_ACTIONS: readonly RecordAction<TrashEntry>[] = [
  {
    label: 'Restore',
    name: (entry) => `Restore ${entry.label}`,
    variant: 'secondary',
    run: (entry) => restoreTrashEntry(entry.id),
    succeeded: restoredNotice,
    failed: TRASH_MESSAGES.restoreFailed,
  },
  {
    label: 'Delete forever',
    name: (entry) => `Delete forever ${entry.label}`,
    variant: 'danger',
    run: (entry) => purgeTrashEntry(entry.id),
    confirm: {
      title: 'Delete forever?',
      message: purgeQuestion,
      confirmLabel: 'Delete forever',
      busyLabel: 'Deleting…',
    },
    succeeded: purgedNotice,
    failed: TRASH_MESSAGES.purgeFailed,
  },
];
