import { ClockIcon, EmptyState, MailIcon, PhoneIcon, PinIcon, VisuallyHidden } from '@party/shared-ui';
import type { SiteSettings } from '../api/get-site-settings';
import { hasNoContactDetails, officeMailto, phoneHref } from '../office';

/**
 * The office's phone (tel:), email (mailto:), postal address and opening hours, as the back office set
 * them; a detail left empty is left out, and with none at all the page says so.
 */
export function ContactDetails({ settings }: { settings: SiteSettings }) {
  if (hasNoContactDetails(settings)) {
    return (
      <EmptyState
        bordered
        titleAs="p"
        title="The office's contact details have not been published yet."
        message="Your ward and branch executives, below, can help in the meantime."
      />
    );
  }
  const { phone, email, addressLines, openingHours } = settings;
  return (
    <ul className="ps-static-contacts">
      {phone && (
        <li className="ps-static-contact">
          <span className="ps-static-contact__icon">
            <PhoneIcon className="ps-static-icon" />
          </span>
          <h2 className="ps-static-contact__title">Phone</h2>
          <p className="ps-static-contact__value">
            <a className="ps-static-link" href={phoneHref(phone)}>
              {phone}
            </a>
          </p>
          <p className="ps-static-contact__hint">During office hours.</p>
        </li>
      )}
      {email && (
        <li className="ps-static-contact">
          <span className="ps-static-contact__icon">
            <MailIcon className="ps-static-icon" />
          </span>
          <h2 className="ps-static-contact__title">Email</h2>
          <p className="ps-static-contact__value">
            <a className="ps-static-link" href={officeMailto(email)}>
              {email}
            </a>
          </p>
          <p className="ps-static-contact__hint">We reply within two working days.</p>
        </li>
      )}
      {addressLines.length > 0 && (
        <li className="ps-static-contact">
          <span className="ps-static-contact__icon">
            <PinIcon className="ps-static-icon" />
          </span>
          <h2 className="ps-static-contact__title">Office address</h2>
          <address className="ps-static-address">
            {addressLines.map((line, index) => (
              <span key={`${index}-${line}`}>{line}</span>
            ))}
          </address>
        </li>
      )}
      {openingHours.length > 0 && (
        <li className="ps-static-contact">
          <span className="ps-static-contact__icon">
            <ClockIcon className="ps-static-icon" />
          </span>
          <h2 className="ps-static-contact__title">Office hours</h2>
          <dl className="ps-static-hours">
            {openingHours.map(({ days, time }, index) => (
              <div key={`${index}-${days}`} className="ps-static-hours__row">
                <dt>{days}</dt>
                <dd>{time}</dd>
              </div>
            ))}
          </dl>
        </li>
      )}
    </ul>
  );
}

/** The site's social links, each opening the network's page; nothing when there are none. */
export function SocialLinks({ links }: { links: SiteSettings['socialLinks'] }) {
  if (links.length === 0) return null;
  return (
    <ul className="ps-static-inline-links">
      {links.map(({ label, url }, index) => (
        <li key={`${index}-${url}`}>
          <a className="ps-static-link" href={url} rel="noopener noreferrer me" target="_blank">
            {label} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
          </a>
        </li>
      ))}
    </ul>
  );
}
