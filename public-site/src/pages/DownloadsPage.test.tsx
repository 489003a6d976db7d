// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DOWNLOADS, formatFileSize } from '../features/static/downloads';
import DownloadsPage from './DownloadsPage';
import { renderPage } from './test-utils';

afterEach(cleanup);

// IMPORTANT: not `new URL(path, import.meta.url)`: Vite rewrites that pattern into the asset's served URL.
const downloadsDir = join(dirname(fileURLToPath(import.meta.url)), '../assets/downloads');
const assetFile = (fileName: string) => readFileSync(join(downloadsDir, fileName));

describe('the Downloads page', () => {
  it('offers the three PDFs, each with its type, size and a download link to the file', () => {
    renderPage(<DownloadsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Downloads' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Election results 2024',
      'Manifesto',
      'Annual report 2024',
    ]);

    const expected = [
      ['Election results 2024', 'election-results-2024.pdf'],
      ['Manifesto', 'manifesto.pdf'],
      ['Annual report 2024', 'annual-report-2024.pdf'],
    ] as const;
    for (const [title, fileName] of expected) {
      const download = DOWNLOADS.find((item) => item.fileName === fileName)!;
      const size = formatFileSize(download.bytes);
      const link = screen.getByRole('link', { name: `Download ${title} (PDF, ${size})` });
      expect(link.getAttribute('href')).toMatch(new RegExp(`${fileName.replace('.', '\\.')}(\\?.*)?$`));
      expect(link.getAttribute('download')).toBe(fileName);
      expect(link.getAttribute('type')).toBe('application/pdf');
      const item = link.closest('li')!;
      expect(item.textContent?.replace(/\s+/g, ' ')).toContain(`PDF document · ${size}`);
    }
  });

  it('ships real, well-formed PDF files of the sizes it shows', () => {
    expect(DOWNLOADS).toHaveLength(3);
    for (const download of DOWNLOADS) {
      const bytes = assetFile(download.fileName);
      expect(bytes.length, download.fileName).toBe(download.bytes);
      const text = bytes.toString('latin1');
      expect(text.startsWith('%PDF-1.4\n')).toBe(true);
      expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
      // startxref points at the cross-reference table, and every entry at its object.
      const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
      expect(text.slice(startxref, startxref + 4)).toBe('xref');
      const [, first, count] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
      expect(Number(first)).toBe(0);
      const entries = text
        .slice(startxref)
        .split('\n')
        .slice(3, 2 + Number(count));
      entries.forEach((entry, index) => {
        const offset = Number(entry.slice(0, 10));
        expect(
          text.slice(offset).startsWith(`${String(index + 1)} 0 obj`),
          `${download.fileName} object ${String(index + 1)}`,
        ).toBe(true);
      });
    }
  });

  it('formats file sizes', () => {
    expect(formatFileSize(512)).toBe('512 bytes');
    expect(formatFileSize(1994)).toBe('1.9 KB');
    expect(formatFileSize(2_500_000)).toBe('2.4 MB');
  });
});
