import type { SiteDocument } from '../features/static/api/get-documents';
import type { SiteSettings } from '../features/static/api/get-site-settings';

/** The office's details as the API sends them, for the Contact, Get involved and Downloads page tests. */
export const SETTINGS: SiteSettings = {
  officeName: 'Constituency Office',
  addressLines: ['Constituency Office', 'Asokwa Roundabout', 'Kumasi'],
  phone: '032 202 4581',
  email: 'info@branch.example.org',
  openingHours: [
    { days: 'Monday to Friday', time: '8:30 am – 5:00 pm' },
    { days: 'Sunday', time: 'Closed' },
  ],
  socialLinks: [{ label: 'Facebook', url: 'https://facebook.com/branch' }],
  updatedAt: '2026-11-26T10:00:00.000Z',
};

export const EMPTY_SETTINGS: SiteSettings = {
  officeName: '',
  addressLines: [],
  phone: '',
  email: '',
  openingHours: [],
  socialLinks: [],
  updatedAt: null,
};

export function siteDocument(id: string, title: string, overrides: Partial<SiteDocument> = {}): SiteDocument {
  return {
    id,
    title,
    description: `About ${title}`,
    fileName: `${title.toLowerCase().replace(/\s+/g, '-')}.pdf`,
    contentType: 'application/pdf',
    byteSize: 1994,
    position: 1,
    url: `/api/documents/${id}/file`,
    createdAt: '2026-11-26T10:00:00.000Z',
    updatedAt: '2026-11-26T10:00:00.000Z',
    ...overrides,
  };
}
