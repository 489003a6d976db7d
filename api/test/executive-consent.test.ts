import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import * as consentMigration from '../src/db/migrations/2026112806_executive_consent.js';
import { injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';
import { branchExecutiveEverywhere, createOrganisation, dataOf, type Ward } from './helpers/organisation.js';
import { multipart } from './helpers/uploads.js';

// Executives decide what is public: the public site shows an executive's phone number, email and date of
// birth only with their consent, recorded per field by an administrator. Administrators read everything.
// The public cache is on (as in production), so a visitor's shared answer is part of what is checked.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000', PUBLIC_CACHE_TTL_MS: '60000' } });

type Executive = Record<string, unknown> & { id: string; full_name: string };
interface Envelope<T> {
  success: boolean;
  data: T;
  errors?: Record<string, string[]>;
}

const admin = (options: InjectOptions) => injectAs(app, 'admin', options);

const PERSONAL = {
  date_of_birth: '1971-09-30',
  phone_number: '024 555 0101',
  email: 'abena.owusu@example.org',
};
const PERSON = {
  full_name: 'Abena Owusu',
  position_held: 'Secretary',
  date_of_assumption_of_office: '2022-06-01',
  ...PERSONAL,
};
const WITHHELD = { date_of_birth: null, phone_number: null, email: null };
const CONSENT_FLAGS = ['phone_number_public', 'email_public', 'date_of_birth_public'];

const visitor = <T>(url: string) => app.inject({ method: 'GET', url }).then((res) => dataOf<T>(res));
const member = <T>(url: string) =>
  injectAs(app, 'member', { method: 'GET', url }).then((res) => dataOf<T>(res));
const administrator = <T>(url: string) => admin({ method: 'GET', url }).then((res) => dataOf<T>(res));

const addExecutive = async (base: string, payload: Record<string, unknown>) =>
  dataOf<Executive>(await admin({ method: 'POST', url: `${base}/executives`, payload }), 201);

describe('executives decide what the public site shows', () => {
  it('withholds phone, email and date of birth from the public without consent, everywhere they appear', async () => {
    const org = await createOrganisation(app);
    const created = await addExecutive(`/api/wards/${org.wardId}/branches/${org.branchId}`, PERSON);
    expect(created).toMatchObject({
      ...PERSONAL,
      phone_number_public: false,
      email_public: false,
      date_of_birth_public: false,
    });

    for (const read of [visitor, member]) {
      for (const seen of await branchExecutiveEverywhere(read, org, created.id)) {
        expect(seen).toMatchObject({ full_name: 'Abena Owusu', position_held: 'Secretary', ...WITHHELD });
        for (const flag of CONSENT_FLAGS) expect(seen).not.toHaveProperty(flag);
      }
    }
    // The raw text is nowhere in a visitor's answers, not in some other field either.
    const tree = await app.inject({
      method: 'GET',
      url: `/api/constituencies/${org.constituencyId}/wards?include=branches`,
    });
    expect(tree.body).not.toContain('555 0101');
    expect(tree.body).not.toContain('abena.owusu@example.org');
    expect(tree.body).not.toContain('1971-09-30');
    expect(tree.headers.vary).toMatch(/authorization/i);

    for (const seen of await branchExecutiveEverywhere(administrator, org, created.id)) {
      expect(seen).toMatchObject({
        ...PERSONAL,
        phone_number_public: false,
        email_public: false,
        date_of_birth_public: false,
      });
    }
  });

  it('shows each consented field, and only that one', async () => {
    const org = await createOrganisation(app);
    const created = await addExecutive(`/api/wards/${org.wardId}/branches/${org.branchId}`, {
      ...PERSON,
      phone_number_public: true,
    });
    for (const seen of await branchExecutiveEverywhere(visitor, org, created.id)) {
      expect(seen).toMatchObject({ phone_number: '024 555 0101', email: null, date_of_birth: null });
    }

    const base = `/api/wards/${org.wardId}/branches/${org.branchId}/executives/${created.id}`;
    const updated = dataOf<Executive>(
      await admin({ method: 'PUT', url: base, payload: { phoneNumberPublic: false, emailPublic: true } }),
    );
    expect(updated).toMatchObject({ ...PERSONAL, phone_number_public: false, email_public: true });
    // The write emptied the public cache: visitors see the change at once.
    for (const seen of await branchExecutiveEverywhere(visitor, org, created.id)) {
      expect(seen).toMatchObject({
        phone_number: null,
        email: 'abena.owusu@example.org',
        date_of_birth: null,
      });
    }
  });

  it('keeps the consents an update does not mention, and a consent does not survive the field', async () => {
    const org = await createOrganisation(app);
    const base = `/api/constituencies/${org.constituencyId}`;
    const created = await addExecutive(base, {
      ...PERSON,
      phone_number_public: true,
      email_public: true,
      date_of_birth_public: true,
    });
    const url = `${base}/executives/${created.id}`;
    dataOf(await admin({ method: 'PUT', url, payload: { position_held: 'Chairman' } }));
    expect(await visitor<Executive>(url)).toMatchObject({ position_held: 'Chairman', ...PERSONAL });
    const constituency = await visitor<{ executives: Executive[] }>(base);
    expect(constituency.executives.find((e) => e.id === created.id)).toMatchObject(PERSONAL);

    dataOf(await admin({ method: 'PUT', url, payload: { date_of_birth_public: false } }));
    expect(await visitor<Executive>(url)).toMatchObject({ ...PERSONAL, date_of_birth: null });
    expect((await visitor<{ executives: Executive[] }>(base)).executives[0]).toMatchObject({
      date_of_birth: null,
    });
  });

  it('reads consents from a multipart form as "true" and "false"', async () => {
    const org = await createOrganisation(app);
    const form = await multipart({
      ...PERSON,
      phone_number_public: 'true',
      email_public: 'false',
      date_of_birth_public: ' TRUE ',
    });
    const created = dataOf<Executive>(
      await admin({
        method: 'POST',
        url: `/api/wards/${org.wardId}/executives`,
        headers: form.headers,
        payload: form.payload,
      }),
      201,
    );
    expect(created).toMatchObject({
      phone_number_public: true,
      email_public: false,
      date_of_birth_public: true,
    });
    expect(await visitor<Executive>(`/api/wards/${org.wardId}/executives/${created.id}`)).toMatchObject({
      phone_number: '024 555 0101',
      email: null,
      date_of_birth: '1971-09-30',
    });
    const ward = await visitor<Ward>(`/api/constituencies/${org.constituencyId}/wards/${org.wardId}`);
    expect(ward.executives[0]).toMatchObject({ phone_number: '024 555 0101', email: null });

    const bad = await multipart({ ...PERSON, email_public: 'yes' });
    const refused = await admin({
      method: 'POST',
      url: `/api/wards/${org.wardId}/executives`,
      headers: bad.headers,
      payload: bad.payload,
    });
    expect(expectValidationError(refused, 'email_public')).toEqual([
      'Show email on the public site must be true or false',
    ]);
  });

  it('refuses a consent that is not true or false, with the other problems, and changes nothing', async () => {
    const org = await createOrganisation(app);
    const res = await admin({
      method: 'POST',
      url: `/api/constituencies/${org.constituencyId}/executives`,
      payload: { ...PERSON, email: 'abena@', phone_number_public: 'yes', dateOfBirthPublic: 1 },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>().errors).toEqual({
      email: ['Invalid email format'],
      phone_number_public: ['Show phone number on the public site must be true or false'],
      dateOfBirthPublic: ['Show date of birth on the public site must be true or false'],
    });
    const list = await administrator<Executive[]>(`/api/constituencies/${org.constituencyId}/executives`);
    expect(list).toEqual([]);
  });

  it('records a change of consent in the audit log', async () => {
    const org = await createOrganisation(app);
    const created = await addExecutive(`/api/constituencies/${org.constituencyId}`, PERSON);
    dataOf(
      await admin({
        method: 'PUT',
        url: `/api/constituencies/${org.constituencyId}/executives/${created.id}`,
        payload: { email_public: true },
      }),
    );
    const log = await injectAs(app, 'super_admin', {
      method: 'GET',
      url: `/api/audit?entity=executive&entityId=${created.id}`,
    });
    const entries = dataOf<{ action: string; changes: Record<string, unknown> }[]>(log).filter(
      (entry) => entry.action === 'update',
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]!.changes).toEqual({ email_public: { before: false, after: true } });
  });

  it('documents the consents in the API description', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
      paths: Record<
        string,
        Record<string, { requestBody: { content: Record<string, { schema: unknown }> } }>
      >;
    }>();
    const executive = doc.components.schemas.Executive!.properties;
    for (const flag of CONSENT_FLAGS) expect(executive[flag]).toMatchObject({ type: 'boolean' });
    const body = doc.paths['/api/wards/{wardId}/executives']!.post!.requestBody.content;
    expect(JSON.stringify(body['application/json']!.schema)).toContain('"phoneNumberPublic"');
    expect(body['multipart/form-data']!.schema).toMatchObject({
      properties: { email_public: { type: 'string', enum: ['true', 'false'] } },
    });
  });
});

describe('executives recorded before consents existed', () => {
  it('publish none of their personal details until an administrator records a consent', async () => {
    const org = await createOrganisation(app);
    await consentMigration.down(app.db);
    const row = await sql<{ id: string }>`
      INSERT INTO executives (ward_id, full_name, position_held, date_of_birth, phone_number, email)
      VALUES (${org.wardId}, 'Yaw Boateng', 'Organiser', '1980-01-15', '020 111 2222', 'yaw@example.org')
      RETURNING id`.execute(app.db);
    await consentMigration.up(app.db);
    const id = row.rows[0]!.id;
    const url = `/api/wards/${org.wardId}/executives/${id}`;
    expect(await visitor<Executive>(url)).toMatchObject({ full_name: 'Yaw Boateng', ...WITHHELD });
    expect(await administrator<Executive>(url)).toMatchObject({
      phone_number: '020 111 2222',
      phone_number_public: false,
      email_public: false,
      date_of_birth_public: false,
    });
  });
});
