import type { InjectOptions } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import * as cardsMigration from '../src/db/migrations/2026112810_executive_cards.js';
import * as listsMigration from '../src/db/migrations/2026112811_executive_lists.js';
import { injectAs } from './helpers/accounts.js';
import { createTestApp } from './helpers/app.js';
import { documentedWriter } from './helpers/documented-writer.js';
import {
  branchExecutiveEverywhere,
  createOrganisation,
  dataOf,
  type Executive,
  type Organisation,
  type Ward,
} from './helpers/organisation.js';
import { multipart, PNG } from './helpers/uploads.js';

// Every answer carrying an executive shows the card PostgreSQL wrote beside its row when the row was last
// written. These tests hold the cards to the executive's own columns, read straight from the database, for
// both readers and in every answer an executive appears in, after each kind of write: the form, a
// picture removed by its media row going, and rows written before the cards existed. Answers that pass
// the stored cards through as text are also held, byte for byte, to what the documented schema's own
// serializer writes for the same values.

const { app, database } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

const admin = (options: InjectOptions) => injectAs(app, 'admin', options);
const documented = await documentedWriter(app);

/** The answer's data, after checking that its text is what the documented schema writes for it. */
function asDocumented<T>(url: string, response: Parameters<typeof dataOf>[0]): T {
  const data = dataOf<T>(response);
  expect(response.body, url).toBe(documented(url, JSON.parse(response.body)));
  return data;
}

const readers = {
  public: <T>(url: string) => app.inject({ method: 'GET', url }).then((res) => asDocumented<T>(url, res)),
  administrator: <T>(url: string) => admin({ method: 'GET', url }).then((res) => asDocumented<T>(url, res)),
};
type Reader = keyof typeof readers;

/** The executive as each reader must see it, from its row alone. */
async function expected(id: string): Promise<Record<Reader, Executive>> {
  const { rows } = await sql<Record<string, unknown>>`
    SELECT id, constituency_id, ward_id, branch_id, full_name, position_held, picture_id,
      to_char(date_of_birth, 'YYYY-MM-DD') AS date_of_birth,
      to_char(date_of_assumption_of_office, 'YYYY-MM-DD') AS date_of_assumption_of_office,
      to_char(date_of_end_of_tenure, 'YYYY-MM-DD') AS date_of_end_of_tenure,
      phone_number, email, phone_number_public, email_public, date_of_birth_public,
      to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS created_at,
      to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI:SS.US') AS updated_at
    FROM executives WHERE id = ${id}`.execute(app.db);
  const row = rows[0]!;
  // Moments in UTC to the millisecond, the digits beyond it dropped.
  const moment = (value: unknown) => `${String(value).replace(' ', 'T').slice(0, 23)}Z`;
  const common = {
    id: row.id,
    level: row.branch_id ? 'branch' : row.ward_id ? 'ward' : 'constituency',
    constituency_id: row.constituency_id,
    ward_id: row.ward_id,
    branch_id: row.branch_id,
    full_name: row.full_name,
    position_held: row.position_held,
    picture: typeof row.picture_id === 'string' ? `/api/media/${row.picture_id}` : null,
    date_of_assumption_of_office: row.date_of_assumption_of_office,
    date_of_end_of_tenure: row.date_of_end_of_tenure,
    created_at: moment(row.created_at),
    updated_at: moment(row.updated_at),
  } as Executive;
  return {
    administrator: {
      ...common,
      date_of_birth: row.date_of_birth,
      phone_number: row.phone_number,
      email: row.email,
      phone_number_public: row.phone_number_public,
      email_public: row.email_public,
      date_of_birth_public: row.date_of_birth_public,
    },
    public: {
      ...common,
      date_of_birth: row.date_of_birth_public ? row.date_of_birth : null,
      phone_number: row.phone_number_public ? row.phone_number : null,
      email: row.email_public ? row.email : null,
    },
  };
}

async function expectEverywhere(org: Organisation, id: string) {
  const want = await expected(id);
  for (const reader of ['public', 'administrator'] as const) {
    for (const seen of await branchExecutiveEverywhere(readers[reader], org, id))
      expect(seen).toEqual(want[reader]);
  }
  return want;
}

