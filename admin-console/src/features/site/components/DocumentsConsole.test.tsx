// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { description, fail, ok, renderWithProviders, setupTestApi } from '../../../shared/test-utils';
import type { SiteDocument } from '../api/site-api';
import { DocumentsConsole } from './DocumentsConsole';

const api = setupTestApi();

function doc(id: string, title: string, position: number): SiteDocument {
  return {
    id,
    title,
    description: `About ${title}`,
    fileName: `${id}.pdf`,
    contentType: 'application/pdf',
    byteSize: 1994,
    position,
    url: `/api/documents/${id}/file`,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
  };
}

const DOCS = [doc('a1', 'Election results', 1), doc('b2', 'Manifesto', 2), doc('c3', 'Annual report', 3)];
const sent = (method: string) => api().requests.filter((request) => request.method === method);
const pdf = (name = 'plan.pdf') => new File(['%PDF-1.4\nhello'], name, { type: 'application/pdf' });

describe('the Documents console', () => {
  it('lists the documents in order, with their file and size', async () => {
    api().on('GET', '/documents', ok(DOCS));
    renderWithProviders(<DocumentsConsole />);
    const list = await screen.findByRole('list', { name: 'Documents, in order' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Election results', 'Manifesto', 'Annual report']);
    expect(within(list).getByText('b2.pdf · 1.9 KB')).toBeTruthy();
    // The first cannot move up, the last cannot move down.
    expect(screen.queryByRole('button', { name: 'Move up Election results' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Move down Annual report' })).toBeNull();
  });

  it('says so when there are none, and when they cannot be loaded', async () => {
    api().on('GET', '/documents', ok([]));
    const { unmount } = renderWithProviders(<DocumentsConsole />);
    expect(await screen.findByText('No documents yet.')).toBeTruthy();
    unmount();
    api().on('GET', '/documents', fail(500, ''));
    renderWithProviders(<DocumentsConsole />);
    expect(await screen.findByText('Failed to load the documents')).toBeTruthy();
  });

  it('refuses a file that is not a PDF before sending anything', async () => {
    api().on('GET', '/documents', ok(DOCS));
    renderWithProviders(<DocumentsConsole />);
    const form = await screen.findByRole('form', { name: 'Upload a document' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Poster');
    const picker = within(form).getByLabelText(/^PDF file/);
    await userEvent.upload(picker, new File(['\x89PNG....'], 'poster.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(description(picker)).toContain('Please select a PDF file'));
    expect(sent('POST')).toHaveLength(0);
  });

  it('uploads a PDF with its title and description, and lists it', async () => {
    api().on('GET', '/documents', ok(DOCS));
    api().on('POST', '/documents', {
      ...ok(doc('d4', 'Budget', 4), 'Document uploaded successfully'),
      status: 201,
    });
    renderWithProviders(<DocumentsConsole />);
    const form = await screen.findByRole('form', { name: 'Upload a document' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Budget');
    await userEvent.type(within(form).getByLabelText('Description'), 'The 2026 budget');
    await userEvent.upload(within(form).getByLabelText(/^PDF file/), pdf('budget.pdf'));
    api().on('GET', '/documents', ok([...DOCS, doc('d4', 'Budget', 4)]));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Document uploaded successfully')).toBeTruthy();
    const [post] = sent('POST');
    expect(post!.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(post!.body).toContain('name="title"\r\n\r\nBudget');
    expect(post!.body).toContain('name="description"\r\n\r\nThe 2026 budget');
    expect(post!.body).toContain('filename="budget.pdf"');
    expect(await screen.findByRole('heading', { name: 'Budget' })).toBeTruthy();
    // Ready for the next one.
    expect(within(form).getByLabelText<HTMLInputElement>(/^Title/).value).toBe('');
  });

  it('shows the API refusal beside the file', async () => {
    api().on('GET', '/documents', ok(DOCS));
    api().on(
      'POST',
      '/documents',
      fail(413, 'File size must be at most 10 MB', { file: ['File size must be at most 10 MB'] }),
    );
    renderWithProviders(<DocumentsConsole />);
    const form = await screen.findByRole('form', { name: 'Upload a document' });
    await userEvent.type(within(form).getByLabelText(/^Title/), 'Huge');
    const picker = within(form).getByLabelText(/^PDF file/);
    await userEvent.upload(picker, pdf('huge.pdf'));
    await userEvent.click(within(form).getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(description(picker)).toContain('File size must be at most 10 MB'));
  });

  it('moves a document down by sending the whole new order', async () => {
    api().on('GET', '/documents', ok(DOCS));
    api().on('PUT', '/documents/order', ok([DOCS[1], DOCS[0], DOCS[2]], 'Documents reordered successfully'));
    renderWithProviders(<DocumentsConsole />);
    await userEvent.click(await screen.findByRole('button', { name: 'Move down Election results' }));
    expect(await screen.findByText('"Election results" moved down.')).toBeTruthy();
    expect(JSON.parse(sent('PUT')[0]!.body)).toEqual({ ids: ['b2', 'a1', 'c3'] });
    const list = screen.getByRole('list', { name: 'Documents, in order' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((heading) => heading.textContent),
    ).toEqual(['Manifesto', 'Election results', 'Annual report']);
  });

  it('edits a title as JSON', async () => {
    api().on('GET', '/documents', ok(DOCS));
    api().on(
      'PUT',
      '/documents/b2',
      ok({ ...DOCS[1], title: 'Our manifesto' }, 'Document updated successfully'),
    );
    renderWithProviders(<DocumentsConsole />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Manifesto' }));
    const dialog = screen.getByRole('dialog', { name: 'Edit Manifesto' });
    const title = within(dialog).getByLabelText(/^Title/);
    await userEvent.clear(title);
    await userEvent.type(title, 'Our manifesto');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Document updated successfully')).toBeTruthy();
    expect(JSON.parse(sent('PUT')[0]!.body)).toEqual({
      title: 'Our manifesto',
      description: 'About Manifesto',
    });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('removes a document only once the removal is confirmed', async () => {
    api().on('GET', '/documents', ok(DOCS));
    api().on('DELETE', '/documents/c3', ok(null, 'Document deleted successfully'));
    renderWithProviders(<DocumentsConsole />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Annual report' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Remove document?' });
    expect(confirm.textContent).toContain('Remove "Annual report" from the Downloads page?');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent('DELETE')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Annual report' }));
    await userEvent.click(
      within(screen.getByRole('alertdialog', { name: 'Remove document?' })).getByRole('button', {
        name: 'Remove',
      }),
    );
    expect(await screen.findByText('Document deleted successfully')).toBeTruthy();
    expect(sent('DELETE')).toHaveLength(1);
  });
});
