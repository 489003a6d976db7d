import { Page } from '@party/shared-ui';
import { DEFAULT_ABOUT, resolveAboutContent } from '../features/about/about-content';
import { useAboutSections } from '../features/about/api/get-about';
import { AboutLoading } from '../features/about/components/AboutLoading';
import { AboutBody } from '../features/about/components/AboutSections';
import { CallToAction } from '../features/about/components/CallToAction';
import { aboutCss } from '../styles/about.css';
import { useInjectedStyles } from '../styles/inject';

/**
 * /about (spec 01 §2): mission, vision, core values, history, activities, achievements and a call to
 * action. The sections come from GET /api/about, as the admin About console publishes them; when the call
 * fails, or a section is unpublished or incomplete, the built-in content stands in, so the page is never
 * empty or half-drawn.
 */
export default function AboutPage() {
  useInjectedStyles('ps-about', aboutCss);
  const sections = useAboutSections();
  // While loading, the built-in header; a failed call (no data) leaves the built-in content whole.
  const content = sections.isPending ? DEFAULT_ABOUT : resolveAboutContent(sections.data);
  const { hero } = content;
  return (
    <Page eyebrow={hero.subtitle} title={hero.title} subtitle={hero.content} className="ps-about">
      {sections.isPending ? (
        <AboutLoading />
      ) : (
        <>
          <AboutBody content={content} />
          <CallToAction ctaText={hero.ctaText} ctaLink={hero.ctaLink} />
        </>
      )}
    </Page>
  );
}
