import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Executives' cards (2026112810) written as the answer writes them: compact (no space after a colon or a
// comma) with the keys in the order the schema serializer writes the OpenAPI schema `Executive` (its
// required properties first, then the consents), so that reads can pass the stored text into an answer
// as it is instead of parsing and writing it again. json_build_object puts spaces
// around its colons; here each value is written by to_json and the object assembled around them.

const CARD_VALUE = sql`
  CREATE FUNCTION executive_card_value(value anyelement) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT coalesce(to_json(value)::text, 'null')
  $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await CARD_VALUE.execute(db);
  await sql`
    CREATE OR REPLACE FUNCTION executive_cards() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      level text := CASE WHEN NEW.branch_id IS NOT NULL THEN 'branch'
                         WHEN NEW.ward_id IS NOT NULL THEN 'ward' ELSE 'constituency' END;
      picture text := CASE WHEN NEW.picture_id IS NULL THEN NULL ELSE '/api/media/' || NEW.picture_id END;
      created text := to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
      updated text := to_char(NEW.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
      -- Consents read by name: a consent the row does not have is no consent, so nothing is published.
      consents jsonb := to_jsonb(NEW);
      phone_public boolean := coalesce((consents->>'phone_number_public')::boolean, false);
      mail_public boolean := coalesce((consents->>'email_public')::boolean, false);
      birth_public boolean := coalesce((consents->>'date_of_birth_public')::boolean, false);
      head text;
      tail text;
    BEGIN
      head := '{"id":' || executive_card_value(NEW.id)
        || ',"level":' || executive_card_value(level)
        || ',"constituency_id":' || executive_card_value(NEW.constituency_id)
        || ',"ward_id":' || executive_card_value(NEW.ward_id)
        || ',"branch_id":' || executive_card_value(NEW.branch_id)
        || ',"full_name":' || executive_card_value(NEW.full_name)
        || ',"position_held":' || executive_card_value(NEW.position_held)
        || ',"picture":' || executive_card_value(picture);
      tail := ',"date_of_assumption_of_office":' || executive_card_value(NEW.date_of_assumption_of_office)
        || ',"date_of_end_of_tenure":' || executive_card_value(NEW.date_of_end_of_tenure);
      NEW.public_card := (head
        || ',"date_of_birth":' || executive_card_value(CASE WHEN birth_public THEN NEW.date_of_birth END)
        || tail
        || ',"phone_number":' || executive_card_value(CASE WHEN phone_public THEN NEW.phone_number END)
        || ',"email":' || executive_card_value(CASE WHEN mail_public THEN NEW.email END)
        || ',"created_at":' || executive_card_value(created)
        || ',"updated_at":' || executive_card_value(updated) || '}')::json;
      NEW.admin_card := (head
        || ',"date_of_birth":' || executive_card_value(NEW.date_of_birth)
        || tail
        || ',"phone_number":' || executive_card_value(NEW.phone_number)
        || ',"email":' || executive_card_value(NEW.email)
        || ',"created_at":' || executive_card_value(created)
        || ',"updated_at":' || executive_card_value(updated)
        || ',"phone_number_public":' || executive_card_value(phone_public)
        || ',"email_public":' || executive_card_value(mail_public)
        || ',"date_of_birth_public":' || executive_card_value(birth_public) || '}')::json;
      RETURN NEW;
    END $$`.execute(db);
  await sql`UPDATE executives SET updated_at = updated_at`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  // The cards as 2026112810 wrote them.
  await sql`
    CREATE OR REPLACE FUNCTION executive_cards() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      level text := CASE WHEN NEW.branch_id IS NOT NULL THEN 'branch'
                         WHEN NEW.ward_id IS NOT NULL THEN 'ward' ELSE 'constituency' END;
      picture text := CASE WHEN NEW.picture_id IS NULL THEN NULL ELSE '/api/media/' || NEW.picture_id END;
      created text := to_char(NEW.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
      updated text := to_char(NEW.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"');
      consents jsonb := to_jsonb(NEW);
      phone_public boolean := coalesce((consents->>'phone_number_public')::boolean, false);
      mail_public boolean := coalesce((consents->>'email_public')::boolean, false);
      birth_public boolean := coalesce((consents->>'date_of_birth_public')::boolean, false);
    BEGIN
      NEW.public_card := json_build_object(
        'id', NEW.id, 'level', level,
        'constituency_id', NEW.constituency_id, 'ward_id', NEW.ward_id, 'branch_id', NEW.branch_id,
        'full_name', NEW.full_name, 'position_held', NEW.position_held, 'picture', picture,
        'date_of_birth', CASE WHEN birth_public THEN NEW.date_of_birth END,
        'date_of_assumption_of_office', NEW.date_of_assumption_of_office,
        'date_of_end_of_tenure', NEW.date_of_end_of_tenure,
        'phone_number', CASE WHEN phone_public THEN NEW.phone_number END,
        'email', CASE WHEN mail_public THEN NEW.email END,
        'created_at', created, 'updated_at', updated);
      NEW.admin_card := json_build_object(
        'id', NEW.id, 'level', level,
        'constituency_id', NEW.constituency_id, 'ward_id', NEW.ward_id, 'branch_id', NEW.branch_id,
        'full_name', NEW.full_name, 'position_held', NEW.position_held, 'picture', picture,
        'date_of_birth', NEW.date_of_birth,
        'date_of_assumption_of_office', NEW.date_of_assumption_of_office,
        'date_of_end_of_tenure', NEW.date_of_end_of_tenure,
        'phone_number', NEW.phone_number, 'email', NEW.email,
        'phone_number_public', phone_public, 'email_public', mail_public,
        'date_of_birth_public', birth_public,
        'created_at', created, 'updated_at', updated);
      RETURN NEW;
    END $$`.execute(db);
  await sql`UPDATE executives SET updated_at = updated_at`.execute(db);
  await sql`DROP FUNCTION executive_card_value(anyelement)`.execute(db);
}
