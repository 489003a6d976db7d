import { Type, type Static } from 'typebox';
import { Nullable, RecordSchema } from '../../shared/schemas.js';
import { storedJson } from '../../shared/stored-json.js';
import { MAX_PAGE, MAX_PAGE_SIZE, PageQuery } from '../../shared/pagination.js';
import {
  BRANCH_FIELDS,
  bodySchema,
  consentBodySchema,
  CONSTITUENCY_FIELDS,
  EXECUTIVE_CONSENTS,
  executiveFields,
  WARD_FIELDS,
  type ExecutiveLevel,
} from './organisation.fields.js';

/**
 * Wire shapes of the organisation: snake_case, as spec 01 §7 writes them (DESIGN §3). Inputs also accept
 * the camelCase spelling of every field.
 */

const Uuid = Type.String({ format: 'uuid' });
const Day = (description: string) => Nullable(Type.String({ format: 'date', description }));
const DateTime = Type.String({ format: 'date-time' });

/** A consent, as administrators read it. */
const Consent = (description: string) =>
  Type.Optional(Type.Boolean({ description: `${description} Sent to administrators only.` }));

/**
 * An executive. Administrators read every field and the executive's consents (`*_public`). Anyone else
 * reads the phone number, the email and the date of birth only where the executive consented to their
 * publication, and null where not (as for a field that was never recorded), without the consents.
 */
export const ExecutiveSchema = RecordSchema('Executive', {
  id: Uuid,
  level: Type.Union([Type.Literal('constituency'), Type.Literal('ward'), Type.Literal('branch')]),
  constituency_id: Nullable(Uuid),
  ward_id: Nullable(Uuid),
  branch_id: Nullable(Uuid),
  full_name: Type.String(),
  position_held: Type.String(),
  picture: Nullable(Type.String({ description: 'URL of the picture, /api/media/{id}.' })),
  date_of_birth: Day('YYYY-MM-DD; null for anyone but administrators unless date_of_birth_public.'),
  date_of_assumption_of_office: Day('YYYY-MM-DD'),
  date_of_end_of_tenure: Day('YYYY-MM-DD; null while in office.'),
  phone_number: Nullable(
    Type.String({ description: 'null for anyone but administrators unless phone_number_public.' }),
  ),
  email: Nullable(Type.String({ description: 'null for anyone but administrators unless email_public.' })),
  phone_number_public: Consent('Whether the public site shows the phone number.'),
  email_public: Consent('Whether the public site shows the email.'),
  date_of_birth_public: Consent('Whether the public site shows the date of birth.'),
  created_at: DateTime,
  updated_at: DateTime,
});
export type ExecutiveDto = Static<typeof ExecutiveSchema>;

export const ConstituencySchema = RecordSchema('Constituency', {
  id: Uuid,
  constituency_name: Type.String(),
  office_location: Type.String(),
  phone_number: Type.String(),
  email: Type.String(),
  ward_count: Type.Integer({ minimum: 0 }),
  created_at: DateTime,
  updated_at: DateTime,
  executives: Type.Optional(
    storedJson(
      Type.Array(ExecutiveSchema, {
        description: 'The constituency executives (on GET /constituencies/{id}).',
      }),
    ),
  ),
});
export type ConstituencyDto = Static<typeof ConstituencySchema>;

export const BranchSchema = RecordSchema('Branch', {
  id: Uuid,
  ward_id: Uuid,
  branch_name: Type.String(),
  office_location: Nullable(Type.String()),
  phone_number: Nullable(Type.String()),
  email: Nullable(Type.String()),
  executives: storedJson(Type.Array(ExecutiveSchema)),
  created_at: DateTime,
  updated_at: DateTime,
});
export type BranchDto = Static<typeof BranchSchema>;

export const WardSchema = RecordSchema('Ward', {
  id: Uuid,
  constituency_id: Uuid,
  ward_name: Type.String(),
  office_location: Type.String(),
  phone_number: Nullable(Type.String()),
  email: Nullable(Type.String()),
  branch_count: Type.Integer({ minimum: 0 }),
  executives: storedJson(Type.Array(ExecutiveSchema)),
  branches: Type.Optional(
    storedJson(
      Type.Array(BranchSchema, {
        description:
          'Each branch with its executives: on GET of one ward, and on lists with include=branches.',
      }),
    ),
  ),
  created_at: DateTime,
  updated_at: DateTime,
});
export type WardDto = Static<typeof WardSchema>;

// ---------------------------------------------------------------------------------------------------------
// Inputs, in both spellings. Each field's own rules (text, length, format, with the messages of spec 02 §5)
// are declared here; what is required is settled by the services, since either spelling may carry a field
// and an update keeps what is not sent (organisation.fields.ts).

