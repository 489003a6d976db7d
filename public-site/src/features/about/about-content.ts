import type { AboutCardWire, AboutSection, AboutSections } from './api/get-about';

/**
 * What the About page shows (spec 01 §2): mission, vision, six core values, a history from 1992 to 2025,
 * six activity areas, key achievements and a call to action. The admin About console edits the same
 * sections (GET /api/about); whatever it has not published, or cannot be read, comes from the built-in
 * content below, so the page is always complete.
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

export interface AboutContent {
  readonly hero: Heading & { readonly subtitle: string; readonly ctaText: string; readonly ctaLink: string };
  readonly mission: Heading & { readonly icon: string };
  readonly vision: Heading & { readonly icon: string };
  readonly values: Heading & { readonly items: readonly AboutCard[] };
  readonly history: Heading & { readonly timeline: readonly TimelineEntry[] };
  readonly activities: Heading & { readonly items: readonly AboutCard[] };
  readonly achievements: Heading & { readonly items: readonly Achievement[] };
}

const builtInCard = (id: number, icon: string, title: string, description: string): AboutCard => ({
  id: String(id),
  icon,
  title,
  description,
});

/** The built-in content: the text the API's content migration stores for a new site, with an icon per item. */
export const DEFAULT_ABOUT: AboutContent = {
  hero: {
    title: 'About Our Constituency Branch',
    content:
      'We are the constituency branch of the party: volunteers, polling-station officers and ward executives ' +
      'working together for honest representation and practical development in every community we serve.',
    subtitle: 'Rooted in our communities since 1992',
    ctaText: 'Get Involved',
    ctaLink: '/get-involved',
  },
  mission: {
    title: 'Our Mission',
    content:
      'To organise, listen to and serve the people of our constituency; to carry their concerns from the ' +
      'polling station to Parliament; and to deliver development that is planned with communities, ' +
      'accounted for in public and shared fairly across every ward.',
    icon: '🎯',
  },
  vision: {
    title: 'Our Vision',
    content:
      'A constituency where every young person can learn a skill and find decent work, every farmer can get ' +
      'produce to market, every household has clean water and a health facility within reach, and every ' +
      'citizen trusts that their voice counts.',
    icon: '🔭',
  },
  values: {
    title: 'Our Core Values',
    content: 'The principles that guide how our executives, members and volunteers work.',
    items: [
      builtInCard(
        1,
        '⚖️',
        'Integrity',
        'We keep our word, declare our interests and account publicly for every cedi entrusted to us.',
      ),
      builtInCard(
        2,
        '🤝',
        'Service',
        'Leadership is a duty to the community, not a privilege. We go to the people rather than wait for them.',
      ),
      builtInCard(
        3,
        '🧩',
        'Unity',
        'We bring together every ward, faith, ethnic group and generation in the constituency around shared goals.',
      ),
      builtInCard(
        4,
        '🔍',
        'Transparency',
        'Budgets, project progress and branch decisions are published so that members can follow and question them.',
      ),
      builtInCard(
        5,
        '🌍',
        'Inclusion',
        'Women, young people and persons with disabilities have a seat at every table and a voice in every decision.',
      ),
      builtInCard(
        6,
        '🕊️',
        'Discipline',
        'We campaign peacefully, respect the electoral process and settle our differences through party structures.',
      ),
    ],
  },
  history: {
    title: 'Our History',
    content: 'From a handful of founding members to a branch organised in every ward of the constituency.',
    timeline: [
      [
        '1992',
        'Founding of the branch',
        'With the return to constitutional rule, founding members meet in the district capital and open the first constituency office.',
      ],
      [
        '1996',
        'First ward executives elected',
        'Ward executives are elected in every electoral area and polling-station officers trained for the general election.',
      ],
      [
        '2000',
        'Women’s wing launched',
        'The constituency women’s wing is inaugurated and begins its market-women outreach across the district.',
      ],
      [
        '2004',
        'Youth wing and tertiary chapters',
        'The youth wing is formed, with chapters at the local nursing and teacher training colleges.',
      ],
      [
        '2008',
        'Permanent constituency office',
        'Members’ dues and a community harvest fund pay for a permanent constituency office on the main road.',
      ],
      [
        '2012',
        'Scholarship scheme begins',
        'The branch education fund awards its first scholarships to brilliant but needy senior high school students.',
      ],
      [
        '2016',
        'Branches in every community',
        'Branch structures reach every community in the constituency, with a register of members kept in each ward.',
      ],
      [
        '2020',
        'Digital membership register',
        'The membership register moves online and executives are trained to run peaceful, COVID-safe campaigns.',
      ],
      [
        '2024',
        'Community development agenda',
        'After town-hall meetings in every ward, members adopt a five-year agenda for water, roads, schools and jobs.',
      ],
      [
        '2025',
        'New website and open reporting',
        'The branch launches this website to publish news, project progress and executive contacts to every member.',
      ],
    ].map(([year, title, description], index) => ({
      id: String(index + 1),
      year: year!,
      title: title!,
      description: description!,
    })),
  },
  activities: {
    title: 'What We Do',
    content: 'Our work between elections is as important as our work during them.',
    items: [
      builtInCard(
        1,
        '🗳️',
        'Voter education and registration',
        'We help citizens register, check their details and understand how to vote, in every electoral area.',
      ),
      builtInCard(
        2,
        '🏛️',
        'Community town halls',
        'Regular open meetings where residents question their representatives and set local priorities.',
      ),
      builtInCard(
        3,
        '🛠️',
        'Youth skills and employment',
        'Apprenticeship placements, ICT training and start-up support for young people in partnership with local businesses.',
      ),
      builtInCard(
        4,
        '🌾',
        'Support for farmers',
        'Linking farmer groups to extension officers, improved seed, storage and markets for their produce.',
      ),
      builtInCard(
        5,
        '🩺',
        'Health outreach',
        'Health screenings, NHIS registration drives and blood donation exercises with district health teams.',
      ),
      builtInCard(
        6,
        '📚',
        'Education support',
        'Scholarships, exercise books and mentoring for pupils, and support for teachers in rural schools.',
      ),
    ],
  },
  achievements: {
    title: 'Key Achievements',
    content: 'Some of what members, partners and communities have achieved together.',
    items: [
      { id: '1', number: '48', description: 'Branches organised across all wards of the constituency' },
      { id: '2', number: '1,200+', description: 'Students supported through the branch scholarship scheme' },
      { id: '3', number: '35', description: 'Boreholes and water points delivered with community partners' },
      { id: '4', number: '5,000+', description: 'Young people trained in skills and entrepreneurship' },
    ],
  },
};

