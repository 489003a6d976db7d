import { describe, expect, it } from 'vitest';
import { DEMO_DOCUMENTS, DEMO_SETTINGS, onePagePdf, seedSite } from '../src/seed/site.js';
import { injectAs } from './helpers/accounts.js';
import { createTestApp, expectValidationError } from './helpers/app.js';
import { multipart, PNG } from './helpers/uploads.js';

// The site's details edited in the back office: the office's contact details (GET/PUT /api/site-settings)
// and the Downloads page's PDFs (/api/documents), with the demo seed that fills both.

const { app } = await createTestApp({ env: { RATE_LIMIT_MAX: '100000' } });

interface Settings {
  officeName: string;
  addressLines: string[];
  phone: string;
  email: string;
  openingHours: { days: string; time: string }[];
  socialLinks: { label: string; url: string }[];
  updatedAt: string | null;
}

interface Doc {
  id: string;
  title: string;
  description: string;
  fileName: string;
  contentType: string;
  byteSize: number;
  position: number;
  url: string;
}

interface Envelope<T> {
  success: boolean;
  data: T;
  message: string;
  errors?: Record<string, string[]>;
}

const VALID: Omit<Settings, 'updatedAt'> = {
  officeName: 'Asokwa Office',
  addressLines: ['12 Market Road', 'Kumasi'],
  phone: '+233 32 202 4581',
  email: 'office@example.org',
  openingHours: [{ days: 'Monday to Friday', time: '9:00 am – 4:00 pm' }],
  socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/branch' }],
};

const putSettings = (payload: unknown, role: 'admin' | 'member' = 'admin') =>
  injectAs(app, role, { method: 'PUT', url: '/api/site-settings', payload: payload as object });

const getSettings = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/site-settings' });
  expect(res.statusCode).toBe(200);
  return res.json<Envelope<Settings>>().data;
};

const pdf = (text = 'Test') =>
  onePagePdf({ heading: text, subject: 'A test document', lines: ['One line of text.'] });

async function upload(fields: Record<string, string | { data: Buffer; filename: string; type: string }>) {
  const body = await multipart(fields);
  return injectAs(app, 'admin', {
    method: 'POST',
    url: '/api/documents',
    headers: body.headers,
    payload: body.payload,
  });
}

const listDocuments = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/documents' });
  expect(res.statusCode).toBe(200);
  return res.json<Envelope<Doc[]>>().data;
};

