import type { AboutCardWire, AboutSection, AboutSections } from './api/get-about';

/**
 * What the About page shows (spec 01 §2): mission, vision, core values, history, activities and
 * achievements, as the admin About console publishes them (GET /api/about). A section that is not
 * published is absent, and the page leaves it out; a list an administrator emptied shows nothing. The text
 * a new site starts with is the API's seed (its content migration), not something the page adds.
 */

export interface AboutCard {
  readonly id: string;
  /** An emoji, decorative. */
  readonly icon: string;
  readonly title: string;
  readonly description: string;
}

export interface TimelineEntry {
  readonly id: string;
  readonly year: string;
  readonly title: string;
  readonly description: string;
}

export interface Achievement {
  readonly id: string;
  /** As written, e.g. "1,200+". */
  readonly number: string;
  readonly description: string;
}

interface Heading {
  readonly title: string;
  readonly content: string;
}

/** The published sections; each is absent when it is not published. */
export interface AboutContent {
  readonly hero?: Heading & { readonly subtitle: string; readonly ctaText: string; readonly ctaLink: string };
  readonly mission?: Heading & { readonly icon: string };
  readonly vision?: Heading & { readonly icon: string };
  readonly values?: Heading & { readonly items: readonly AboutCard[] };
  readonly history?: Heading & { readonly timeline: readonly TimelineEntry[] };
  readonly activities?: Heading & { readonly items: readonly AboutCard[] };
  readonly achievements?: Heading & { readonly items: readonly Achievement[] };
}

/** The page's own words where the hero is not published: its title and its call to action. */
export const ABOUT_PAGE_TITLE = 'About Us';
export const DEFAULT_CALL_TO_ACTION = { ctaText: 'Get Involved', ctaLink: '/get-involved' } as const;

/** Text as written, trimmed; a field the API left out is empty. */
const text = (value: string | undefined) => value?.trim() ?? '';

/** A section the public may see: present and not marked unpublished (an administrator's call sees those). */
function published<S extends AboutSection>(section: S | undefined): S | undefined {
  return section?.isPublished === false ? undefined : section;
}

const card = ({ id, icon, title, description }: AboutCardWire, defaultIcon: string): AboutCard => ({
  id: String(id),
  icon: text(icon) || defaultIcon,
  title,
  description,
});

const heading = (section: AboutSection): Heading => ({
  title: text(section.title),
  content: text(section.content),
});

/** `make` applied to the section when it is published, else nothing. */
function ifPublished<S extends AboutSection, T>(
  section: S | undefined,
  make: (section: S) => T,
): T | undefined {
  const shown = published(section);
  return shown ? make(shown) : undefined;
}

/**
 * The page's content from GET /api/about: the published sections only, each as written; an emptied list
 * stays empty. A blank hero call to action takes the page's own.
 */
export function resolveAboutContent(sections: AboutSections): AboutContent {
  const content: { -readonly [K in keyof AboutContent]: AboutContent[K] } = {
    hero: ifPublished(sections.hero, (hero) => ({
      ...heading(hero),
      subtitle: text(hero.data.subtitle),
      ctaText: text(hero.data.ctaText) || DEFAULT_CALL_TO_ACTION.ctaText,
      ctaLink: text(hero.data.ctaLink) || DEFAULT_CALL_TO_ACTION.ctaLink,
    })),
    mission: ifPublished(sections.mission, (mission) => ({
      ...heading(mission),
      icon: text(mission.data.icon),
    })),
    vision: ifPublished(sections.vision, (vision) => ({ ...heading(vision), icon: text(vision.data.icon) })),
    values: ifPublished(sections.values, (values) => ({
      ...heading(values),
      items: values.data.values.map((item) => card(item, '✨')),
    })),
    history: ifPublished(sections.history, (history) => ({
      ...heading(history),
      timeline: history.data.timeline.map((entry) => ({ ...entry, id: String(entry.id) })),
    })),
    activities: ifPublished(sections.activities, (activities) => ({
      ...heading(activities),
      items: activities.data.activities.map((item) => card(item, '⭐')),
    })),
    achievements: ifPublished(sections.achievements, (achievements) => ({
      ...heading(achievements),
      items: achievements.data.achievements.map((item) => ({ ...item, id: String(item.id) })),
    })),
  };
  // Absent, not undefined: a section that is not published is not there at all.
  for (const key of Object.keys(content) as (keyof AboutContent)[]) {
    if (content[key] === undefined) delete content[key];
  }
  return content;
}

/** Whether anything at all is published below the page's header. */
export const hasBody = ({ mission, vision, values, history, activities, achievements }: AboutContent) =>
  [mission, vision, values, history, activities, achievements].some((section) => section !== undefined);
