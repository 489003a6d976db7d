import { formatDate } from '@party/shared-ui';
import type { Executive } from '../api/types';
import { telHref } from '../display';
import { EmailText } from './EmailText';
import { ExecutivePortrait } from './ExecutivePortrait';

export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

const NOT_RECORDED = 'Not recorded';

export interface ExecutiveCardProps {
  executive: Executive;
  /** The level of the name's heading, one below the heading of the list it sits in. */
  headingLevel: HeadingLevel;
}

/**
 * One executive (spec 01 §2): picture, name, position, date of birth, assumed office, end of tenure
 * ("Present" while in office), phone and email. The API sends the date of birth, phone and email only
 * where the executive consented to their publication (null otherwise, as when never recorded), so each is
 * shown when present and left out when not. Rendered as a list item of an ExecutiveList.
 */
export function ExecutiveCard({ executive, headingLevel }: ExecutiveCardProps) {
  const Heading = `h${headingLevel}` as const;
  const {
    full_name: name,
    position_held: position,
    date_of_birth: born,
    date_of_assumption_of_office: assumed,
    date_of_end_of_tenure: ended,
    phone_number: phone,
    email,
  } = executive;
  return (
    <li className="ps-exec-card">
      <div className="ps-exec-card__head">
        <ExecutivePortrait name={name} picture={executive.picture} />
        <div className="ps-exec-card__identity">
          <Heading className="ps-exec-card__name">{name}</Heading>
          <p className="ps-exec-card__position">{position}</p>
        </div>
      </div>
      <dl className="ps-exec-facts">
        {born && (
          <div className="ps-exec-facts__row">
            <dt>Date of birth</dt>
            <dd>{formatDate(born)}</dd>
          </div>
        )}
        <div className="ps-exec-facts__row">
          <dt>Assumed office</dt>
          <dd>{formatDate(assumed, NOT_RECORDED)}</dd>
        </div>
        <div className="ps-exec-facts__row">
          <dt>End of tenure</dt>
          <dd>{ended ? formatDate(ended) : 'Present'}</dd>
        </div>
        {phone && (
          <div className="ps-exec-facts__row">
            <dt>Phone</dt>
            <dd>
              <a className="ps-exec-link" href={telHref(phone)}>
                {phone}
              </a>
            </dd>
          </div>
        )}
        {email && (
          <div className="ps-exec-facts__row">
            <dt>Email</dt>
            <dd>
              <a className="ps-exec-link" href={`mailto:${email}`}>
                <EmailText email={email} />
              </a>
            </dd>
          </div>
        )}
      </dl>
    </li>
  );
}
