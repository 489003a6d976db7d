import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { insertDocument, saveSettings } from '../modules/site/site.repository.js';

/**
 * The demo site's office details and the three documents of its Downloads page. The settings are filled
 * only while nobody has saved them (a new database has the empty row of the migration); the documents only
 * while there are none.
 */

export const DEMO_SETTINGS = {
  officeName: 'Constituency Office',
  addressLines: ['Constituency Office', 'Asokwa Roundabout', 'Kumasi, Ashanti Region', 'Ghana'],
  phone: '032 202 4581',
  email: 'info@constituency-branch.example.org',
  openingHours: [
    { days: 'Monday to Friday', time: '8:30 am – 5:00 pm' },
    { days: 'Saturday', time: '9:00 am – 1:00 pm' },
    { days: 'Sunday and public holidays', time: 'Closed' },
  ],
  socialLinks: [],
};

interface OnePager {
  heading: string;
  subject: string;
  /** Body lines; an empty one leaves a blank line. */
  lines: readonly string[];
}

interface DemoDocument {
  title: string;
  description: string;
  fileName: string;
  pdf: OnePager;
}

export const DEMO_DOCUMENTS: readonly DemoDocument[] = [
  {
    title: 'Election results 2024',
    description: 'The certified parliamentary and presidential results for the constituency.',
    fileName: 'election-results-2024.pdf',
    pdf: {
      heading: 'Election Results 2024',
      subject: 'Parliamentary and presidential results for the constituency',
      lines: [
        'This summary records the certified results of the December 2024 general election',
        'as declared by the returning officer for the constituency.',
        '',
        'Polling-station results, as signed by the party agents, are kept at the constituency',
        'office and may be inspected by any member during office hours.',
      ],
    },
  },
  {
    title: 'Manifesto',
    description:
      'Our commitments to the people of the constituency: water, jobs, farms, schools and open accounts.',
    fileName: 'manifesto.pdf',
    pdf: {
      heading: 'Our Manifesto',
      subject: 'Commitments to the people of the constituency',
      lines: [
        '1. Clean water and a health facility within reach of every household.',
        '2. Skills training, apprenticeships and jobs for young people.',
        '3. Farm roads, storage and markets for our farmers.',
        '4. Support for schools, teachers and brilliant but needy students.',
        '5. Open accounts: budgets and project progress published for every ward.',
      ],
    },
  },
  {
    title: 'Annual report 2024',
    description: 'The activities, projects and accounts of the branch for 2024.',
    fileName: 'annual-report-2024.pdf',
    pdf: {
      heading: 'Annual Report 2024',
      subject: 'The work of the constituency branch in 2024',
      lines: [
        'This report sets out the activities, projects and accounts of the constituency branch',
        'for the year ending 31 December 2024, as presented to the annual delegates conference.',
        '',
        'Contents: the year in review; ward and branch activities; development projects;',
        'membership; finance and audited accounts.',
      ],
    },
  },
];

/** Text as a PDF literal string: backslash and parentheses escaped, Latin-1 only. */
const literal = (text: string) =>
  `(${text.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\xff]/g, '?')})`;

/**
 * A one-page A4 PDF (PDF 1.4, the standard Helvetica fonts) in the branch's colours: a green band, the
 * heading, the subject, the body lines and a footer. Well formed: its cross-reference table points at
 * every object.
 */
export function onePagePdf({ heading, subject, lines }: OnePager): Buffer {
  const text = (font: string, size: number, colour: string, y: number, value: string) =>
    `BT /${font} ${size} Tf ${colour} rg 56 ${y} Td ${literal(value)} Tj ET`;
  const content = [
    '0.043 0.420 0.227 rg',
    '0 762 595 80 re f',
    '0.949 0.718 0.020 rg',
    '0 756 595 6 re f',
    text('F1', 14, '1 1 1', 795, 'CONSTITUENCY BRANCH'),
    text('F1', 28, '0.094 0.125 0.106', 640, heading),
    text('F2', 14, '0.333 0.380 0.353', 612, subject),
    '0.043 0.420 0.227 RG 2 w 56 590 m 160 590 l S',
    ...lines.map((line, index) => text('F2', 11, '0.094 0.125 0.106', 556 - index * 18, line)),
    text('F2', 9, '0.435 0.482 0.455', 56, 'Published by the Constituency Branch. Free to share unaltered.'),
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(content, 'latin1') + 1} >>\nstream\n${content}\nendstream`,
    `<< /Title ${literal(heading)} /Subject ${literal(subject)} /Author (Constituency Branch) ` +
      '/Creator (Constituency Branch website) /CreationDate (D:20250101000000Z) >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  pdf += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}

export async function seedSite(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const settings = await trx
      .selectFrom('site_settings')
      .select(['updated_at', 'office_name', 'phone', 'email'])
      .forUpdate()
      .executeTakeFirst();
    const untouched =
      !settings ||
      (settings.updated_at === null && !settings.office_name && !settings.phone && !settings.email);
    if (untouched) {
      await saveSettings(trx, DEMO_SETTINGS);
      // Seeded, not saved by anyone: the row says so.
      await trx.updateTable('site_settings').set({ updated_at: null }).execute();
    }

    const { count } = await trx
      .selectFrom('documents')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    if (count > 0) return;
    for (const document of DEMO_DOCUMENTS) {
      const data = onePagePdf(document.pdf);
      await insertDocument(trx, {
        title: document.title,
        description: document.description,
        file: {
          fileName: document.fileName,
          byteSize: data.byteLength,
          sha256: createHash('sha256').update(data).digest('hex'),
          data,
        },
      });
    }
  });
}
