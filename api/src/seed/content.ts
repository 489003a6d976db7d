import { sql, type Kysely } from 'kysely';
import { insertNews, type NewsValues } from '../modules/news/news.repository.js';
import { insertProject, type ProjectValues } from '../modules/projects/projects.repository.js';
import type { Database } from '../db/schema.js';

/**
 * Demo news and projects for a fresh database, so that the public pages and the consoles have something to
 * show. Each table is seeded only while it is empty: running this again, or after an administrator has added
 * content, changes nothing. The About page's default content is not here: the content migration stores it,
 * because the page needs it on every database, demo or not.
 */

const DAY = 86_400_000;

/** Days from now (negative: in the past) at 09:00 UTC, so articles read as published in the morning. */
function daysFromNow(days: number): Date {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(9, 0, 0, 0);
  return date;
}

/** A calendar date, days from today, as YYYY-MM-DD. */
const dateFromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

type DemoNews = Omit<NewsValues, 'publishedAt' | 'image'> & { daysAgo: number; image?: string | null };

const NEWS: DemoNews[] = [
  {
    title: 'Constituency executives hold town hall on the 2026 development agenda',
    category: 'politics',
    author: 'Constituency Communications Team',
    daysAgo: 2,
    excerpt:
      'More than 400 residents filled the community centre to question executives and set priorities for roads, water and jobs.',
    content:
      'The constituency executive committee held an open town hall meeting at the community centre on Saturday, ' +
      'attended by more than 400 residents, assembly members, traditional leaders and youth groups.\n\n' +
      'The chairman presented progress on last year’s commitments and invited questions from the floor. Feeder ' +
      'roads, pipe-borne water for the zongo communities and jobs for young people came up most often. Every ' +
      'ward will now hold its own follow-up meeting before the agenda is adopted at the constituency delegates’ ' +
      'conference.\n\nMinutes of the meeting are available from the constituency office.',
  },
  {
    title: 'Free health screening reaches 1,500 residents in three wards',
    category: 'health',
    author: 'Health Desk',
    daysAgo: 5,
    excerpt:
      'Volunteer nurses and the district health directorate screened residents for hypertension, diabetes and hepatitis B.',
    content:
      'Over two days, volunteer nurses and doctors working with the district health directorate screened 1,500 ' +
      'residents for hypertension, diabetes, hepatitis B and eye problems. Those who needed further care were ' +
      'referred to the district hospital, and 300 people renewed or registered their NHIS membership on the spot.\n\n' +
      'The women’s wing thanks the health workers and the churches and mosques that lent their premises.',
  },
  {
    title: 'Branch scholarship scheme opens applications for SHS and tertiary students',
    category: 'education',
    author: 'Education Committee',
    daysAgo: 9,
    excerpt:
      'Brilliant but needy students from every ward can apply for support with fees, books and boarding items until the end of the month.',
    content:
      'The constituency education fund is accepting applications from students admitted to senior high schools, ' +
      'nursing and teacher training colleges and universities. Awards cover fees, books and boarding items.\n\n' +
      'Application forms are available at every ward office and must be endorsed by the applicant’s head teacher ' +
      'or assembly member. Shortlisted applicants will be interviewed by an independent panel.',
  },
  {
    title: 'Cocoa and maize farmers receive improved seedlings and extension support',
    category: 'agriculture',
    author: 'Agriculture Desk',
    daysAgo: 12,
    image: null,
    excerpt:
      'Twelve farmer groups received seedlings, knapsack sprayers and training from agricultural extension officers.',
    content:
      'Twelve registered farmer groups from across the constituency received improved cocoa seedlings, hybrid maize ' +
      'seed and knapsack sprayers at a ceremony at the district agricultural office. Extension officers will visit ' +
      'each group monthly during the season.\n\nThe branch is also working with aggregators to secure fair prices ' +
      'for maize after harvest, so that farmers are not forced to sell at the farm gate.',
  },
  {
    title: 'Youth wing organises clean-up exercise at the central market',
    category: 'social',
    author: 'Youth Wing',
    daysAgo: 16,
    excerpt: 'Some 250 young volunteers desilted drains and cleared refuse ahead of the rainy season.',
    content:
      'About 250 members of the youth wing joined market women and the municipal environmental health unit to ' +
      'clean the central market, desilt drains and clear refuse dumps ahead of the rainy season.\n\nThe exercise ' +
      'will be repeated on the first Saturday of every month. Volunteers from every party and none are welcome.',
  },
  {
    title: 'Work begins on the Nkwanta–Adomfe feeder road',
    category: 'development',
    author: 'Constituency Communications Team',
    daysAgo: 20,
    excerpt:
      'The 14 km road will cut travel time to the district capital and help farmers get produce to market.',
    content:
      'The contractor has moved to site to reshape, gravel and build culverts on the 14 km Nkwanta–Adomfe feeder ' +
      'road. The project is funded through the district assembly with support from the constituency development ' +
      'fund, and is expected to take nine months.\n\nResidents are asked to cooperate with the contractor and report ' +
      'any concerns to their assembly member or to the constituency office.',
  },
  {
    title: '200 young people complete ICT and entrepreneurship training',
    category: 'employment',
    author: 'Youth Employment Desk',
    daysAgo: 24,
    excerpt:
      'Graduates of the six-week programme received certificates, and the best business plans won start-up kits.',
    content:
      'Two hundred young people from all wards graduated from a six-week programme in computer skills, digital ' +
      'marketing and small-business management run with a local polytechnic.\n\nTwenty participants whose business ' +
      'plans were judged the strongest received start-up kits, and all graduates were registered with the district ' +
      'employment office for apprenticeship placements.',
  },
  {
    title: 'Constituency delegates’ conference set for next month',
    category: 'politics',
    author: 'Constituency Secretary',
    daysAgo: 30,
    excerpt:
      'Branch and ward delegates will adopt the development agenda and receive the annual financial report.',
    content:
      'The constituency delegates’ conference will take place next month at the district assembly hall. Delegates ' +
      'will receive the annual financial report, adopt the development agenda and elect members to vacant ' +
      'committee positions.\n\nBranch secretaries should submit their delegate lists to the constituency office ' +
      'two weeks before the conference.',
  },
  {
    title: 'Women’s wing supports maternity ward with delivery beds and supplies',
    category: 'health',
    author: 'Women’s Wing',
    daysAgo: 38,
    excerpt:
      'Four delivery beds, mama kits and bedding were presented to the maternity ward of the district hospital.',
    content:
      'The constituency women’s wing presented four delivery beds, 100 mama kits, mosquito nets and bedding to the ' +
      'maternity ward of the district hospital. The items were bought with contributions from members and friends ' +
      'of the branch.\n\nThe medical superintendent said the beds would ease congestion on the ward.',
  },
  {
    title: 'Exercise books distributed to 40 basic schools',
    category: 'education',
    author: 'Education Committee',
    daysAgo: 45,
    excerpt: 'More than 20,000 exercise books went to basic schools in the rural wards at the start of term.',
    content:
      'At the start of the term the education committee distributed more than 20,000 exercise books and 2,000 ' +
      'mathematical sets to 40 basic schools, beginning with the rural wards where parents find supplies hardest ' +
      'to afford.\n\nHead teachers signed for the items, and a list of beneficiary schools is posted at the office.',
  },
  {
    title: 'Community development fund opens for project proposals',
    category: 'development',
    author: 'Constituency Treasurer',
    daysAgo: 60,
    excerpt:
      'Communities can propose small projects such as boreholes, culverts and school furniture for co-funding.',
    content:
      'The constituency development fund is inviting proposals from communities for small projects such as ' +
      'boreholes, culverts, school furniture and market sheds. Communities that contribute labour or materials ' +
      'will be given priority.\n\nProposals must be endorsed by the unit committee and submitted through the ward ' +
      'executives. Decisions and amounts awarded will be published.',
  },
  {
    title: 'Solidarity visit to flood-affected households',
    category: 'social',
    author: 'Constituency Communications Team',
    daysAgo: 75,
    excerpt:
      'Executives delivered relief items to 120 households and met NADMO officials on drainage improvements.',
    content:
      'Following last week’s heavy rains, constituency executives visited affected households in the low-lying ' +
      'parts of the town and delivered rice, oil, mattresses and blankets to 120 families.\n\nThe team also met ' +
      'the district NADMO coordinator to discuss desilting and widening the main drain before the next rains.',
  },
  {
    title: 'Job fair for artisans and apprentices announced',
    category: 'employment',
    author: 'Youth Employment Desk',
    daysAgo: -7,
    excerpt:
      'Employers, master craftsmen and training institutions will meet young job seekers at the community centre.',
    content:
      'The branch will host a job fair bringing together construction firms, garages, salons, tailoring shops and ' +
      'training institutions with young people seeking apprenticeships and work.\n\nJob seekers should bring a copy ' +
      'of their Ghana Card and any certificates. Employers who wish to take part can register at the office.',
  },
  {
    title: 'Farmers’ day celebration: nominations open for best farmer awards',
    category: 'agriculture',
    author: 'Agriculture Desk',
    daysAgo: -14,
    excerpt:
      'Nominate a hardworking farmer, fisher or livestock keeper from your ward for this year’s awards.',
    content:
      'Nominations are open for the constituency best farmer awards, to be presented on National Farmers’ Day. ' +
      'Categories include cocoa, food crops, livestock, fisheries and young farmer.\n\nNomination forms are ' +
      'available from ward executives and the district agricultural office.',
  },
];

