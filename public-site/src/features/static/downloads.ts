import { formatNumber } from '@party/shared-ui';
import annualReport2024 from '../../assets/downloads/annual-report-2024.pdf';
import electionResults2024 from '../../assets/downloads/election-results-2024.pdf';
import manifesto from '../../assets/downloads/manifesto.pdf';

export interface Download {
  readonly id: string;
  readonly title: string;
  readonly description: string;
  /** The file's URL, as the build emitted it (content-hashed in production). */
  readonly url: string;
  /** The name the browser saves it under. */
  readonly fileName: string;
  /** The file's size in bytes; a test checks it against the file. */
  readonly bytes: number;
  readonly type: { readonly label: string; readonly mime: string };
}

const PDF = { label: 'PDF', mime: 'application/pdf' } as const;

/** Spec 01 §2: a static list of three PDFs. The files live in src/assets/downloads. */
export const DOWNLOADS: readonly Download[] = [
  {
    id: 'election-results-2024',
    title: 'Election results 2024',
    description: 'The certified parliamentary and presidential results for the constituency.',
    url: electionResults2024,
    fileName: 'election-results-2024.pdf',
    bytes: 1994,
    type: PDF,
  },
  {
    id: 'manifesto',
    title: 'Manifesto',
    description:
      'Our commitments to the people of the constituency: water, jobs, farms, schools and open accounts.',
    url: manifesto,
    fileName: 'manifesto.pdf',
    bytes: 1986,
    type: PDF,
  },
  {
    id: 'annual-report-2024',
    title: 'Annual report 2024',
    description: 'The activities, projects and accounts of the branch for 2024.',
    url: annualReport2024,
    fileName: 'annual-report-2024.pdf',
    bytes: 1963,
    type: PDF,
  },
];

/** 1994 → "1.9 KB"; 2,400,000 → "2.3 MB" (binary multiples, as file managers show them). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatNumber(bytes)} bytes`;
  const kilobytes = bytes / 1024;
  if (kilobytes < 1024) return `${formatNumber(kilobytes, { maximumFractionDigits: 1 })} KB`;
  return `${formatNumber(kilobytes / 1024, { maximumFractionDigits: 1 })} MB`;
}
