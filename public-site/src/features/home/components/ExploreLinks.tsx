import { ArrowIcon, Link, Section } from '@party/shared-ui';

const DESTINATIONS = [
  {
    to: '/news',
    title: 'Latest news',
    text: 'Announcements, meetings and stories from across the constituency.',
    link: 'Read the latest news',
  },
  {
    to: '/projects',
    title: 'Our projects',
    text: 'Development projects, where they are and how far they have come.',
    link: 'See our projects',
  },
  {
    to: '/executives/constituency',
    title: 'Your executives',
    text: 'Who leads the constituency, your ward and your branch, and how to reach them.',
    link: 'Meet the executives',
  },
  {
    to: '/downloads',
    title: 'Documents',
    text: 'Our manifesto, the 2024 election results and the annual report.',
    link: 'Browse downloads',
  },
] as const;

/** Where to go next from the home page: plain links to the other public pages. */
export function ExploreLinks() {
  return (
    <Section title="Stay informed" description="Follow our work and find the people behind it.">
      <ul className="ps-home-links">
        {DESTINATIONS.map(({ to, title, text, link }) => (
          <li key={to} className="ps-home-link">
            <h3 className="ps-home-link__title">{title}</h3>
            <p className="ps-home-link__text">{text}</p>
            <Link className="ps-home-link__anchor" to={to}>
              {link}
              <ArrowIcon className="ps-home-arrow" />
            </Link>
          </li>
        ))}
      </ul>
    </Section>
  );
}
