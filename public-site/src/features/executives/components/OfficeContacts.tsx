import type { ReactNode } from 'react';
import { telHref } from '../display';
import { EmailText } from './EmailText';

export interface OfficeContactsProps {
  officeLocation: string | null;
  phone: string | null;
  email: string | null;
  /** Rows shown before the contacts, e.g. the ward a branch belongs to. */
  leading?: readonly { label: string; value: ReactNode }[];
}

const missing = <span className="ps-exec-missing">Not recorded</span>;

/** The office details of a constituency, ward or branch: location, phone (tel:) and email (mailto:). */
export function OfficeContacts({ officeLocation, phone, email, leading = [] }: OfficeContactsProps) {
  return (
    <dl className="ps-exec-office">
      {leading.map(({ label, value }) => (
        <div key={label} className="ps-exec-office__row">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
      <div className="ps-exec-office__row">
        <dt>Office location</dt>
        <dd>{officeLocation || missing}</dd>
      </div>
      <div className="ps-exec-office__row">
        <dt>Phone</dt>
        <dd>
          {phone ? (
            <a className="ps-exec-link" href={telHref(phone)}>
              {phone}
            </a>
          ) : (
            missing
          )}
        </dd>
      </div>
      <div className="ps-exec-office__row">
        <dt>Email</dt>
        <dd>
          {email ? (
            <a className="ps-exec-link" href={`mailto:${email}`}>
              <EmailText email={email} />
            </a>
          ) : (
            missing
          )}
        </dd>
      </div>
    </dl>
  );
}
