import { sql, type Kysely } from 'kysely';

// Migrations are frozen in time: they take Kysely<any> and never import application code.
//
// Content: news articles, development projects and the About page's sections. The About sections are
// seeded here, as data, because the public About page must have its default content on every fresh
// database (the demo news and projects are seeded separately, and only on request).

const NEWS_CATEGORIES = [
  'politics',
  'health',
  'education',
  'agriculture',
  'social',
  'development',
  'employment',
];
const PROJECT_STATUSES = ['planned', 'ongoing', 'completed', 'suspended', 'cancelled'];
const ABOUT_SECTIONS = ['hero', 'mission', 'vision', 'values', 'history', 'activities', 'achievements'];

const inList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

interface SeedSection {
  section: string;
  title: string;
  content: string;
  data: Record<string, unknown>;
}

const ABOUT: SeedSection[] = [
  {
    section: 'hero',
    title: 'About Our Constituency Branch',
    content:
      'We are the constituency branch of the party: volunteers, polling-station officers and ward ' +
      'executives working together for honest representation and practical development in every community ' +
      'we serve.',
    data: {
      subtitle: 'Rooted in our communities since 1992',
      ctaText: 'Get Involved',
    },
  },
  {
    section: 'mission',
    title: 'Our Mission',
    content:
      'To organise, listen to and serve the people of our constituency; to carry their concerns from the ' +
      'polling station to Parliament; and to deliver development that is planned with communities, ' +
      'accounted for in public and shared fairly across every ward.',
    data: { icon: '🎯' },
  },
  {
    section: 'vision',
    title: 'Our Vision',
    content:
      'A constituency where every young person can learn a skill and find decent work, every farmer can get ' +
      'produce to market, every household has clean water and a health facility within reach, and every ' +
      'citizen trusts that their voice counts.',
    data: { icon: '🔭' },
  },
  {
    section: 'values',
    title: 'Our Core Values',
    content: 'The principles that guide how our executives, members and volunteers work.',
    data: {
      values: [
        {
          id: 1,
          icon: '✨',
          title: 'Integrity',
          description:
            'We keep our word, declare our interests and account publicly for every cedi entrusted to us.',
        },
        {
          id: 2,
          icon: '✨',
          title: 'Service',
          description:
            'Leadership is a duty to the community, not a privilege. We go to the people rather than wait for them.',
        },
        {
          id: 3,
          icon: '✨',
          title: 'Unity',
          description:
            'We bring together every ward, faith, ethnic group and generation in the constituency around shared goals.',
        },
        {
          id: 4,
          icon: '✨',
          title: 'Transparency',
          description:
            'Budgets, project progress and branch decisions are published so that members can follow and question them.',
        },
        {
          id: 5,
          icon: '✨',
          title: 'Inclusion',
          description:
            'Women, young people and persons with disabilities have a seat at every table and a voice in every decision.',
        },
        {
          id: 6,
          icon: '✨',
          title: 'Discipline',
          description:
            'We campaign peacefully, respect the electoral process and settle our differences through party structures.',
        },
      ],
    },
  },
  {
    section: 'history',
    title: 'Our History',
    content: 'From a handful of founding members to a branch organised in every ward of the constituency.',
    data: {
      timeline: [
        {
          id: 1,
          year: '1992',
          title: 'Founding of the branch',
          description:
            'With the return to constitutional rule, founding members meet in the district capital and open the first constituency office.',
        },
        {
          id: 2,
          year: '1996',
          title: 'First ward executives elected',
          description:
            'Ward executives are elected in every electoral area and polling-station officers trained for the general election.',
        },
        {
          id: 3,
          year: '2000',
          title: 'Women’s wing launched',
          description:
            'The constituency women’s wing is inaugurated and begins its market-women outreach across the district.',
        },
        {
          id: 4,
          year: '2004',
          title: 'Youth wing and tertiary chapters',
          description:
            'The youth wing is formed, with chapters at the local nursing and teacher training colleges.',
        },
        {
          id: 5,
          year: '2008',
          title: 'Permanent constituency office',
          description:
            'Members’ dues and a community harvest fund pay for a permanent constituency office on the main road.',
        },
        {
          id: 6,
          year: '2012',
          title: 'Scholarship scheme begins',
          description:
            'The branch education fund awards its first scholarships to brilliant but needy senior high school students.',
        },
        {
          id: 7,
          year: '2016',
          title: 'Branches in every community',
          description:
            'Branch structures reach every community in the constituency, with a register of members kept in each ward.',
        },
        {
          id: 8,
          year: '2020',
          title: 'Digital membership register',
          description:
            'The membership register moves online and executives are trained to run peaceful, COVID-safe campaigns.',
        },
        {
          id: 9,
          year: '2024',
          title: 'Community development agenda',
          description:
            'After town-hall meetings in every ward, members adopt a five-year agenda for water, roads, schools and jobs.',
        },
        {
          id: 10,
          year: '2025',
          title: 'New website and open reporting',
          description:
            'The branch launches this website to publish news, project progress and executive contacts to every member.',
        },
      ],
    },
  },
  {
    section: 'activities',
    title: 'What We Do',
    content: 'Our work between elections is as important as our work during them.',
    data: {
      activities: [
        {
          id: 1,
          icon: '⭐',
          title: 'Voter education and registration',
          description:
            'We help citizens register, check their details and understand how to vote, in every electoral area.',
        },
        {
          id: 2,
          icon: '⭐',
          title: 'Community town halls',
          description:
            'Regular open meetings where residents question their representatives and set local priorities.',
        },
        {
          id: 3,
          icon: '⭐',
          title: 'Youth skills and employment',
          description:
            'Apprenticeship placements, ICT training and start-up support for young people in partnership with local businesses.',
        },
        {
          id: 4,
          icon: '⭐',
          title: 'Support for farmers',
          description:
            'Linking farmer groups to extension officers, improved seed, storage and markets for their produce.',
        },
        {
          id: 5,
          icon: '⭐',
          title: 'Health outreach',
          description:
            'Health screenings, NHIS registration drives and blood donation exercises with district health teams.',
        },
        {
          id: 6,
          icon: '⭐',
          title: 'Education support',
          description:
            'Scholarships, exercise books and mentoring for pupils, and support for teachers in rural schools.',
        },
      ],
    },
  },
  {
    section: 'achievements',
    title: 'Key Achievements',
    content: 'Some of what members, partners and communities have achieved together.',
    data: {
      achievements: [
        { id: 1, number: '48', description: 'Branches organised across all wards of the constituency' },
        { id: 2, number: '1,200+', description: 'Students supported through the branch scholarship scheme' },
        { id: 3, number: '35', description: 'Boreholes and water points delivered with community partners' },
        { id: 4, number: '5,000+', description: 'Young people trained in skills and entrepreneurship' },
      ],
    },
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('news')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('excerpt', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('category', 'text', (col) =>
      col.notNull().check(sql`category IN (${inList(NEWS_CATEGORIES)})`),
    )
    .addColumn('image', 'text')
    .addColumn('views', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`views >= 0`),
    )
    .addColumn('author', 'text', (col) => col.notNull())
    // In the future: scheduled, shown to the public from that moment.
    .addColumn('published_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('news_published_at_idx').on('news').columns(['published_at', 'id']).execute();
  await db.schema.createIndex('news_category_idx').on('news').column('category').execute();

  await db.schema
    .createTable('projects')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('location', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('planned')
        .check(sql`status IN (${inList(PROJECT_STATUSES)})`),
    )
    .addColumn('category', 'text')
    // GHS.
    .addColumn('budget', 'numeric(14, 2)', (col) => col.check(sql`budget >= 0`))
    .addColumn('beneficiaries', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`beneficiaries >= 0`),
    )
    .addColumn('progress_percentage', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`progress_percentage BETWEEN 0 AND 100`),
    )
    .addColumn('thumbnail_url', 'text')
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('partners', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'::text[]`))
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('projects_dates_check', sql`end_date IS NULL OR end_date >= start_date`)
    .execute();
  await db.schema.createIndex('projects_status_idx').on('projects').column('status').execute();
  await db.schema
    .createIndex('projects_start_date_idx')
    .on('projects')
    .columns(['start_date', 'created_at'])
    .execute();

  // One row per section of the About page; the key set is fixed.
  await db.schema
    .createTable('about_sections')
    .addColumn('section', 'text', (col) =>
      col.primaryKey().check(sql`section IN (${inList(ABOUT_SECTIONS)})`),
    )
    .addColumn('title', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('content', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('data', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('is_published', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db
    .insertInto('about_sections')
    .values(
      ABOUT.map(({ section, title, content, data }) => ({
        section,
        title,
        content,
        data: sql`${JSON.stringify(data)}::jsonb`,
        is_published: true,
      })),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('about_sections').execute();
  await db.schema.dropTable('projects').execute();
  await db.schema.dropTable('news').execute();
}