describe("executives' answers follow their rows", () => {
  it('show every field for administrators and the consented ones for the public, in every answer', async () => {
    const org = await createOrganisation(app);
    const form = await multipart({
      full_name: 'Kwame "Kay" Mensah',
      position_held: 'Chairman \\ Treasurer',
      date_of_birth: '1968-02-29',
      date_of_assumption_of_office: '2020-01-01',
      date_of_end_of_tenure: '2024-12-31',
      phone_number: '024 000 1111',
      email: 'kwame@example.org',
      phone_number_public: 'true',
      picture: { data: PNG, filename: 'kwame.png', type: 'image/png' },
    });
    const created = dataOf<Executive>(
      await admin({
        method: 'POST',
        url: `/api/wards/${org.wardId}/branches/${org.branchId}/executives`,
        headers: form.headers,
        payload: form.payload,
      }),
      201,
    );
    const want = await expectEverywhere(org, created.id);
    expect(created).toEqual(want.administrator);
    expect(want.public).toMatchObject({ phone_number: '024 000 1111', email: null, date_of_birth: null });
    expect(want.administrator.picture).toMatch(/^\/api\/media\/[0-9a-f-]{36}$/);

    // A moment with microseconds: its milliseconds shown, the rest dropped.
    await sql`UPDATE executives SET created_at = '2023-04-05 06:07:08.999999+00' WHERE id = ${created.id}`.execute(
      app.db,
    );
    expect((await expectEverywhere(org, created.id)).public.created_at).toBe('2023-04-05T06:07:08.999Z');
  });

  it("come in their parents' answers as the schema writes them, for each level and reader", async () => {
    const org = await createOrganisation(app);
    const add = async (url: string, fields: Record<string, string>) => {
      const form = await multipart({ date_of_assumption_of_office: '2022-01-01', ...fields });
      return dataOf<Executive>(
        await admin({ method: 'POST', url, headers: form.headers, payload: form.payload }),
        201,
      );
    };
    const ward = [
      await add(`/api/wards/${org.wardId}/executives`, {
        full_name: 'Ama Owusu',
        position_held: 'Ward Chair',
        email: 'ama@example.org',
        email_public: 'true',
      }),
      await add(`/api/wards/${org.wardId}/executives`, {
        full_name: 'Kofi Boateng',
        position_held: 'Ward Secretary\n(acting)',
        date_of_birth: '1980-07-01',
      }),
    ];
    const constituency = await add(`/api/constituencies/${org.constituencyId}/executives`, {
      full_name: 'Abena Mensah',
      position_held: 'Constituency Chair',
      phone_number: '020 111 2222',
      date_of_birth: '1975-03-06',
      email: 'abena@example.org',
      date_of_birth_public: 'true',
    });
    for (const reader of ['public', 'administrator'] as const) {
      const read = readers[reader];
      const want = await Promise.all(ward.map(async ({ id }) => (await expected(id))[reader]));
      const one = await read<Ward>(`/api/wards/${org.wardId}`);
      const page = await read<Ward[]>(`/api/constituencies/${org.constituencyId}/wards`);
      const tree = await read<Ward[]>(`/api/constituencies/${org.constituencyId}/wards?include=branches`);
      for (const answer of [one, page[0], tree[0]]) expect(answer?.executives).toEqual(want);
      const top = await read<{ executives: Executive[] }>(`/api/constituencies/${org.constituencyId}`);
      expect(top.executives).toEqual([(await expected(constituency.id))[reader]]);
    }
  });

  it('follow each write: the form, consents, and a picture removed with its media', async () => {
    const org = await createOrganisation(app);
    const base = `/api/wards/${org.wardId}/branches/${org.branchId}/executives`;
    const form = await multipart({
      full_name: 'Efua Sarpong',
      position_held: 'Secretary',
      date_of_assumption_of_office: '2021-03-01',
      picture: { data: PNG, filename: 'efua.png', type: 'image/png' },
    });
    const created = dataOf<Executive>(
      await admin({ method: 'POST', url: base, headers: form.headers, payload: form.payload }),
      201,
    );
    await expectEverywhere(org, created.id);

    dataOf(
      await admin({
        method: 'PUT',
        url: `${base}/${created.id}`,
        payload: { position_held: 'Organiser', email: 'efua@example.org', email_public: true },
      }),
    );
    expect((await expectEverywhere(org, created.id)).public).toMatchObject({
      position_held: 'Organiser',
      email: 'efua@example.org',
    });

    const picture = String(created.picture).split('/').pop()!;
    await sql`DELETE FROM media WHERE id = ${picture}`.execute(app.db);
    expect((await expectEverywhere(org, created.id)).administrator.picture).toBeNull();
  });

  it('are written for executives recorded before answers were stored, and gathered under their parents', async () => {
    const org = await createOrganisation(app);
    await listsMigration.down(app.db);
    await cardsMigration.down(app.db);
    const { rows } = await sql<{ id: string }>`
      INSERT INTO executives (branch_id, full_name, position_held, phone_number, email, email_public)
      VALUES (${org.branchId}, 'Yaa Asantewaa', 'Women''s Organiser', '020 333 4444', 'yaa@example.org', true)
      RETURNING id`.execute(app.db);
    await cardsMigration.up(app.db);
    await listsMigration.up(app.db);
    const want = await expectEverywhere(org, rows[0]!.id);
    expect(want.public).toMatchObject({ phone_number: null, email: 'yaa@example.org' });
  });
});

