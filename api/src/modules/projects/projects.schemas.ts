import { Type, type Static } from 'typebox';
import { PageQuery } from '../../shared/pagination.js';

/** Wire shapes of development projects (camelCase, spec 01 §3-§4 and spec 02 §3-§5). */

export const PROJECT_STATUSES = ['planned', 'ongoing', 'completed', 'suspended', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** `current` is the public site's other name for `ongoing` (spec 01 §4): accepted, stored as ongoing. */
export const STATUS_ALIASES: Record<string, ProjectStatus> = { current: 'ongoing' };

const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ProjectSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  title: Type.String(),
  description: Type.String(),
  location: Type.String(),
  status: Type.Enum([...PROJECT_STATUSES]),
  category: Nullable(Type.String()),
  budget: Nullable(Type.Number({ minimum: 0, description: 'GHS, to the pesewa.' })),
  beneficiaries: Type.Integer({ minimum: 0 }),
  beneficiariesCount: Type.Integer({ minimum: 0, description: 'The same value as `beneficiaries`.' }),
  progressPercentage: Type.Integer({ minimum: 0, maximum: 100 }),
  thumbnailUrl: Nullable(Type.String()),
  tags: Type.Array(Type.String()),
  partners: Type.Array(Type.String()),
  startDate: Type.String({ format: 'date', description: 'YYYY-MM-DD.' }),
  endDate: Nullable(Type.String({ format: 'date', description: 'YYYY-MM-DD.' })),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ProjectDto = Static<typeof ProjectSchema>;

export const ProjectStatsSchema = Type.Object(
  {
    total: Type.Integer({ minimum: 0 }),
    ongoing: Type.Integer({ minimum: 0 }),
    completed: Type.Integer({ minimum: 0 }),
    totalBeneficiaries: Type.Integer({ minimum: 0 }),
  },
  { description: 'Over every project, whatever the page and filters.' },
);
export type ProjectStats = Static<typeof ProjectStatsSchema>;

/** The projects list (spec 02 §7): items and their own pagination inside `data`, plus DESIGN §3's sibling. */
export const ProjectListSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    items: Type.Array(ProjectSchema),
    pagination: Type.Object({
      total_items: Type.Integer({ minimum: 0 }),
      total_pages: Type.Integer({ minimum: 0 }),
      page: Type.Integer({ minimum: 1 }),
      limit: Type.Integer({ minimum: 1 }),
    }),
    stats: ProjectStatsSchema,
  }),
  message: Type.String(),
  pagination: Type.Ref('Pagination'),
});

export const ProjectsQuery = Type.Object({
  status: Type.Optional(
    Type.Enum(['all', ...PROJECT_STATUSES, 'current'], {
      description: 'One status (`current` means ongoing); `all` (or none) for every one.',
    }),
  ),
  search: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Case-insensitive text in the title, description or location (% and _ taken literally).',
    }),
  ),
  ...PageQuery,
});

/**
 * A value a form may send in more than one form (a number or its text, a list or comma-separated text); the
 * service converts and checks it. IMPORTANT: a JSON-schema type list with two non-null types needs Ajv's
 * allowUnionTypes, and an anyOf would let Ajv's type coercion rewrite the value (null into 0), so such fields
 * carry no schema type at all, only a description of what they take.
 */
const Loose = (types: string[], description: string) =>
  Type.Optional(
    Type.Unsafe<unknown>(
      types.filter((type) => type !== 'null').length > 1
        ? { description: `${description} (${types.join(', ')})` }
        : { type: types, description },
    ),
  );

// Deliberately permissive: the service reports every problem at once with the messages of spec 02 §5.
export const ProjectBody = Type.Object({
  title: Type.Optional(Type.String({ description: 'Required.' })),
  description: Type.Optional(Type.String({ description: 'Required.' })),
  location: Type.Optional(Type.String({ description: 'Required.' })),
  status: Loose(
    ['string', 'null'],
    `${PROJECT_STATUSES.join(', ')} (or current, stored as ongoing). A new project without one is planned; ` +
      'an update must name it.',
  ),
  category: Loose(['string', 'null'], 'Free text, e.g. Water & Sanitation.'),
  budget: Loose(['number', 'string', 'null'], 'GHS, 0 or more; rounded to the pesewa.'),
  beneficiaries: Loose(['number', 'string', 'null'], 'A whole number, 0 or more.'),
  beneficiariesCount: Loose(['number', 'string', 'null'], 'Same as beneficiaries; send either.'),
  progressPercentage: Loose(['number', 'string', 'null'], 'A whole number from 0 to 100; default 0.'),
  thumbnailUrl: Loose(['string', 'null'], 'An http(s) URL (or /api/media/{id}).'),
  tags: Loose(['array', 'string', 'null'], 'A list, or comma-separated text.'),
  partners: Loose(['array', 'string', 'null'], 'A list, or comma-separated text.'),
  startDate: Loose(['string', 'null'], 'Required. YYYY-MM-DD.'),
  endDate: Loose(['string', 'null'], 'YYYY-MM-DD, not before startDate; empty for none.'),
});
export type ProjectInput = Static<typeof ProjectBody>;
