import { PRODUCT_NAME } from '@party/shared-ui';
import { Link } from 'react-router-dom';

export function Footer() {
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
      </div>
    </footer>
  );
}
