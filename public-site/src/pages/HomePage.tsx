import { DesignSystemStyles, usePageHead } from '@party/shared-ui';
import { ExploreLinks } from '../features/home/components/ExploreLinks';
import { HomeHero } from '../features/home/components/HomeHero';
import { WhyChooseUs } from '../features/home/components/WhyChooseUs';
import { homeCss } from '../styles/home.css';
import { useInjectedStyles } from '../styles/inject';

/**
 * / (spec 01 §2): a hero with the Get Involved button, the Why Choose Us section, and links onward. It has
 * no page header of its own: the hero holds the page's one <h1>.
 */
export default function HomePage() {
  useInjectedStyles('ps-home', homeCss);
  usePageHead({
    title: 'Welcome to the Constituency Branch',
    description:
      'Working together for every ward and branch of our constituency: honest representation, practical development and a voice for every member.',
  });
  return (
    <div className="pui-root ps-home">
      {/* The hero's links borrow the button styles: have the design system's sheet in before them. */}
      <DesignSystemStyles />
      <HomeHero />
      <WhyChooseUs />
      <ExploreLinks />
    </div>
  );
}