describe('site settings', () => {
  it('are empty on a fresh, non-demo database', async () => {
    expect(await getSettings()).toEqual({
      officeName: '',
      addressLines: [],
      phone: '',
      email: '',
      openingHours: [],
      socialLinks: [],
      updatedAt: null,
    });
  });

  it('are saved whole by an administrator, tidied, and read back by anyone', async () => {
    const res = await putSettings({
      ...VALID,
      officeName: '  Asokwa Office ',
      addressLines: ['12 Market Road', '  ', 'Kumasi'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json<Envelope<Settings>>().message).toBe('Site settings saved successfully');
    const read = await getSettings();
    expect(read).toMatchObject(VALID);
    expect(read.updatedAt).not.toBeNull();

    // Whole: rows left out of the next save are gone.
    expect((await putSettings({ ...VALID, socialLinks: [], openingHours: [] })).statusCode).toBe(200);
    expect(await getSettings()).toMatchObject({ socialLinks: [], openingHours: [] });
  });

  it('refuses a member and a visitor', async () => {
    expect((await putSettings(VALID, 'member')).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'PUT', url: '/api/site-settings', payload: VALID });
    expect(anonymous.statusCode).toBe(401);
  });

  it('answers every problem at once, naming each field, and changes nothing', async () => {
    await putSettings(VALID);
    const res = await putSettings({
      ...VALID,
      email: 'not-an-email',
      phone: 'call us',
      openingHours: [{ days: '', time: '9–5' }],
      socialLinks: [
        { label: 'Facebook', url: 'javascript:alert(1)' },
        { label: '', url: 'ftp://example.org/x' },
      ],
    });
    expect(expectValidationError(res, 'email')).toEqual(['Invalid email format']);
    expect(expectValidationError(res, 'phone')[0]).toMatch(/phone number/);
    expect(expectValidationError(res, 'openingHours.0.days')).toEqual(['Days are required']);
    expect(expectValidationError(res, 'socialLinks.0.url')).toEqual([
      'Enter a full http:// or https:// address',
    ]);
    expect(expectValidationError(res, 'socialLinks.1.label')).toEqual(['Label is required']);
    expect(expectValidationError(res, 'socialLinks.1.url')).toEqual([
      'Enter a full http:// or https:// address',
    ]);
    expect(await getSettings()).toMatchObject(VALID);
  });

  it('refuses text that is too long and lists that are too long', async () => {
    const res = await putSettings({
      ...VALID,
      officeName: 'x'.repeat(121),
      openingHours: Array.from({ length: 15 }, () => ({ days: 'Mon', time: '9–5' })),
    });
    expect(expectValidationError(res, 'officeName')).toEqual(['Office name must be at most 120 characters']);
    expect(expectValidationError(res, 'openingHours')[0]).toMatch(/at most 14/);
  });

  it('refuses a body of the wrong shape with a 400 naming the field', async () => {
    const res = await putSettings({ ...VALID, openingHours: 'always' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<Envelope<null>>().errors ?? {})).toContain('openingHours');
  });

  it('shows a visitor a save at once (the public cache is emptied by the write)', async () => {
    await getSettings();
    await putSettings({ ...VALID, phone: '030 111 2222' });
    expect((await getSettings()).phone).toBe('030 111 2222');
  });
});

describe('documents', () => {
  it('are uploaded by an administrator and listed, in order, for anyone', async () => {
    const first = await upload({
      title: 'Constitution',
      description: 'The party constitution',
      file: { data: pdf('Constitution'), filename: 'constitution.pdf', type: 'application/pdf' },
    });
    expect(first.statusCode).toBe(201);
    const created = first.json<Envelope<Doc>>().data;
    expect(created).toMatchObject({
      title: 'Constitution',
      description: 'The party constitution',
      fileName: 'constitution.pdf',
      contentType: 'application/pdf',
      byteSize: pdf('Constitution').byteLength,
      url: `/api/documents/${created.id}/file`,
    });
    const second = await upload({
      title: 'Budget',
      file: { data: pdf('Budget'), filename: 'C:\\fakepath\\budget 2025.pdf', type: 'application/pdf' },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json<Envelope<Doc>>().data.fileName).toBe('budget-2025.pdf');

    const list = await listDocuments();
    expect(list.map((doc) => [doc.title, doc.position])).toEqual([
      ['Constitution', 1],
      ['Budget', 2],
    ]);
  });

  it('serves the PDF as a download with its type, name and an ETag', async () => {
    const [doc] = await listDocuments();
    const res = await app.inject({ method: 'GET', url: doc!.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="${doc!.fileName}"; filename*=UTF-8''${doc!.fileName}`,
    );
    expect(res.rawPayload.equals(pdf('Constitution'))).toBe(true);
    const again = await app.inject({
      method: 'GET',
      url: doc!.url,
      headers: { 'if-none-match': res.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    const missing = await app.inject({
      method: 'GET',
      url: '/api/documents/00000000-0000-4000-8000-000000000000/file',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a file that is not a PDF, whatever its name says, and one over 10 MB', async () => {
    const png = await upload({
      title: 'Poster',
      file: { data: PNG, filename: 'poster.pdf', type: 'application/pdf' },
    });
    expect(expectValidationError(png, 'file')).toEqual(['Please select a PDF file']);

    const big = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload({
      title: 'Huge',
      file: { data: big, filename: 'huge.pdf', type: 'application/pdf' },
    });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json<Envelope<null>>().errors).toEqual({ file: ['File size must be at most 10 MB'] });
  });

  it('needs a title and a file', async () => {
    const res = await upload({ description: 'No title, no file' });
    expect(expectValidationError(res, 'title')).toEqual(['Title is required']);
    expect(expectValidationError(res, 'file')).toEqual(['Please choose a PDF file to upload']);
  });

  it('are edited: the title alone as JSON, or with a new file that replaces the old one', async () => {
    const [doc] = await listDocuments();
    const renamed = await injectAs(app, 'admin', {
      method: 'PUT',
      url: `/api/documents/${doc!.id}`,
      payload: { title: 'Party constitution' },
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json<Envelope<Doc>>().data).toMatchObject({
      title: 'Party constitution',
      description: 'The party constitution',
    });

    const replacement = pdf('Amended constitution');
    const body = await multipart({
      title: 'Amended constitution',
      file: { data: replacement, filename: 'amended.pdf', type: 'application/pdf' },
    });
    const replaced = await injectAs(app, 'admin', {
      method: 'PUT',
      url: `/api/documents/${doc!.id}`,
      headers: body.headers,
      payload: body.payload,
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json<Envelope<Doc>>().data).toMatchObject({
      title: 'Amended constitution',
      fileName: 'amended.pdf',
      byteSize: replacement.byteLength,
    });
    const file = await app.inject({ method: 'GET', url: doc!.url });
    expect(file.rawPayload.equals(replacement)).toBe(true);

    const blank = await injectAs(app, 'admin', {
      method: 'PUT',
      url: `/api/documents/${doc!.id}`,
      payload: { title: '  ' },
    });
    expect(expectValidationError(blank, 'title')).toEqual(['Title is required']);
  });

  it('are put in a new order, all or nothing', async () => {
    const before = await listDocuments();
    const reversed = before.map((doc) => doc.id).reverse();
    const res = await injectAs(app, 'admin', {
      method: 'PUT',
      url: '/api/documents/order',
      payload: { ids: reversed },
    });
    expect(res.statusCode).toBe(200);
    expect((await listDocuments()).map((doc) => doc.id)).toEqual(reversed);

    const partial = await injectAs(app, 'admin', {
      method: 'PUT',
      url: '/api/documents/order',
      payload: { ids: [reversed[0]] },
    });
    expect(expectValidationError(partial, 'ids')[0]).toMatch(/every document exactly once/);
    expect((await listDocuments()).map((doc) => doc.id)).toEqual(reversed);
  });

  it('are removed by an administrator only, and their file goes with them', async () => {
    const [doc] = await listDocuments();
    const member = await injectAs(app, 'member', { method: 'DELETE', url: `/api/documents/${doc!.id}` });
    expect(member.statusCode).toBe(403);
    const res = await injectAs(app, 'admin', { method: 'DELETE', url: `/api/documents/${doc!.id}` });
    expect(res.statusCode).toBe(200);
    expect((await listDocuments()).map((d) => d.id)).not.toContain(doc!.id);
    expect((await app.inject({ method: 'GET', url: doc!.url })).statusCode).toBe(404);
    const again = await injectAs(app, 'admin', { method: 'DELETE', url: `/api/documents/${doc!.id}` });
    expect(again.statusCode).toBe(404);
  });
});

describe('the demo seed', () => {
  it("fills settings nobody has saved, and adds the Downloads page's three PDFs once", async () => {
    await app.db
      .updateTable('site_settings')
      .set({ office_name: '', phone: '', email: '', updated_at: null })
      .execute();
    await app.db.deleteFrom('documents').execute();
    await seedSite(app.db);
    await seedSite(app.db);
    expect(await getSettings()).toEqual({ ...DEMO_SETTINGS, updatedAt: null });
    const docs = await listDocuments();
    expect(docs.map((doc) => doc.title)).toEqual(DEMO_DOCUMENTS.map((doc) => doc.title));
    const file = await app.inject({ method: 'GET', url: docs[1]!.url });
    expect(file.rawPayload.subarray(0, 9).toString('latin1')).toBe('%PDF-1.4\n');
    expect(file.rawPayload.toString('latin1')).toContain('(Our Manifesto) Tj');
  });

  it('leaves settings an administrator has saved alone', async () => {
    await putSettings(VALID);
    await seedSite(app.db);
    expect(await getSettings()).toMatchObject(VALID);
  });
});
