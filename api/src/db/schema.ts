import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

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
  /** Normalised: lowercase, underscores (see modules/roles/roles.policy.ts). */
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

export interface EmailVerificationTokensTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  expires_at: Timestamp;
  used_at: NullableTimestamp;
  created_at: CreatedAt;
}

export interface Database {
  media: MediaTable;
  users: UsersTable;
  roles: RolesTable;
  user_roles: UserRolesTable;
  invitations: InvitationsTable;
  refresh_tokens: RefreshTokensTable;
  email_verification_tokens: EmailVerificationTokensTable;
}

export type Media = Selectable<MediaTable>;
export type NewMedia = Insertable<MediaTable>;
