import { PRODUCT_NAME, Link } from '@party/shared-ui';

const PART_NAMES: Record<string, string> = {
  public_site: 'public site',
  auth_remote: 'accounts',
  admin_console: 'back office',
};

interface FooterProps {
  /** The release of every loaded remote, shown small so support can tell which build a visitor runs. */
  releases: readonly { remote: string; release: string }[];
}

export function Footer({ releases }: FooterProps) {
  const versions = [
    `site ${__APP_RELEASE__}`,
    ...releases.map(({ remote, release }) => `${PART_NAMES[remote] ?? remote} ${release}`),
  ].join(' · ');
  return (
    <footer className="shell-footer">
      <div className="shell-footer__inner">
        <p>
          © {new Date().getFullYear()} {PRODUCT_NAME}
        </p>
        <p>
          <Link to="/contact">Contact</Link> · <Link to="/get-involved">Get involved</Link> ·{' '}
          <Link to="/downloads">Downloads</Link>
        </p>
        <p className="shell-footer__versions" data-testid="versions">
          Versions: {versions}
        </p>
      </div>
    </footer>
  );
}
