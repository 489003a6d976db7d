import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';

/**
 * Typed view of the tables, as the queries see them. Migrations are the source of truth for the schema;
 * keep this file in step with them.
 */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;
type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Uploaded bytes (pictures, gallery images), kept in the database so any API replica can serve them. */
export interface MediaTable {
  id: Generated<string>;
  content_type: string;
  byte_size: number;
  /** Hex SHA-256 of `data`: the ETag, and a cheap equality check. */
  sha256: string;
  data: Buffer;
  width: number | null;
  height: number | null;
  /** False for an image stored before uploads were re-encoded, until media.scrub.ts has seen to it. */
  metadata_checked: Generated<boolean>;
  /** Set while the record the image belongs to is in the Trash: not served, not collected as unreferenced. */
  trashed_at: NullableTimestamp;
  created_at: CreatedAt;
}

export type DerivativeFormat = 'webp' | 'avif';

/**
 * Resized copies of a media row's image (modules/media/media.derivatives.ts), made on first request and
 * deleted with their original (ON DELETE CASCADE). One row per original, format and requested width.
 */
export interface MediaDerivativesTable {
  media_id: string;
  format: DerivativeFormat;
  /** The width asked for (one of the allowed widths). */
  requested_width: number;
  /** The real width: `requested_width`, or the original's when that is narrower (never enlarged). */
  width: number;
  height: number;
  byte_size: number;
  /** Hex SHA-256 of `data`: the ETag. */
  sha256: string;
  data: Buffer;
  created_at: CreatedAt;
}

export type UserStatus = 'active' | 'inactive' | 'suspended' | 'pending';

/** Accounts. Username and email are unique case-insensitively (unique indexes on lower(...)). */
export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string;
  /** argon2id PHC string. */
  password_hash: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  picture_id: string | null;
  status: ColumnType<UserStatus, UserStatus | undefined, UserStatus>;
  /** Why an administrator last changed the status (suspension reason), if they gave one. */
  status_reason: string | null;
  is_staff: Generated<boolean>;
  is_superuser: Generated<boolean>;
  last_login: NullableTimestamp;
  email_verified_at: NullableTimestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface RolesTable {
  id: Generated<string>;
  /** Normalised: lowercase, underscores (see shared/roles.ts). */
  name: string;
  display_name: string;
  description: Generated<string>;
  created_at: CreatedAt;
}

export interface UserRolesTable {
  user_id: string;
  role_id: string;
  created_at: CreatedAt;
}

