import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '@party/shared-ui';
import { OFFICE, officeMailto } from '../office';

/** The office's phone (tel:), email (mailto:), postal address and opening hours. */
export function ContactDetails() {
  return (
    <ul className="ps-static-contacts">
      <li className="ps-static-contact">
        <span className="ps-static-contact__icon">
          <PhoneIcon className="ps-static-icon" />
        </span>
        <h2 className="ps-static-contact__title">Phone</h2>
        <p className="ps-static-contact__value">
          <a className="ps-static-link" href={OFFICE.phone.href}>
            {OFFICE.phone.display}
          </a>
        </p>
        <p className="ps-static-contact__hint">During office hours.</p>
      </li>
      <li className="ps-static-contact">
        <span className="ps-static-contact__icon">
          <MailIcon className="ps-static-icon" />
        </span>
        <h2 className="ps-static-contact__title">Email</h2>
        <p className="ps-static-contact__value">
          <a className="ps-static-link" href={officeMailto()}>
            {OFFICE.email}
          </a>
        </p>
        <p className="ps-static-contact__hint">We reply within two working days.</p>
      </li>
      <li className="ps-static-contact">
        <span className="ps-static-contact__icon">
          <PinIcon className="ps-static-icon" />
        </span>
        <h2 className="ps-static-contact__title">Office address</h2>
        <address className="ps-static-address">
          {OFFICE.addressLines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </address>
      </li>
      <li className="ps-static-contact">
        <span className="ps-static-contact__icon">
          <ClockIcon className="ps-static-icon" />
        </span>
        <h2 className="ps-static-contact__title">Office hours</h2>
        <dl className="ps-static-hours">
          {OFFICE.hours.map(({ days, time }) => (
            <div key={days} className="ps-static-hours__row">
              <dt>{days}</dt>
              <dd>{time}</dd>
            </div>
          ))}
        </dl>
      </li>
    </ul>
  );
}