// A parent's executives are read from the array of their cards stored beside the parent (migration
// 2026112811), which triggers rewrite on every write to executives.
describe("a parent's executives", () => {
  const branchNames = async (org: Organisation) => {
    const base = `/api/wards/${org.wardId}/branches/${org.branchId}`;
    const answers = await Promise.all([
      readers.public<{ executives: Executive[] }>(base),
      readers.administrator<{ executives: Executive[] }>(base),
      readers.public<Ward[]>(`/api/constituencies/${org.constituencyId}/wards?include=branches`),
    ]);
    const [own, asAdministrator, tree] = answers;
    const lists = [own.executives, asAdministrator.executives, tree[0]?.branches?.[0]?.executives ?? []];
    const names = lists.map((list) => list.map((executive) => executive.full_name));
    for (const other of names) expect(other).toEqual(names[0]);
    return names[0];
  };
  /** Until another connection to this database waits on a lock (at most 5 s), as `observer` sees it. */
  const untilOneWaits = async (observer: pg.Client, what: string) => {
    const waiting = async () =>
      (
        await observer.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity
           WHERE datname = current_database() AND pid <> pg_backend_pid() AND wait_event_type = 'Lock'`,
        )
      ).rows[0]!.n > 0;
    const deadline = Date.now() + 5_000;
    while (!(await waiting())) {
      expect(Date.now(), what).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  };
  const insert = (client: pg.Client, branchId: string, name: string) =>
    client.query(
      `INSERT INTO executives (branch_id, full_name, position_held) VALUES ($1, $2, 'Organiser')`,
      [branchId, name],
    );

  it('leave with a deletion and come back, in their order, when restored from the Trash', async () => {
    const org = await createOrganisation(app);
    const base = `/api/wards/${org.wardId}/branches/${org.branchId}/executives`;
    const ids: string[] = [];
    for (const full_name of ['Akosua Darko', 'Yaw Ofori', 'Esi Quaye']) {
      const form = await multipart({ full_name, position_held: 'Organiser' });
      ids.push(dataOf<Executive>(await admin({ method: 'POST', url: base, ...form }), 201).id);
    }
    expect(await branchNames(org)).toEqual(['Akosua Darko', 'Yaw Ofori', 'Esi Quaye']);

    dataOf(await admin({ method: 'DELETE', url: `${base}/${ids[1]}` }));
    expect(await branchNames(org)).toEqual(['Akosua Darko', 'Esi Quaye']);

    const trash = dataOf<{ id: string; recordId: string }[]>(
      await admin({ method: 'GET', url: '/api/trash?limit=100' }),
    );
    const entry = trash.find((candidate) => candidate.recordId === ids[1]);
    dataOf(await admin({ method: 'POST', url: `/api/trash/${entry!.id}/restore` }));
    expect(await branchNames(org)).toEqual(['Akosua Darko', 'Yaw Ofori', 'Esi Quaye']);
  });

  it.runIf(database.url)('keep every executive two transactions add under one branch at once', async () => {
    const org = await createOrganisation(app);
    const [first, second] = [new pg.Client(database.url), new pg.Client(database.url)];
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('BEGIN');
      await insert(first, org.branchId, 'Kojo Antwi');
      await second.query('BEGIN');
      const secondDone = insert(second, org.branchId, 'Adjoa Badu').then(() => second.query('COMMIT'));
      // The second waits for the first's lock on the branch before it reads the branch's executives.
      await untilOneWaits(first, 'the second transaction waits on a lock');
      await first.query('COMMIT');
      await secondDone;
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    expect(await branchNames(org)).toEqual(['Kojo Antwi', 'Adjoa Badu']);
  });

  it.runIf(database.url)(
    "let an edit wait for its branch's deletion instead of deadlocking with it",
    async () => {
      const org = await createOrganisation(app);
      const base = `/api/wards/${org.wardId}/branches/${org.branchId}/executives`;
      const form = await multipart({ full_name: 'Nana Yeboah', position_held: 'Organiser' });
      const { id } = dataOf<Executive>(await admin({ method: 'POST', url: base, ...form }), 201);
      // A deletion of the branch as the API runs it: the branch locked, then deleted with its executives.
      const deletion = new pg.Client(database.url);
      await deletion.connect();
      try {
        await deletion.query('BEGIN');
        await deletion.query('SELECT 1 FROM branches WHERE id = $1 FOR UPDATE', [org.branchId]);
        const edit = admin({ method: 'PUT', url: `${base}/${id}`, payload: { position_held: 'Treasurer' } });
        await untilOneWaits(deletion, 'the edit waits for the branch');
        await deletion.query('DELETE FROM branches WHERE id = $1', [org.branchId]);
        await deletion.query('COMMIT');
        const answer = await edit;
        expect(answer.statusCode, answer.body).toBe(404);
      } finally {
        await deletion.end();
      }
    },
  );
});
