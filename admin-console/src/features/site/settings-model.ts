import type { SiteSettings, SiteSettingsSave } from './api/site-api';

/** The Site settings form as it is edited: rows carry a key of their own, so React keeps their inputs. */

export interface HoursRow {
  key: number;
  days: string;
  time: string;
}

export interface SocialRow {
  key: number;
  label: string;
  url: string;
}

export interface SettingsDraft {
  officeName: string;
  /** The address, a line each, as typed in the text area. */
  address: string;
  phone: string;
  email: string;
  openingHours: HoursRow[];
  socialLinks: SocialRow[];
}

let rowCount = 0;
export const nextRowKey = () => ++rowCount;

export const newHoursRow = (): HoursRow => ({ key: nextRowKey(), days: '', time: '' });
export const newSocialRow = (): SocialRow => ({ key: nextRowKey(), label: '', url: '' });

export function toDraft(settings: SiteSettings): SettingsDraft {
  return {
    officeName: settings.officeName,
    address: settings.addressLines.join('\n'),
    phone: settings.phone,
    email: settings.email,
    openingHours: settings.openingHours.map((row) => ({ key: nextRowKey(), ...row })),
    socialLinks: settings.socialLinks.map((row) => ({ key: nextRowKey(), ...row })),
  };
}

/** The body of PUT /api/site-settings; the API trims text and drops blank address lines. */
export function toSave(draft: SettingsDraft): SiteSettingsSave {
  return {
    officeName: draft.officeName,
    addressLines: draft.address.split('\n'),
    phone: draft.phone,
    email: draft.email,
    openingHours: draft.openingHours.map(({ days, time }) => ({ days, time })),
    socialLinks: draft.socialLinks.map(({ label, url }) => ({ label, url })),
  };
}

/**
 * The API's field errors as the form shows them: an address line's (`addressLines.2`) on the address box,
 * the others where they are keyed (`openingHours.1.days` beside that row's Days).
 */
export function formErrors(errors: Record<string, string[]>): Record<string, string[]> {
  const shown: Record<string, string[]> = {};
  for (const [key, messages] of Object.entries(errors)) {
    const field = key.startsWith('addressLines') ? 'address' : key;
    shown[field] = [
      ...(shown[field] ?? []),
      ...messages.filter((message) => !shown[field]?.includes(message)),
    ];
  }
  return shown;
}
