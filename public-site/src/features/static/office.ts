/**
 * The constituency office's public contact details, shown on the Contact and Get involved pages. Static by
 * design (spec 01 §2: "Static phone and email"); change them here.
 */
export const OFFICE = {
  name: 'Constituency Office',
  addressLines: ['Constituency Office', 'Asokwa Roundabout', 'Kumasi, Ashanti Region', 'Ghana'],
  phone: { display: '032 202 4581', href: 'tel:+233322024581' },
  email: 'info@constituency-branch.example.org',
  hours: [
    { days: 'Monday to Friday', time: '8:30 am – 5:00 pm' },
    { days: 'Saturday', time: '9:00 am – 1:00 pm' },
    { days: 'Sunday and public holidays', time: 'Closed' },
  ],
} as const;

/** A mailto: link to the office, with a subject line when given. */
export function officeMailto(subject?: string): string {
  return subject ? `mailto:${OFFICE.email}?subject=${encodeURIComponent(subject)}` : `mailto:${OFFICE.email}`;
}
