import { buttonClassName, Link } from '@party/shared-ui';
import { useId } from 'react';

/** The home page's opening: who we are, and the way in (spec 01 §2: a Get Involved button to /get-involved). */
export function HomeHero() {
  const titleId = useId();
  return (
    <section className="ps-home-hero" aria-labelledby={titleId}>
      <div className="ps-home-hero__content">
        <p className="ps-home-hero__eyebrow">Rooted in our communities since 1992</p>
        <h1 id={titleId} className="ps-home-hero__title">
          Welcome to the Constituency Branch
        </h1>
        <p className="ps-home-hero__lead">
          Working together for every ward and branch of our constituency: honest representation, practical
          development and a voice for every member.
        </p>
        <div className="ps-home-hero__actions">
          <Link className={buttonClassName({ size: 'lg' })} to="/get-involved">
            Get Involved
          </Link>
          <Link className={buttonClassName({ variant: 'secondary', size: 'lg' })} to="/about">
            About us
          </Link>
        </div>
      </div>
      <HeroEmblem />
    </section>
  );
}

/** A quiet emblem in the party colours: rings for wards and branches around one centre. Decorative. */
function HeroEmblem() {
  return (
    <svg
      className="ps-home-hero__emblem"
      viewBox="0 0 200 200"
      aria-hidden="true"
      focusable="false"
      width="200"
      height="200"
    >
      <circle
        cx="100"
        cy="100"
        r="92"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.18"
        strokeWidth="2"
      />
      <circle
        cx="100"
        cy="100"
        r="68"
        fill="none"
        stroke="currentColor"
        strokeOpacity="0.28"
        strokeWidth="2"
      />
      <circle cx="100" cy="100" r="40" className="ps-home-hero__emblem-core" />
      {Array.from({ length: 8 }, (_, index) => {
        const angle = (index * Math.PI) / 4;
        return (
          <circle
            key={index}
            cx={100 + 68 * Math.cos(angle)}
            cy={100 + 68 * Math.sin(angle)}
            r="7"
            className="ps-home-hero__emblem-dot"
          />
        );
      })}
    </svg>
  );
}
