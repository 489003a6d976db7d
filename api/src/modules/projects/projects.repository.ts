import { sql, type Expression, type ExpressionBuilder, type Kysely, type SqlBool } from 'kysely';
import type { Database, ProjectStatus } from '../../db/schema.js';
import { compiledOnce, listPage, type SortColumn, type TotalQuery } from '../../db/list-page.js';
import type { ListRequest } from '../../shared/pagination.js';
import { containsPattern } from '../../shared/search.js';

type Db = Kysely<Database>;

export interface ProjectRecord {
  id: string;
  title: string;
  description: string;
  location: string;
  status: ProjectStatus;
  category: string | null;
  /** numeric(14,2) comes back as text from both drivers. */
  budget: string | number | null;
  beneficiaries: number;
  progressPercentage: number;
  thumbnailUrl: string | null;
  tags: string[];
  partners: string[];
  startDate: string;
  endDate: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What an administrator writes: every field, as one full replacement. */
export interface ProjectValues {
  title: string;
  description: string;
  location: string;
  status: ProjectStatus;
  category: string | null;
  /** GHS, already rounded to two decimals. */
  budget: number | null;
  beneficiaries: number;
  progressPercentage: number;
  thumbnailUrl: string | null;
  tags: string[];
  partners: string[];
  startDate: string;
  endDate: string | null;
}

// Dates are read as text: a `date` parsed into a JS Date lands on the server's local midnight.
const COLUMNS = [
  'id',
  'title',
  'description',
  'location',
  'status',
  'category',
  'budget',
  'beneficiaries',
  'progress_percentage as progressPercentage',
  'thumbnail_url as thumbnailUrl',
  'tags',
  'partners',
  sql<string>`to_char(start_date, 'YYYY-MM-DD')`.as('startDate'),
  sql<string | null>`to_char(end_date, 'YYYY-MM-DD')`.as('endDate'),
  'created_at as createdAt',
  'updated_at as updatedAt',
] as const;

// IMPORTANT: arrays are cast explicitly; node-postgres and PGlite both send a JS array as a PostgreSQL array
// literal, and the cast fixes its element type.
const textArray = (values: string[]) => sql<string[]>`${values}::text[]`;

const toRow = (values: ProjectValues) => ({
  title: values.title,
  description: values.description,
  location: values.location,
  status: values.status,
  category: values.category,
  budget: values.budget === null ? null : values.budget.toFixed(2),
  beneficiaries: values.beneficiaries,
  progress_percentage: values.progressPercentage,
  thumbnail_url: values.thumbnailUrl,
  tags: textArray(values.tags),
  partners: textArray(values.partners),
  start_date: values.startDate,
  end_date: values.endDate,
});

export function findProject(db: Db, id: string): Promise<ProjectRecord | undefined> {
  return db.selectFrom('projects').select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The project, locked until the transaction ends: what an edit or a deletion changes, read before it. */
export function lockProject(trx: Db, id: string): Promise<ProjectRecord | undefined> {
  return trx.selectFrom('projects').select(COLUMNS).where('id', '=', id).forUpdate().executeTakeFirst();
}

export function insertProject(db: Db, values: ProjectValues): Promise<ProjectRecord> {
  return db.insertInto('projects').values(toRow(values)).returning(COLUMNS).executeTakeFirstOrThrow();
}

export function updateProject(db: Db, id: string, values: ProjectValues): Promise<ProjectRecord | undefined> {
  return db
    .updateTable('projects')
    .set({ ...toRow(values), updated_at: sql<Date>`now()` })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
}

export interface ProjectFilters {
  status?: ProjectStatus | undefined;
  search?: string | undefined;
}

/** The values a projects list binds: undefined where the filter is not used. */
interface ProjectListValues {
  [name: string]: unknown;
  status: ProjectStatus | undefined;
  pattern: string | undefined;
}

function whereFilters(values: ProjectListValues) {
  return (eb: ExpressionBuilder<Database, 'projects'>) => {
    const conditions: Expression<SqlBool>[] = [];
    if (values.status !== undefined) conditions.push(eb('projects.status', '=', values.status));
    const { pattern } = values;
    if (pattern !== undefined) {
      conditions.push(
        eb.or([
          eb('projects.title', 'ilike', pattern),
          eb('projects.description', 'ilike', pattern),
          eb('projects.location', 'ilike', pattern),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

/** How many projects there are (of a status): the running totals (list_totals); listPage counts a search's. */
function totalProjects(db: Db, values: ProjectListValues): TotalQuery {
  return db
    .selectFrom('list_totals')
    .select(sql<number>`coalesce(sum(n), 0)`.as('n'))
    .where('list', '=', 'projects')
    .$if(values.status !== undefined, (qb) => qb.where('status', '=', values.status!));
}

/** Latest start first; the index projects_list_idx holds this order. */
export const PROJECTS_ORDER: readonly SortColumn[] = [
  { column: 'projects.start_date', direction: 'desc', kind: 'date' },
  { column: 'projects.created_at', direction: 'desc', kind: 'timestamp' },
  { column: 'projects.id', direction: 'asc', kind: 'uuid' },
];

/** The figures over every project that the projects page shows above its list. */
export interface ProjectTotals {
  total: number;
  ongoing: number;
  completed: number;
  totalBeneficiaries: number;
}

type Totals = ExpressionBuilder<Database, 'list_totals'>;

/** Each figure as an aggregate over the running totals per status (list_totals): no scan of the projects. */
const TOTALS = {
  total: (eb: Totals) => eb.fn.coalesce(eb.fn.sum<number>('n'), sql<number>`0`),
  ongoing: (eb: Totals) =>
    eb.fn.coalesce(eb.fn.sum<number>('n').filterWhere('status', '=', 'ongoing'), sql<number>`0`),
  completed: (eb: Totals) =>
    eb.fn.coalesce(eb.fn.sum<number>('n').filterWhere('status', '=', 'completed'), sql<number>`0`),
  totalBeneficiaries: (eb: Totals) => eb.fn.coalesce(eb.fn.sum<number>('amount'), sql<number>`0`),
};

/** The figures in the order figuresJson writes them. */
const FIGURES = ['total', 'ongoing', 'completed', 'totalBeneficiaries'] as const;

/**
 * The figures as one JSON array in FIGURES' order: the same text from node-postgres and PGlite (a sum of
 * bigint is numeric, which node-postgres would answer as text), and one column where it rides beside a page's
 * rows. As four columns there, PostgreSQL wrote four numbers on every row of the page and node-postgres read
 * them, about 30 % of the statement's time (timed alone) for figures read from one row.
 */
const figuresJson = (totals: Totals) =>
  sql<string>`json_build_array(${sql.join(FIGURES.map((figure) => TOTALS[figure](totals)))})::text`.as(
    'figures',
  );

/** The figures beside a page's rows: a sub-select PostgreSQL evaluates once per statement. */
const statsColumn = (eb: ExpressionBuilder<Database, 'projects'>) =>
  eb.selectFrom('list_totals').select(figuresJson).where('list', '=', 'projects').$asScalar();

/** The figures as figuresJson writes them; none (no totals yet) are zeros. */
const statsOf = (figures: string | null | undefined): ProjectTotals => {
  const values = figures ? (JSON.parse(figures) as (number | null)[]) : [];
  const figure = (name: (typeof FIGURES)[number]) => Number(values[FIGURES.indexOf(name)] ?? 0);
  return {
    total: figure('total'),
    ongoing: figure('ongoing'),
    completed: figure('completed'),
    totalBeneficiaries: figure('totalBeneficiaries'),
  };
};

/**
 * A page of projects, the number matching, and the figures over every project: one statement, the figures
 * riding beside the rows as the total does; only a page without rows reads them on its own.
 */
export async function listProjects(db: Db, filters: ProjectFilters, page: ListRequest) {
  const search = filters.search?.trim();
  const { rows, total, nextKey } = await listPage(
    db,
    {
      list: 'projects',
      values: { status: filters.status, pattern: search ? containsPattern(search) : undefined },
      rows: (values: ProjectListValues) =>
        db
          .selectFrom('projects')
          .select(COLUMNS)
          .select((eb) => statsColumn(eb).as('listStats'))
          .where(whereFilters(values)),
      total: (values: ProjectListValues) => totalProjects(db, values),
      order: PROJECTS_ORDER,
      written: ['status'],
      matchedFirst: 'pattern',
      versioned: { list: 'projects' },
    },
    page,
  );
  const first = rows[0];
  const stats = first ? statsOf(first.listStats) : await projectStats(db);
  // The figures stay on each row beside the project's fields, which is all a project's answer reads.
  const records: ProjectRecord[] = rows;
  return {
    rows: records,
    total,
    nextKey,
    stats,
  };
}

const statsQuery = compiledOnce((db) =>
  db.selectFrom('list_totals').select(figuresJson).where('list', '=', 'projects'),
);

/** The figures over every project. An aggregate without GROUP BY answers one row. */
export async function projectStats(db: Db): Promise<ProjectTotals> {
  const [row] = await statsQuery(db);
  return statsOf(row?.figures);
}