/** Text that is there: a non-blank string, else the fallback (an administrator may leave a field blank). */
function text(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? fallback : trimmed;
}

/** A section the public may see: present and not marked unpublished (an administrator's call sees those). */
function published<S extends AboutSection>(section: S | undefined): S | undefined {
  return section?.isPublished === false ? undefined : section;
}

/** An empty list gives the built-in one: the page never shows a titled but empty section. */
const list = <T>(items: readonly T[], fallback: readonly T[]) => (items.length > 0 ? items : fallback);

const card = ({ id, icon, title, description }: AboutCardWire, defaultIcon: string): AboutCard => ({
  id: String(id),
  icon: text(icon, defaultIcon),
  title,
  description,
});

function heading(section: AboutSection | undefined, fallback: Heading): Heading {
  return { title: text(section?.title, fallback.title), content: text(section?.content, fallback.content) };
}

/**
 * The page's content from GET /api/about: each published section replaces the built-in one field by field;
 * a missing or unpublished section, a blank field or an empty list keeps the built-in content. `undefined`
 * (the call failed) gives the built-in content whole.
 */
export function resolveAboutContent(sections: AboutSections | undefined): AboutContent {
  if (!sections) return DEFAULT_ABOUT;
  const base = DEFAULT_ABOUT;
  const hero = published(sections.hero);
  const mission = published(sections.mission);
  const vision = published(sections.vision);
  const values = published(sections.values);
  const history = published(sections.history);
  const activities = published(sections.activities);
  const achievements = published(sections.achievements);
  return {
    hero: {
      ...heading(hero, base.hero),
      subtitle: text(hero?.data.subtitle, base.hero.subtitle),
      ctaText: text(hero?.data.ctaText, base.hero.ctaText),
      ctaLink: text(hero?.data.ctaLink, base.hero.ctaLink),
    },
    mission: { ...heading(mission, base.mission), icon: text(mission?.data.icon, base.mission.icon) },
    vision: { ...heading(vision, base.vision), icon: text(vision?.data.icon, base.vision.icon) },
    values: {
      ...heading(values, base.values),
      items: list(values?.data.values.map((item) => card(item, '✨')) ?? [], base.values.items),
    },
    history: {
      ...heading(history, base.history),
      timeline: list(
        history?.data.timeline.map((entry) => ({ ...entry, id: String(entry.id) })) ?? [],
        base.history.timeline,
      ),
    },
    activities: {
      ...heading(activities, base.activities),
      items: list(activities?.data.activities.map((item) => card(item, '⭐')) ?? [], base.activities.items),
    },
    achievements: {
      ...heading(achievements, base.achievements),
      items: list(
        achievements?.data.achievements.map((item) => ({ ...item, id: String(item.id) })) ?? [],
        base.achievements.items,
      ),
    },
  };
}
