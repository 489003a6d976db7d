import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Every executive carries its answer, written once when the row is written: `public_card` as the public
// reads it (phone number, email and date of birth only where the executive consented) and `admin_card` as
// administrators read it (every field and the consents). A ward tree of ten wards holds hundreds of
// executives; writing each one's JSON at every read was most of that answer's cost in PostgreSQL
// (docs/decisions.md, "The API's own speed"). Reads now aggregate the stored cards as they are.
//
// The cards are the API's executive as spec 02 §5 and the OpenAPI schema `Executive` describe it: moments
// as ISO 8601 in UTC to the millisecond, dates as YYYY-MM-DD, the picture as its /api/media/{id} address.
// They are written as the answer writes them — compact (no space after a colon or a comma), the keys in the
// order the schema serializer writes `Executive` (its required properties first, then the consents) — so
// that reads can pass the stored text into an answer as it is (json_build_object would put spaces around
// its colons; each value is written by to_json and the object assembled around them).
// A trigger writes them before every insert and update (a picture removed by ON DELETE SET NULL included),
// so no write path can leave a stale card. A later change to that shape replaces the function in a new
// migration and rewrites the cards with `UPDATE executives SET updated_at = updated_at`.

const CARD_VALUE = sql`
  CREATE FUNCTION executive_card_value(value anyelement) RETURNS text LANGUAGE sql STABLE AS $$
    SELECT coalesce(to_json(value)::text, 'null')
  $$`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE executives ADD COLUMN public_card json, ADD COLUMN admin_card json`.execute(db);

  await CARD_VALUE.execute(db);
  await sql`
    CREATE FUNCTION executive_cards() RETURNS trigger LANGUAGE plpgsql AS $$
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
  await sql`
    CREATE TRIGGER executive_cards BEFORE INSERT OR UPDATE ON executives
    FOR EACH ROW EXECUTE FUNCTION executive_cards()`.execute(db);

  // The executives already recorded get theirs; then every row has both.
  await sql`UPDATE executives SET updated_at = updated_at`.execute(db);
  await sql`ALTER TABLE executives ALTER COLUMN public_card SET NOT NULL, ALTER COLUMN admin_card SET NOT NULL`.execute(
    db,
  );

  // Each parent's executives in their order (created_at, id) straight from the index, without a sort.
  for (const parent of ['constituency_id', 'ward_id', 'branch_id']) {
    await sql`DROP INDEX IF EXISTS ${sql.id(`executives_${parent}_idx`)}`.execute(db);
    await sql`CREATE INDEX ${sql.id(`executives_${parent}_idx`)} ON executives (${sql.id(parent)}, created_at, id)
      WHERE ${sql.id(parent)} IS NOT NULL`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER executive_cards ON executives`.execute(db);
  await sql`DROP FUNCTION executive_cards()`.execute(db);
  await sql`DROP FUNCTION executive_card_value(anyelement)`.execute(db);
  await sql`ALTER TABLE executives DROP COLUMN public_card, DROP COLUMN admin_card`.execute(db);
  for (const parent of ['constituency_id', 'ward_id', 'branch_id']) {
    await sql`DROP INDEX IF EXISTS ${sql.id(`executives_${parent}_idx`)}`.execute(db);
    await sql`CREATE INDEX ${sql.id(`executives_${parent}_idx`)} ON executives (${sql.id(parent)}, created_at)
      WHERE ${sql.id(parent)} IS NOT NULL`.execute(db);
  }
}