/** Constituency name, office location, phone number and email are all required (spec 02 §5). */
export const ConstituencyBody = Type.Object(bodySchema(CONSTITUENCY_FIELDS));

/** Ward name and office location are required; phone number and email optional. */
export const WardBody = Type.Object(bodySchema(WARD_FIELDS));

/** Branch name is required; office location, phone number and email optional. */
export const BranchBody = Type.Object(bodySchema(BRANCH_FIELDS));

/**
 * An executive's fields at one level, each in both spellings, with their rules (which fields are required
 * depends on the level: the service checks it). A multipart form is checked against this same schema.
 */
const executiveJsonBody = (level: ExecutiveLevel) =>
  Type.Object({
    ...bodySchema(executiveFields(level)),
    ...consentBodySchema(),
    picture: Type.Optional(
      Type.Union([Type.Null(), Type.String()], {
        description: 'null removes the picture; a string is ignored (upload a file as multipart instead).',
      }),
    ),
  });

export const ExecutiveJsonBody: Record<ExecutiveLevel, ReturnType<typeof executiveJsonBody>> = {
  constituency: executiveJsonBody('constituency'),
  ward: executiveJsonBody('ward'),
  branch: executiveJsonBody('branch'),
};

/**
 * Executives are written as JSON or as multipart/form-data with an optional image file in `picture`. The
 * route validates a JSON body; a multipart body is read as a stream by the handler, which checks its
 * fields against the JSON schema.
 */
export const executiveBody = (level: ExecutiveLevel) => ({
  content: {
    'application/json': { schema: ExecutiveJsonBody[level] },
    'multipart/form-data': {
      schema: Type.Unsafe<null>({
        type: ['object', 'null'],
        properties: {
          ...Object.fromEntries(
            executiveFields(level).map((spec) => [spec.name, { type: 'string', description: spec.label }]),
          ),
          ...Object.fromEntries(
            EXECUTIVE_CONSENTS.map((spec) => [
              spec.name,
              { type: 'string', enum: ['true', 'false'], description: spec.label },
            ]),
          ),
          picture: {
            type: 'string',
            format: 'binary',
            description: 'An image file (JPEG, PNG, WebP, GIF or AVIF), under 5 MB; judged by its bytes.',
          },
        },
      }),
    },
  },
});

const Search = Type.Optional(Type.String({ maxLength: 200 }));

export const SearchQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Matches the name or office location.' })),
  ...PageQuery,
});

export const WardsQuery = Type.Object({
  search: Search,
  include: Type.Optional(
    Type.String({ description: '`branches`: embed each ward’s branches with their executives.' }),
  ),
  embed: Type.Optional(Type.String({ description: 'Same as include.' })),
  branches_limit: Type.Optional(
    Type.Integer({
      minimum: 1,
      description:
        'With include=branches: at most this many branches per ward (a page of them, by name; at most ' +
        `${MAX_PAGE_SIZE}), so that one answer stays small; \`branch_count\` tells how many there are. ` +
        'Without it, every branch.',
    }),
  ),
  branches_page: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE,
      default: 1,
      description: 'Which page of each ward’s branches, from 1, when branches_limit is given.',
    }),
  ),
  ...PageQuery,
});

export const ExecutivesQuery = Type.Object({
  search: Type.Optional(
    Type.String({ maxLength: 200, description: 'Matches the full name or the position.' }),
  ),
  position: Type.Optional(Type.String({ maxLength: 200, description: 'Exact position, any case.' })),
  wardId: Type.Optional(
    Type.String({ format: 'uuid', description: 'The executives of this ward (under the path) instead.' }),
  ),
  branchId: Type.Optional(
    Type.String({ format: 'uuid', description: 'The executives of this branch (under the path) instead.' }),
  ),
  ...PageQuery,
});
export type ExecutivesQueryInput = Static<typeof ExecutivesQuery>;

// ---------------------------------------------------------------------------------------------------------
// Path parameters: every route exists nested under its constituency and, below wards, also from the ward.

export const ConstituencyParams = Type.Object({ id: Uuid });
export const ConstituencyExecutiveParams = Type.Object({ id: Uuid, executiveId: Uuid });
export const NestedWardParams = Type.Object({ id: Uuid, wardId: Uuid });
export const WardParams = Type.Object({ wardId: Uuid });
export const NestedBranchParams = Type.Object({ id: Uuid, wardId: Uuid, branchId: Uuid });
export const BranchParams = Type.Object({ wardId: Uuid, branchId: Uuid });
