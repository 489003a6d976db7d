import { buttonClassName, Link, MailIcon, Page, PhoneIcon } from '@party/shared-ui';
import { ActionBand } from '../components/ActionBand';
import { useSiteSettings } from '../features/static/api/get-site-settings';
import { WaysToTakePart } from '../features/static/components/WaysToTakePart';
import { officeMailto, phoneHref } from '../features/static/office';
import { useInjectedStyles } from '../styles/inject';
import { staticCss } from '../styles/static.css';

/**
 * /get-involved (spec 01 §2, the Home hero's button): ways to take part, each with a way to act on it. The
 * office's phone and email come from GET /api/site-settings; while they load, or when the office has
 * published none (or they cannot be read), the actions point to the Contact page instead.
 */
export default function GetInvolvedPage() {
  useInjectedStyles('ps-static', staticCss);
  const settings = useSiteSettings();
  const phone = settings.data?.phone ?? '';
  const email = settings.data?.email ?? '';
  return (
    <Page
      eyebrow="Join us"
      title="Get Involved"
      subtitle="There is a place for everyone in the branch: an hour a month or a seat on the executive."
    >
      <WaysToTakePart email={email} />
      <ActionBand
        title="Not sure where to start?"
        lead="Call or write to the constituency office and we will put you in touch with your ward and branch."
      >
        {phone && (
          <a className={`${buttonClassName({ size: 'lg' })} ps-static-button`} href={phoneHref(phone)}>
            <PhoneIcon className="ps-static-icon" />
            <span>Call {phone}</span>
          </a>
        )}
        {email && (
          <a
            className={`${buttonClassName({ variant: 'secondary', size: 'lg' })} ps-static-button`}
            href={officeMailto(email, 'Getting involved')}
          >
            <MailIcon className="ps-static-icon" />
            <span>Email the office</span>
          </a>
        )}
        {!phone && !email && (
          <Link className={`${buttonClassName({ size: 'lg' })} ps-static-button`} to="/contact">
            <span>Contact the office</span>
          </Link>
        )}
      </ActionBand>
    </Page>
  );
}
