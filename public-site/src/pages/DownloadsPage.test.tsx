// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../features/static/downloads';
import DownloadsPage from './DownloadsPage';
import { siteDocument } from './site-fixtures';
import { fail, ok, renderPage, setupTestApi } from './test-utils';

const api = setupTestApi();

describe('the Downloads page', () => {
  it('offers the published PDFs in order, each with its size and a download link to the API', async () => {
    api().on(
      'GET',
      '/documents',
      ok([
        siteDocument('d1', 'Election results 2024', { byteSize: 1994 }),
        siteDocument('d2', 'Manifesto', { byteSize: 2_500_000, description: '' }),
      ]),
    );
    renderPage(<DownloadsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Downloads' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading the documents');

    const link = await screen.findByRole('link', { name: 'Download Election results 2024 (PDF, 1.9 KB)' });
    expect(link.getAttribute('href')).toMatch(/\/api\/documents\/d1\/file$/);
    expect(link.getAttribute('download')).toBe('election-results-2024.pdf');
    expect(link.getAttribute('type')).toBe('application/pdf');
    expect(link.closest('li')!.textContent?.replace(/\s+/g, ' ')).toContain('PDF document · 1.9 KB');
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Election results 2024',
      'Manifesto',
    ]);
    expect(screen.getByRole('link', { name: 'Download Manifesto (PDF, 2.4 MB)' })).toBeTruthy();
  });

  it('says so when there are no documents', async () => {
    api().on('GET', '/documents', ok([]));
    renderPage(<DownloadsPage />);
    expect(await screen.findByText('No documents are available for download yet.')).toBeTruthy();
  });

  it('says the list could not be loaded, with a way to try again', async () => {
    api().on('GET', '/documents', fail(500, 'Something went wrong on our side.'));
    renderPage(<DownloadsPage />);
    expect(await screen.findByText('Failed to load the documents')).toBeTruthy();
    api().on('GET', '/documents', ok([siteDocument('d1', 'Manifesto')]));
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByRole('heading', { level: 2, name: 'Manifesto' })).toBeTruthy();
  });

  it('formats file sizes', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1994)).toBe('1.9 KB');
    expect(formatFileSize(2_500_000)).toBe('2.4 MB');
  });
});
