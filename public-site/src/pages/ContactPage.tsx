import { Link, Page, Section } from '@party/shared-ui';
import { useSiteSettings } from '../features/static/api/get-site-settings';
import { ContactDetails, SocialLinks } from '../features/static/components/ContactDetails';
import { Loading } from '../features/static/components/LoadStates';
import { LoadFailure } from '../shared/LoadFailure';
import { useInjectedStyles } from '../styles/inject';
import { staticCss } from '../styles/static.css';

/**
 * /contact (spec 01 §2): the office's phone, email, address and hours, as the back office keeps them
 * (GET /api/site-settings), and the site's social links. There is no form.
 */
export default function ContactPage() {
  useInjectedStyles('ps-static', staticCss);
  const settings = useSiteSettings();
  return (
    <Page
      eyebrow="Contact"
      title="Contact Us"
      subtitle="Call, write or visit the constituency office. We are glad to hear from members and neighbours alike."
    >
      {settings.isPending ? (
        <Loading label="Loading the office's contact details" />
      ) : settings.isError ? (
        <LoadFailure
          message="Failed to load the office's contact details"
          error={settings.error}
          onRetry={() => void settings.refetch()}
          retrying={settings.isFetching}
        />
      ) : (
        <>
          <ContactDetails settings={settings.data} />
          {settings.data.socialLinks.length > 0 && (
            <Section variant="card" title="Follow us" description="News and events as they happen.">
              <SocialLinks links={settings.data.socialLinks} />
            </Section>
          )}
        </>
      )}
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
