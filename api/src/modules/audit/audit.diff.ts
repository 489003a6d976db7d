/**
 * The `changes` of an audit entry: for each field that changed, its value before and after. A creation
 * lists every field with `after` only, a deletion with `before` only. Secret fields (passwords, their
 * hashes, tokens, keys) never carry a value: the entry says only that they changed (`redacted: true`).
 */

export interface FieldChange {
  before?: unknown;
  after?: unknown;
  /** The field holds a secret: its values are not recorded. */
  redacted?: true;
}

export type AuditChanges = Record<string, FieldChange>;

/** A flat view of a record: its fields as the API shows them (a DTO), or as stored. */
export type Snapshot = Readonly<Record<string, unknown>>;

/**
 * Field names whose values are secrets, however spelled (`password`, `password_hash`, `refreshToken`,
 * `tokenHash`, `apiKey`, `clientSecret`, …). Erring wide is safe: a field taken for a secret still shows
 * that it changed.
 */
const SECRET_FIELD = /password|passcode|passphrase|secret|token|hash|api_?key|private_?key|salt/i;

export const isSecretField = (field: string) => SECRET_FIELD.test(field);

/** Book-keeping that changes on every write and says nothing about what an administrator changed. */
export const ALWAYS_IGNORED: readonly string[] = ['id', 'createdAt', 'created_at', 'updatedAt', 'updated_at'];

export interface DiffOptions {
  /** More fields to leave out (derived counts, nested lists recorded on their own). */
  ignore?: readonly string[];
}

/** JSON text with object keys sorted: two values are equal when their texts are. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner && typeof inner === 'object' && !Array.isArray(inner)) {
      return Object.fromEntries(
        Object.entries(inner as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    }
    return inner;
  });
}

/** A value as JSON keeps it (a Date as its ISO text, undefined as null). */
const plain = (value: unknown): unknown =>
  value === undefined ? null : (JSON.parse(canonical(value) ?? 'null') as unknown);

function fieldsOf(snapshots: (Snapshot | null)[], options: DiffOptions): string[] {
  const ignored = new Set([...ALWAYS_IGNORED, ...(options.ignore ?? [])]);
  const fields = new Set<string>();
  for (const snapshot of snapshots) {
    for (const [field, value] of Object.entries(snapshot ?? {})) {
      if (!ignored.has(field) && value !== undefined) fields.add(field);
    }
  }
  return [...fields];
}

/**
 * What changed between two snapshots of a record: `before` null for a creation, `after` null for a
 * deletion. Fields whose values are equal (as JSON) are left out of an update.
 */
export function diffChanges(before: Snapshot | null, after: Snapshot | null, options: DiffOptions = {}) {
  const changes: AuditChanges = {};
  for (const field of fieldsOf([before, after], options)) {
    const was = before?.[field];
    const is = after?.[field];
    if (before && after && canonical(was ?? null) === canonical(is ?? null)) continue;
    if (isSecretField(field)) {
      changes[field] = { redacted: true };
      continue;
    }
    const change: FieldChange = {};
    if (before) change.before = plain(was);
    if (after) change.after = plain(is);
    changes[field] = change;
  }
  return changes;
}

/** Every field of a new record, as `after`. */
export const createdChanges = (after: Snapshot, options?: DiffOptions) => diffChanges(null, after, options);

/** Every field of a deleted record, as `before`. */
export const deletedChanges = (before: Snapshot, options?: DiffOptions) => diffChanges(before, null, options);
