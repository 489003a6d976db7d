import type { Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Each executive decides which of their personal details the public site shows: phone number, email and
// date of birth, one consent each. Executives recorded before this were never asked, so none of them has
// consented: their details stay with the administrators until an administrator records a consent. Name,
// position, picture and term of office stay public as before.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('executives')
    .addColumn('phone_number_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('email_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('date_of_birth_public', 'boolean', (col) => col.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('executives')
    .dropColumn('phone_number_public')
    .dropColumn('email_public')
    .dropColumn('date_of_birth_public')
    .execute();
}