export interface InvitationsTable {
  id: Generated<string>;
  email: string;
  token: string;
  role_id: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Refresh tokens, stored as SHA-256 hashes; a family is one sign-in and every token rotated from it. */
export interface RefreshTokensTable {
  id: Generated<string>;
  user_id: string;
  family_id: string;
  token_hash: string;
  expires_at: Timestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

/**
 * What a user sees of one of their sessions (a refresh-token family): the device and addresses. Whether it
 * is live is decided by refresh_tokens; this row only describes it.
 */
export interface SessionsTable {
  family_id: string;
  user_id: string;
  /** The User-Agent it signed in with, cut to 255 characters; null when none was sent. */
  user_agent: string | null;
  created_ip: string | null;
  /** The address of its latest token refresh (its sign-in address until the first). */
  last_ip: string | null;
  created_at: CreatedAt;
  /** When it signed in or last refreshed its tokens. */
  last_used_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface EmailVerificationTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/** Password reset tokens, stored as SHA-256 hashes: one hour, single use, revoked by a newer request. */
export interface PasswordResetTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  revoked_at: NullableTimestamp;
  created_at: CreatedAt;
}

// Content (news, projects, About). Wire names are camelCase; see modules/news, projects and about.

export type NewsCategory =
  'politics' | 'health' | 'education' | 'agriculture' | 'social' | 'development' | 'employment';

export interface NewsTable {
  id: Generated<string>;
  title: string;
  excerpt: string;
  content: string;
  category: NewsCategory;
  image: string | null;
  views: Generated<number>;
  author: string;
  /** In the future: scheduled, hidden from the public until then. */
  published_at: Timestamp;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type ProjectStatus = 'planned' | 'ongoing' | 'completed' | 'suspended' | 'cancelled';

export interface ProjectsTable {
  id: Generated<string>;
  title: string;
  description: string;
  location: string;
  status: ProjectStatus;
  category: string | null;
  /** numeric(14,2) in GHS: a string from the driver, normalised to a number by the repository. */
  budget: ColumnType<string | null, string | number | null, string | number | null>;
  beneficiaries: Generated<number>;
  progress_percentage: Generated<number>;
  thumbnail_url: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  partners: ColumnType<string[], string[] | undefined, string[]>;
  /** `date` columns; read back as YYYY-MM-DD text (never as a JS Date: no time zone shift). */
  start_date: ColumnType<string, string, string>;
  end_date: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type AboutSectionKey =
  'hero' | 'mission' | 'vision' | 'values' | 'history' | 'activities' | 'achievements';

export interface AboutSectionsTable {
  section: AboutSectionKey;
  title: Generated<string>;
  content: Generated<string>;
  /** jsonb: the section's structured content (icon, values, timeline...). Written as JSON text. */
  data: ColumnType<Record<string, unknown>, string | undefined, string>;
  is_published: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

// Organisation: constituencies, their wards, the wards' branches, and the executives of each level.
// Wire names are snake_case; see modules/organisation.

/** `date` columns are written as YYYY-MM-DD text and read back as text (never a JS Date: no zone shift). */
type DateColumn = ColumnType<string | null, string | null | undefined, string | null>;

/**
 * A constituency's, ward's or branch's executives' cards in their order, as the public and as administrators
 * read them: JSON arrays that triggers on executives write (migration 2026112811).
 */
interface ExecutiveArrays {
  public_executives: GeneratedAlways<unknown>;
  admin_executives: GeneratedAlways<unknown>;
}

export interface ConstituenciesTable extends ExecutiveArrays {
  id: Generated<string>;
  constituency_name: string;
  office_location: string;
  phone_number: string;
  email: string;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface WardsTable extends ExecutiveArrays {
  id: Generated<string>;
  constituency_id: string;
  ward_name: string;
  office_location: string;
  phone_number: string | null;
  email: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export interface BranchesTable extends ExecutiveArrays {
  id: Generated<string>;
  ward_id: string;
  branch_name: string;
  office_location: string | null;
  phone_number: string | null;
  email: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/** Executives of every level: exactly one of constituency_id, ward_id and branch_id is set. */
export interface ExecutivesTable {
  id: Generated<string>;
  constituency_id: string | null;
  ward_id: string | null;
  branch_id: string | null;
  full_name: string;
  position_held: string;
  picture_id: string | null;
  date_of_birth: DateColumn;
  date_of_assumption_of_office: DateColumn;
  date_of_end_of_tenure: DateColumn;
  phone_number: string | null;
  email: string | null;
  /** Whether the public site shows the phone number, the email and the date of birth (the executive's consent). */
  phone_number_public: Generated<boolean>;
  email_public: Generated<boolean>;
  date_of_birth_public: Generated<boolean>;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
  /** The executive's answer as the public and as administrators read it: JSON written by a trigger. */
  public_card: GeneratedAlways<unknown>;
  admin_card: GeneratedAlways<unknown>;
}

export type GalleryStatus = 'published' | 'draft';

/** Gallery images. Uploaded ones point at media rows (original, display, thumbnail); others at URLs. */
export interface GalleryAssetsTable {
  id: Generated<string>;
  title: string;
  description: string | null;
  category: string | null;
  tags: ColumnType<string[], string[] | undefined, string[]>;
  location: string | null;
  photographer: string | null;
  captured_at: DateColumn;
  status: ColumnType<GalleryStatus, GalleryStatus | undefined, GalleryStatus>;
  original_media_id: string | null;
  image_media_id: string | null;
  thumbnail_media_id: string | null;
  image_url: string | null;
  thumbnail_url: string | null;
  created_by: string | null;
  uploaded_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type GalleryAuditStatus = 'running' | 'finished' | 'failed';

/** A bulk audit of the gallery: compresses every uploaded asset over 10 KB (modules/gallery). */
export interface GalleryAuditsTable {
  id: Generated<string>;
  status: ColumnType<GalleryAuditStatus, GalleryAuditStatus | undefined, GalleryAuditStatus>;
  total: number;
  done: ColumnType<number, number | undefined, number>;
  failed: ColumnType<number, number | undefined, number>;
  /** Sizes of the display images before and after, summed over the assets compressed so far. */
  bytes_before: ColumnType<number, number | undefined, number>;
  bytes_after: ColumnType<number, number | undefined, number>;
  started_by: string | null;
  started_at: CreatedAt;
  heartbeat_at: UpdatedAt;
  finished_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

/** An opening-hours row of the office, as stored in site_settings.opening_hours. */
export interface OpeningHoursEntry {
  days: string;
  time: string;
}

/** A social network link, as stored in site_settings.social_links. */
export interface SocialLinkEntry {
  label: string;
  url: string;
}

/** The office's contact details and the site's social links: one row (modules/site). */
export interface SiteSettingsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  office_name: string;
  address_lines: ColumnType<string[], string | undefined, string>;
  phone: string;
  email: string;
  opening_hours: ColumnType<OpeningHoursEntry[], string | undefined, string>;
  social_links: ColumnType<SocialLinkEntry[], string | undefined, string>;
  updated_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** Whether every account with an administrator role must use two-factor sign-in for the back office. */
  two_factor_required_for_admins: Generated<boolean>;
}

/** The PDFs of the Downloads page, in the order of `position` (modules/site). */
export interface DocumentsTable {
  id: Generated<string>;
  title: string;
  description: ColumnType<string, string | undefined, string>;
  file_name: string;
  content_type: ColumnType<string, string | undefined, string>;
  byte_size: number;
  sha256: string;
  data: Buffer;
  position: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

/**
 * Emails waiting to be sent, and for a few days those sent or given up (mail/outbox.ts). Bodies are cleared
 * once a row is finished: they carry links with tokens.
 */
export interface MailOutboxTable {
  id: Generated<string>;
  kind: string;
  dedupe_key: string | null;
  recipient: string;
  subject: string;
  body_text: string | null;
  body_html: string | null;
  status: ColumnType<MailStatus, MailStatus | undefined, MailStatus>;
  attempts: ColumnType<number, number | undefined, number>;
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>;
  send_before: NullableTimestamp;
  locked_until: NullableTimestamp;
  locked_by: string | null;
  last_error: string | null;
  created_at: CreatedAt;
  finished_at: NullableTimestamp;
}

export type MailStatus = 'pending' | 'sent' | 'failed';

/**
 * Idempotency-Key records of signed-in POST requests (plugins/idempotency.ts): taken while the request runs,
 * then the encrypted answer for a day. Keys are stored only as hashes.
 */
export interface IdempotencyKeysTable {
  id: Generated<string>;
  principal: string;
  method: string;
  url: string;
  key_hash: string;
  request_hash: string;
  state: IdempotencyState;
  owner: string;
  locked_until: Timestamp;
  response_status: number | null;
  response_type: string | null;
  response_location: string | null;
  response_body: Uint8Array | null;
  created_at: CreatedAt;
  expires_at: Timestamp;
}

export type IdempotencyState = 'in_progress' | 'completed';

/**
 * One administrative write: who, from where, what and the changed fields (modules/audit). Written in the
 * transaction of the change; `changes` is `{field: {before?, after?}}` with secrets left out.
 */
export interface AuditLogTable {
  id: Generated<string>;
  occurred_at: CreatedAt;
  /** Write order, for entries that share a clock reading. */
  seq: Generated<number>;
  actor_id: string | null;
  actor_username: string | null;
  ip: string | null;
  request_id: string | null;
  action: string;
  entity: string;
  entity_id: string | null;
  label: ColumnType<string, string | undefined, string>;
  changes: ColumnType<Record<string, { before?: unknown; after?: unknown; redacted?: true }>, string, string>;
}

/**
 * A deleted record kept for 30 days (modules/trash): the rows it took with it as PostgreSQL's own JSON of
 * each row, parents first, so Restore can put them back as they were.
 */
export interface TrashTable {
  id: Generated<string>;
  kind: string;
  record_id: string;
  record_ids: string[];
  label: string;
  summary: Generated<string>;
  snapshot: ColumnType<TrashSnapshot, string, string>;
  media_ids: ColumnType<string[], string[] | undefined, string[]>;
  deleted_by: string | null;
  deleted_by_username: string | null;
  deleted_at: CreatedAt;
  seq: Generated<string>;
}

/** A row as `to_jsonb` gives it. */
export type SnapshotRow = Record<string, unknown> & { id?: string };

export interface TrashSnapshot {
  /** Parents before children: the order to insert them back in. */
  tables: { table: string; rows: SnapshotRow[] }[];
  /** Rows of other tables that named the record and lost it to ON DELETE SET NULL, to name it again. */
  links: { table: string; column: string; ids: string[] }[];
}

/**
 * Two-factor sign-in of one account (modules/auth/two-factor.*): the authenticator's shared key, encrypted
 * by the API; `enabled_at` null while the set-up waits for its first code; `last_used_step` the time step
 * of the latest code accepted (a code is never accepted twice).
 */
export interface UserTwoFactorTable {
  user_id: string;
  secret: string;
  enabled_at: NullableTimestamp;
  /** bigint: a string from node-postgres, a number from PGlite; read through Number(). */
  last_used_step: ColumnType<string | number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}

/** One-time recovery codes, stored as SHA-256 hashes of the normalised code. */
export interface UserRecoveryCodesTable {
  id: Generated<string>;
  user_id: string;
  code_hash: string;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/**
 * The second step of a sign-in whose password was right: a random token stored hashed, valid for minutes
 * and once, with its count of wrong codes; `credential` fingerprints the password hash the first step checked.
 */
export interface TwoFactorChallengesTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  credential: string;
  attempts: ColumnType<number, number | undefined, number>;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

/**
 * How many records each public list holds per status and category ('' where the list has none), kept by
 * triggers (migration 2026112809): a page's total without scanning the table.
 */
export interface ListTotalsTable {
  list: 'news' | 'projects' | 'gallery';
  status: string;
  category: string;
  /** bigint: text from node-postgres, a number from PGlite. */
  n: ColumnType<string | number, never, never>;
  /** A running sum beside the count: the projects' beneficiaries (0 for the other lists). */
  amount: ColumnType<string | number, never, never>;
}

/** Moves on with every write that can change a list's order, filters or search matches (2026112812). */
export interface ListVersionsTable {
  list: 'news' | 'projects' | 'gallery';
  /** A random uuid, new with each such write. */
  version: ColumnType<string, never, never>;
}

export interface Database {
  media: MediaTable;
  media_derivatives: MediaDerivativesTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  invitations: InvitationsTable;
  refresh_tokens: RefreshTokensTable;
  sessions: SessionsTable;
  email_verification_tokens: EmailVerificationTokensTable;
  password_reset_tokens: PasswordResetTokensTable;
  news: NewsTable;
  projects: ProjectsTable;
  about_sections: AboutSectionsTable;
  constituencies: ConstituenciesTable;
  wards: WardsTable;
  branches: BranchesTable;
  executives: ExecutivesTable;
  gallery_assets: GalleryAssetsTable;
  gallery_audits: GalleryAuditsTable;
  site_settings: SiteSettingsTable;
  documents: DocumentsTable;
  mail_outbox: MailOutboxTable;
  idempotency_keys: IdempotencyKeysTable;
  audit_log: AuditLogTable;
  user_two_factor: UserTwoFactorTable;
  user_recovery_codes: UserRecoveryCodesTable;
  two_factor_challenges: TwoFactorChallengesTable;
  trash: TrashTable;
  list_totals: ListTotalsTable;
  list_versions: ListVersionsTable;
}

export type Media = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
export type NewMediaDerivative = Insertable<MediaDerivativesTable>;
