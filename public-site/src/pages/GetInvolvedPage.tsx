import { buttonClassName, MailIcon, Page, PhoneIcon } from '@party/shared-ui';
import { ActionBand } from '../components/ActionBand';
import { WaysToTakePart } from '../features/static/components/WaysToTakePart';
import { OFFICE, officeMailto } from '../features/static/office';
import { useInjectedStyles } from '../styles/inject';
import { staticCss } from '../styles/static.css';

/** /get-involved (spec 01 §2, the Home hero's button): ways to take part, each with a way to act on it. */
export default function GetInvolvedPage() {
  useInjectedStyles('ps-static', staticCss);
  return (
    <Page
      eyebrow="Join us"
      title="Get Involved"
      subtitle="There is a place for everyone in the branch: an hour a month or a seat on the executive."
    >
      <WaysToTakePart />
      <ActionBand
        title="Not sure where to start?"
        lead="Call or write to the constituency office and we will put you in touch with your ward and branch."
      >
        <a className={`${buttonClassName({ size: 'lg' })} ps-static-button`} href={OFFICE.phone.href}>
          <PhoneIcon className="ps-static-icon" />
          <span>Call {OFFICE.phone.display}</span>
        </a>
        <a
          className={`${buttonClassName({ variant: 'secondary', size: 'lg' })} ps-static-button`}
          href={officeMailto('Getting involved')}
        >
          <MailIcon className="ps-static-icon" />
          <span>Email the office</span>
        </a>
      </ActionBand>
    </Page>
  );
}
