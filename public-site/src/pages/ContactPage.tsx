import { Page, Section, Link } from '@party/shared-ui';
import { ContactDetails } from '../features/static/components/ContactDetails';
import { useInjectedStyles } from '../styles/inject';
import { staticCss } from '../styles/static.css';

/** /contact (spec 01 §2): the office's static phone, email, address and hours. There is no form. */
export default function ContactPage() {
  useInjectedStyles('ps-static', staticCss);
  return (
    <Page
      eyebrow="Contact"
      title="Contact Us"
      subtitle="Call, write or visit the constituency office. We are glad to hear from members and neighbours alike."
    >
      <ContactDetails />
      <Section
        variant="card"
        title="Reach your ward or branch"
        description="Ward and branch executives are often the quickest way to get help in your community."
      >
        <ul className="ps-static-inline-links">
          <li>
            <Link className="ps-static-link" to="/executives/ward">
              Ward executives and offices
            </Link>
          </li>
          <li>
            <Link className="ps-static-link" to="/executives/branch">
              Branch executives and offices
            </Link>
          </li>
          <li>
            <Link className="ps-static-link" to="/executives/constituency">
              Constituency executives
            </Link>
          </li>
        </ul>
      </Section>
    </Page>
  );
}
