import { Type, type Static } from 'typebox';
import { Nullable, RecordSchema } from '../../shared/schemas.js';
import {
  CalendarDateField,
  ChoiceField,
  ListField,
  OptionalCalendarDateField,
  OptionalChoiceField,
  OptionalNumberField,
  OptionalTextField,
  TextField,
  WebUrlField,
  withMessages,
} from '../../shared/form-schemas.js';
import { AfterQuery, PageQuery } from '../../shared/pagination.js';

/** Wire shapes of development projects (camelCase, spec 01 §3-§4 and spec 02 §3-§5). */

export const PROJECT_STATUSES = ['planned', 'ongoing', 'completed', 'suspended', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** `current` is the public site's other name for `ongoing` (spec 01 §4): accepted, stored as ongoing. */
export const STATUS_ALIASES: Record<string, ProjectStatus> = { current: 'ongoing' };

export const ProjectSchema = RecordSchema('Project', {
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
  ...AfterQuery,
});

export const TITLE_MAX_LENGTH = 200;
export const LOCATION_MAX_LENGTH = 200;
export const CATEGORY_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 20_000;
export const LIST_MAX_ITEMS = 30;
export const LIST_ITEM_MAX_LENGTH = 100;
/** numeric(14,2): twelve digits before the point. */
export const BUDGET_MAX = 999_999_999_999.99;
/** PostgreSQL's integer. */
export const BENEFICIARIES_MAX = 2_147_483_647;

/** The statuses a form may send: the stored ones and `current` (stored as ongoing). */
const STATUS_CHOICES = [...PROJECT_STATUSES, ...(Object.keys(STATUS_ALIASES) as ['current'])] as const;
const STATUS_MESSAGES = {
  required: 'Status is required',
  enum: `Status must be one of: ${PROJECT_STATUSES.join(', ')}`,
  type: `Status must be one of: ${PROJECT_STATUSES.join(', ')}`,
};
const STATUS_DESCRIPTION = `${PROJECT_STATUSES.join(', ')}, any case (or current, stored as ongoing).`;

const beneficiariesField = (description: string) =>
  OptionalNumberField(
    'Beneficiaries',
    { integer: true, minimum: 0, maximum: BENEFICIARIES_MAX },
    {
      type: 'Beneficiaries must be a whole number, 0 or more',
      minimum: 'Beneficiaries must be a whole number, 0 or more',
      maximum: 'Beneficiaries is too large',
    },
    { description },
  );

const listField = (label: string) =>
  ListField(label, { maxItems: LIST_MAX_ITEMS, itemMaxLength: LIST_ITEM_MAX_LENGTH });

/**
 * The project form (spec 02 §5): title, location, start date and description required; budget 0 or more;
 * beneficiaries a whole number, 0 or more; progress a whole number from 0 to 100; the thumbnail a URL; tags
 * and partners lists. Numbers may come as text ("1,250.50"), lists as comma-separated text. That the end date
 * is not before the start date is the service's check.
 */
const PROJECT_FIELDS = {
  title: TextField('Title', TITLE_MAX_LENGTH),
  description: TextField('Description', DESCRIPTION_MAX_LENGTH),
  location: TextField('Location', LOCATION_MAX_LENGTH),
  category: OptionalTextField('Category', CATEGORY_MAX_LENGTH, {
    description: 'Free text, e.g. Water & Sanitation.',
  }),
  budget: OptionalNumberField(
    'Budget',
    { minimum: 0, maximum: BUDGET_MAX },
    { minimum: 'Budget must be 0 or more', maximum: 'Budget is too large' },
    { description: 'GHS, 0 or more; rounded to the pesewa. Empty or null for none.' },
  ),
  beneficiaries: beneficiariesField('A whole number, 0 or more; default 0.'),
  beneficiariesCount: beneficiariesField('Same as beneficiaries; send either (this one wins when both are).'),
  progressPercentage: OptionalNumberField(
    'Progress',
    { minimum: 0, maximum: 100, multipleOf: 1 },
    {
      minimum: 'Progress must be between 0 and 100',
      maximum: 'Progress must be between 0 and 100',
      multipleOf: 'Progress must be a whole number',
    },
    { description: 'A whole number from 0 to 100; default 0.' },
  ),
  thumbnailUrl: WebUrlField('Thumbnail'),
  tags: listField('Tags'),
  partners: listField('Partners'),
  startDate: CalendarDateField('Start date'),
  endDate: OptionalCalendarDateField('End date', {
    description: 'YYYY-MM-DD, not before startDate; empty or null for none.',
  }),
};

/** A new project: without a status it is planned (spec 02 §4). */
export const ProjectCreateBody = Type.Object({
  ...PROJECT_FIELDS,
  status: withMessages(
    OptionalChoiceField('Status', STATUS_CHOICES, {
      description: `${STATUS_DESCRIPTION} Planned when left out.`,
    }),
    STATUS_MESSAGES,
  ),
});
export type ProjectCreateInput = Static<typeof ProjectCreateBody>;

/** A full replacement: the same fields, and the status must be named. */
export const ProjectUpdateBody = Type.Object({
  ...PROJECT_FIELDS,
  status: withMessages(
    ChoiceField('Status', STATUS_CHOICES, { description: STATUS_DESCRIPTION }),
    STATUS_MESSAGES,
  ),
});
export type ProjectUpdateInput = Static<typeof ProjectUpdateBody>;
