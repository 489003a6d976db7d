import { EmptyState, Page } from '@party/shared-ui';
import {
  ABOUT_PAGE_TITLE,
  DEFAULT_CALL_TO_ACTION,
  hasBody,
  resolveAboutContent,
} from '../features/about/about-content';
import { useAboutSections } from '../features/about/api/get-about';
import { AboutLoading } from '../features/about/components/AboutLoading';
import { AboutBody } from '../features/about/components/AboutSections';
import { CallToAction } from '../features/about/components/CallToAction';
import { LoadFailure } from '../shared/LoadFailure';
import { aboutCss } from '../styles/about.css';
import { useInjectedStyles } from '../styles/inject';

export const ABOUT_LOAD_FAILED = 'Failed to load the About page. Please try again later.';

/**
 * /about (spec 01 §2): mission, vision, core values, history, activities, achievements and a call to
 * action. The sections come from GET /api/about, as the admin About console publishes them: an unpublished
 * section is left out and an emptied list shows nothing.
 */
export default function AboutPage() {
  useInjectedStyles('ps-about', aboutCss);
  const sections = useAboutSections();
  const content = sections.data ? resolveAboutContent(sections.data) : undefined;
  const hero = content?.hero;
  const { ctaText, ctaLink } = hero ?? DEFAULT_CALL_TO_ACTION;
  return (
    <Page
      {...(hero?.subtitle ? { eyebrow: hero.subtitle } : {})}
      title={hero?.title || ABOUT_PAGE_TITLE}
      {...(hero?.content ? { subtitle: hero.content } : {})}
      className="ps-about"
    >
      {content ? (
        <>
          {hasBody(content) ? (
            <AboutBody content={content} />
          ) : (
            <EmptyState
              bordered
              titleAs="p"
              title="Nothing published yet."
              message="The branch's story, mission and values will appear here once they are published."
            />
          )}
          <CallToAction ctaText={ctaText} ctaLink={ctaLink} />
        </>
      ) : sections.isError ? (
        <LoadFailure
          message={ABOUT_LOAD_FAILED}
          error={sections.error}
          retrying={sections.isFetching}
          onRetry={() => void sections.refetch()}
        />
      ) : (
        <AboutLoading />
      )}
    </Page>
  );
}