const PROJECTS: ProjectValues[] = [
  {
    title: 'Nkwanta–Adomfe feeder road rehabilitation',
    description:
      'Reshaping, gravelling and building culverts on 14 km of feeder road linking farming communities to the district capital.',
    location: 'Nkwanta Ward',
    status: 'ongoing',
    category: 'Roads & Infrastructure',
    budget: 2_450_000,
    beneficiaries: 18_000,
    progressPercentage: 35,
    thumbnailUrl: null,
    tags: ['roads', 'farmers', 'market access'],
    partners: ['District Assembly', 'Department of Feeder Roads'],
    startDate: dateFromNow(-20),
    endDate: dateFromNow(250),
  },
  {
    title: 'Community boreholes for five farming communities',
    description:
      'Drilling and mechanising five boreholes with overhead tanks, managed by trained community water committees.',
    location: 'Adomfe, Kyekyewere, Asuom, Mpesaso and Bonsu',
    status: 'completed',
    category: 'Water & Sanitation',
    budget: 387_500,
    beneficiaries: 6_200,
    progressPercentage: 100,
    thumbnailUrl: null,
    tags: ['water', 'health'],
    partners: ['Community Water and Sanitation Agency', 'Constituency Development Fund'],
    startDate: dateFromNow(-420),
    endDate: dateFromNow(-300),
  },
  {
    title: 'Six-unit classroom block for Asuom D/A Basic School',
    description:
      'A six-unit classroom block with an office, store and library to end classes under trees at Asuom D/A Basic School.',
    location: 'Asuom Ward',
    status: 'ongoing',
    category: 'Education',
    budget: 860_000.5,
    beneficiaries: 540,
    progressPercentage: 70,
    thumbnailUrl: null,
    tags: ['education', 'schools'],
    partners: ['GETFund', 'Parent-Teacher Association'],
    startDate: dateFromNow(-180),
    endDate: dateFromNow(60),
  },
  {
    title: 'Youth ICT and entrepreneurship centre',
    description:
      'Equipping a community ICT centre with 40 computers and internet access for training, job search and small businesses.',
    location: 'Constituency capital',
    status: 'planned',
    category: 'Employment',
    budget: 520_000,
    beneficiaries: 2_000,
    progressPercentage: 0,
    thumbnailUrl: null,
    tags: ['youth', 'ICT', 'jobs'],
    partners: ['Local polytechnic', 'Youth Employment Agency'],
    startDate: dateFromNow(45),
    endDate: null,
  },
  {
    title: 'CHPS compound for Kyekyewere',
    description:
      'A Community-based Health Planning and Services compound with a nurses’ quarters, bringing primary care within reach of 8 communities.',
    location: 'Kyekyewere Ward',
    status: 'completed',
    category: 'Health',
    budget: 1_150_000,
    beneficiaries: 9_500,
    progressPercentage: 100,
    thumbnailUrl: null,
    tags: ['health', 'maternal care'],
    partners: ['Ghana Health Service', 'District Assembly'],
    startDate: dateFromNow(-700),
    endDate: dateFromNow(-420),
  },
  {
    title: 'Central market drainage and sheds',
    description:
      'Lined drains and 60 market sheds to end flooding at the central market and give traders a safe, dry place to sell.',
    location: 'Central Market',
    status: 'suspended',
    category: 'Markets',
    budget: 1_740_000,
    beneficiaries: 3_500,
    progressPercentage: 20,
    thumbnailUrl: null,
    tags: ['markets', 'drainage', 'traders'],
    partners: ['Municipal Assembly'],
    startDate: dateFromNow(-240),
    endDate: dateFromNow(120),
  },
  {
    title: 'Cassava processing equipment for women’s cooperatives',
    description:
      'Graters, presses and roasting pans for three women’s cooperatives to process cassava into gari for sale.',
    location: 'Bonsu and Mpesaso',
    status: 'planned',
    category: 'Agriculture',
    budget: 145_000,
    beneficiaries: 320,
    progressPercentage: 0,
    thumbnailUrl: null,
    tags: ['agriculture', 'women', 'agro-processing'],
    partners: ['Women’s Wing', 'Rural Enterprises Programme'],
    startDate: dateFromNow(30),
    endDate: dateFromNow(150),
  },
  {
    title: 'Street lighting on the main town roads',
    description:
      'Solar street lights along 6 km of the main roads to improve safety for traders, students and commuters at night.',
    location: 'Constituency capital',
    status: 'cancelled',
    category: 'Roads & Infrastructure',
    budget: 410_000,
    beneficiaries: 0,
    progressPercentage: 0,
    thumbnailUrl: null,
    tags: ['lighting', 'safety'],
    partners: [],
    startDate: dateFromNow(-150),
    endDate: null,
  },
  {
    title: 'Scholarship fund for needy students',
    description:
      'Annual awards covering fees, books and boarding items for brilliant but needy students at SHS and tertiary level.',
    location: 'All wards',
    status: 'ongoing',
    category: 'Education',
    budget: 250_000,
    beneficiaries: 1_200,
    progressPercentage: 55,
    thumbnailUrl: null,
    tags: ['education', 'scholarships', 'youth'],
    partners: ['Constituency Development Fund', 'Old Students’ Associations'],
    startDate: dateFromNow(-365),
    endDate: null,
  },
];

export async function seedContent(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (trx) => {
    // Replicas starting together would both see empty tables: the first to take the lock seeds, the others
    // then find rows.
    await sql`SELECT pg_advisory_xact_lock(hashtext('seed:content'))`.execute(trx);
    const count = async (table: 'news' | 'projects') =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );

    if ((await count('news')) === 0) {
      for (const { daysAgo, image, ...article } of NEWS) {
        await insertNews(trx, { ...article, image: image ?? null, publishedAt: daysFromNow(-daysAgo) });
      }
    }
    if ((await count('projects')) === 0) {
      for (const project of PROJECTS) await insertProject(trx, project);
    }
  });
}
