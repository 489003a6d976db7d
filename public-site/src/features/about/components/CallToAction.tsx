import { buttonClassName, Link } from '@party/shared-ui';
import { ActionBand } from '../../../components/ActionBand';

/** A site path goes through the router; a full URL, mailto: or tel: is a plain link; anything else is ignored. */
function ActionLink({ href, fallback, children }: { href: string; fallback: string; children: string }) {
  const className = buttonClassName({ size: 'lg' });
  if (/^(https?:|mailto:|tel:)/i.test(href)) {
    return (
      <a className={className} href={href}>
        {children}
      </a>
    );
  }
  const to = href.startsWith('/') && !href.startsWith('//') ? href : fallback;
  return (
    <Link className={className} to={to}>
      {children}
    </Link>
  );
}

export interface CallToActionProps {
  /** The button's text and target, as the About hero section names them. */
  ctaText: string;
  ctaLink: string;
}

/** The closing call to action of the About page. */
export function CallToAction({ ctaText, ctaLink }: CallToActionProps) {
  return (
    <ActionBand
      title="Be part of the next chapter"
      lead="Volunteer in your ward, attend a branch meeting or become a member through your branch. Every contribution strengthens our communities."
    >
      <ActionLink href={ctaLink} fallback="/get-involved">
        {ctaText}
      </ActionLink>
      <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to="/contact">
        Contact us
      </Link>
    </ActionBand>
  );
}
