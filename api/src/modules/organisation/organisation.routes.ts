import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type, type TObject } from 'typebox';
import { auditActor } from '../../shared/audit-actor.js';
import { FieldErrorList } from '../../shared/fields.js';
import { normaliseBody } from '../../shared/form-schemas.js';
import { FormFields, imageFormOptions, readImageForm } from '../../shared/images.js';
import { optionalUser } from '../../shared/principal.js';
import { hasAdminAccess } from '../../shared/roles.js';
import { Envelope, errorResponses, PagedEnvelope } from '../../shared/schemas.js';
import { schemaProblems, validationReport, type ValidationIssue } from '../../shared/validation.js';
import { addVary } from '../../shared/vary.js';
import {
  CONSENT_NAMES,
  consentFromText,
  type CheckedForm,
  type ExecutiveLevel,
} from './organisation.fields.js';
import { createBranch, deleteBranch, getBranch, listBranches, updateBranch } from './branches.service.js';
import {
  createConstituency,
  deleteConstituency,
  getConstituency,
  listConstituencies,
  updateConstituency,
} from './constituencies.service.js';
import {
  createExecutive,
  deleteExecutive,
  getExecutive,
  listExecutives,
  updateExecutive,
  type Audience,
  type ExecutiveForm,
} from './executives.service.js';
import type { Scope } from './organisation.repository.js';
import {
  BranchBody,
  BranchParams,
  BranchSchema,
  ConstituencyBody,
  ConstituencyParams,
  ConstituencySchema,
  executiveBody,
  ExecutiveJsonBody,
  ExecutiveSchema,
  ExecutivesQuery,
  NestedBranchParams,
  NestedWardParams,
  SearchQuery,
  WardBody,
  WardParams,
  WardSchema,
  WardsQuery,
} from './organisation.schemas.js';
import { createWard, deleteWard, getWard, listWards, updateWard } from './wards.service.js';

/**
 * Constituencies, wards, branches and their executives (spec 01 §7). Reads are public; every write needs
 * an administrator. Everything below a ward is reachable both nested under its constituency
 * (/constituencies/{id}/wards/{wardId}/...) and from the ward (/wards/{wardId}/...), as the spec writes
 * both; the same handlers serve both, and a nested path must hold together (that ward in that
 * constituency) or it is a 404.
 *
 * An executive's phone number, email and date of birth reach the public only with the executive's
 * consent: every read that carries executives asks who is reading (an administrator's bearer token shows
 * everything and the consents), so those answers vary with the Authorization header.
 */

type App = Parameters<FastifyPluginAsyncTypebox>[0];

/** Path parameters of any mount, as a scope for the services. */
interface PathParams {
  id?: string;
  wardId?: string;
  branchId?: string;
  executiveId?: string;
}

const scopeOf = (params: unknown): Scope => {
  const p = params as PathParams;
  return { constituencyId: p.id, wardId: p.wardId, branchId: p.branchId };
};
const wardScopeOf = (params: unknown) => ({ ...scopeOf(params), wardId: (params as PathParams).wardId! });
const branchScopeOf = (params: unknown) => ({
  ...wardScopeOf(params),
  branchId: (params as PathParams).branchId!,
});

/**
 * Who reads the answer: an administrator (by a valid bearer token) or the public. Visitors' answers may be
 * shared by the public cache, which never serves a request carrying an Authorization header.
 */
async function audienceOf(request: FastifyRequest, reply: FastifyReply): Promise<Audience> {
  addVary(reply, 'Authorization');
  const caller = await optionalUser(request);
  return caller !== null && hasAdminAccess(caller) ? 'administrator' : 'public';
}

/** A JSON form's fields, with the problems the route schema found (its route takes `attachValidation`). */
const jsonFields = (request: FastifyRequest): CheckedForm => ({
  fields: new FormFields(Object.entries((request.body ?? {}) as Record<string, unknown>)),
  problems: schemaProblems(request),
});

/**
 * An executive's form with the problems its body schema finds in the fields. A JSON body was tidied and
 * judged by the route (`attachValidation`). A multipart body is read as a stream, after validation, so its
 * text fields are tidied and judged here by the same schema, through the route's own validator: both ways
 * of sending share one set of rules and messages.
 */
async function executiveForm(request: FastifyRequest, level: ExecutiveLevel): Promise<ExecutiveForm> {
  const form = await readImageForm(request, ['picture']);
  if (!request.isMultipart()) return { ...form, problems: schemaProblems(request) };
  const schema = ExecutiveJsonBody[level];
  const body: Record<string, unknown> = {};
  for (const name of Object.keys(schema.properties)) {
    const sent = form.fields.pick(name);
    if (!sent) continue;
    // A form's fields are text: a consent arrives as "true" or "false" (blank: not sent).
    const value = CONSENT_NAMES.has(name) ? consentFromText(sent.value) : sent.value;
    if (value !== undefined) body[name] = value;
  }
  normaliseBody(schema, body);
  const validate = request.compileValidationSchema(schema, 'body');
  const problems = new FieldErrorList();
  if (!validate(body)) {
    const { errors } = validationReport((validate.errors ?? []) as ValidationIssue[]);
    for (const [field, messages] of Object.entries(errors)) messages.forEach((m) => problems.add(field, m));
  }
  return { fields: new FormFields(Object.entries(body)), files: form.files, problems };
}

const withExecutiveId = (params: TObject) =>
  Type.Object({ ...params.properties, executiveId: Type.String({ format: 'uuid' }) });

const ok = <T>(data: T, message: string) => ({ success: true as const, data, message });

const READ = { access: 'public', publicCache: true } as const;

const CONSENT_NOTE =
  'Phone number, email and date of birth only where the executive consented to their publication (null ' +
  'otherwise), unless an administrator asks (bearer token): then every field and the consents.';
const WRITE = { access: 'admin' } as const;

interface ExecutiveMount {
  /** The path naming the constituency, ward or branch. */
  base: string;
  params: TObject;
  tag: string;
  /** The level, in words for summaries; it decides which fields are required. */
  level: ExecutiveLevel;
  /**
   * The level in the operation ids (`listWardExecutives`, `getConstituencyWardExecutive`), so that each
   * mount of the same handlers has ids of its own.
   */
  owner: string;
}

/** The five executive routes of one level. */
function executiveRoutes(app: App, { base, params, tag, level, owner }: ExecutiveMount) {
  const itemParams = withExecutiveId(params);
  app.get(
    `${base}/executives`,
    {
      config: READ,
      schema: {
        operationId: `list${owner}Executives`,
        tags: [tag],
        summary: `List the executives of a ${level}`,
        description: CONSENT_NOTE,
        params,
        querystring: ExecutivesQuery,
        response: { 200: PagedEnvelope(ExecutiveSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      ...(await listExecutives(
        app.db,
        scopeOf(request.params),
        request.query,
        await audienceOf(request, reply),
      )),
      message: 'Executives retrieved successfully',
    }),
  );

  app.post(
    `${base}/executives`,
    {
      config: WRITE,
      attachValidation: true,
      schema: {
        operationId: `create${owner}Executive`,
        tags: [tag],
        summary: `Add an executive to a ${level}`,
        description:
          'JSON, or multipart/form-data with an optional image file in `picture` (JPEG, PNG, WebP, GIF or ' +
          'AVIF, under 5 MB; judged by its bytes).',
        params,
        body: executiveBody(level),
        response: { 201: Envelope(ExecutiveSchema), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request, reply) => {
      const form = await executiveForm(request, level);
      const data = await createExecutive(app.db, scopeOf(request.params), form, auditActor(request));
      return reply.code(201).send(ok(data, 'Executive created successfully'));
    },
  );

  app.get(
    `${base}/executives/:executiveId`,
    {
      config: READ,
      schema: {
        operationId: `get${owner}Executive`,
        tags: [tag],
        summary: `One executive of a ${level}`,
        description: CONSENT_NOTE,
        params: itemParams,
        response: { 200: Envelope(ExecutiveSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      ok(
        await getExecutive(
          app.db,
          scopeOf(request.params),
          (request.params as PathParams).executiveId!,
          await audienceOf(request, reply),
        ),
        'Executive retrieved successfully',
      ),
  );

  app.put(
    `${base}/executives/:executiveId`,
    {
      config: WRITE,
      attachValidation: true,
      schema: {
        operationId: `update${owner}Executive`,
        tags: [tag],
        summary: `Update an executive of a ${level}`,
        description:
          'The fields sent replace the current ones; others stay. A `picture` file replaces the picture; ' +
          'JSON `picture: null` removes it.',
        params: itemParams,
        body: executiveBody(level),
        response: { 200: Envelope(ExecutiveSchema), ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
    },
    async (request) => {
      const form = await executiveForm(request, level);
      const id = (request.params as PathParams).executiveId!;
      return ok(
        await updateExecutive(app.db, scopeOf(request.params), id, form, auditActor(request)),
        'Executive updated successfully',
      );
    },
  );

  app.delete(
    `${base}/executives/:executiveId`,
    {
      config: WRITE,
      schema: {
        operationId: `delete${owner}Executive`,
        tags: [tag],
        summary: `Remove an executive of a ${level}`,
        params: itemParams,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteExecutive(
        app.db,
        scopeOf(request.params),
        (request.params as PathParams).executiveId!,
        auditActor(request),
      );
      return ok(null, 'Executive deleted successfully');
    },
  );
}

function constituencyRoutes(app: App) {
  app.get(
    '/constituencies',
    {
      config: READ,
      schema: {
        operationId: 'listConstituencies',
        tags: ['constituencies'],
        summary: 'List constituencies',
        querystring: SearchQuery,
        response: { 200: PagedEnvelope(ConstituencySchema), ...errorResponses(400) },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await listConstituencies(app.db, request.query)),
      message: 'Constituencies retrieved successfully',
    }),
  );

  app.post(
    '/constituencies',
    {
      config: WRITE,
      attachValidation: true,
      schema: {
        operationId: 'createConstituency',
        tags: ['constituencies'],
        summary: 'Create a constituency',
        description: 'Name, office location, phone number and email are required; the name is unique.',
        body: ConstituencyBody,
        response: { 201: Envelope(ConstituencySchema), ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createConstituency(app.db, jsonFields(request), auditActor(request)),
            'Constituency created successfully',
          ),
        ),
  );

  app.get(
    '/constituencies/:id',
    {
      config: READ,
      schema: {
        operationId: 'getConstituency',
        tags: ['constituencies'],
        summary: 'One constituency, with its ward count and its executives',
        params: ConstituencyParams,
        response: { 200: Envelope(ConstituencySchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      ok(
        await getConstituency(app.db, request.params.id, await audienceOf(request, reply)),
        'Constituency retrieved successfully',
      ),
  );

  app.put(
    '/constituencies/:id',
    {
      config: WRITE,
      attachValidation: true,
      schema: {
        operationId: 'updateConstituency',
        tags: ['constituencies'],
        summary: 'Update a constituency',
        description: 'The fields sent replace the current ones; others stay.',
        params: ConstituencyParams,
        body: ConstituencyBody,
        response: { 200: Envelope(ConstituencySchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await updateConstituency(app.db, request.params.id, jsonFields(request), auditActor(request)),
        'Constituency updated successfully',
      ),
  );

  app.delete(
    '/constituencies/:id',
    {
      config: WRITE,
      schema: {
        operationId: 'deleteConstituency',
        tags: ['constituencies'],
        summary: 'Delete a constituency with its wards, branches and every executive under it',
        params: ConstituencyParams,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteConstituency(app.db, request.params.id, auditActor(request));
      return ok(null, 'Constituency deleted successfully');
    },
  );

  executiveRoutes(app, {
    base: '/constituencies/:id',
    params: ConstituencyParams,
    tag: 'constituencies',
    level: 'constituency',
    owner: 'Constituency',
  });

  app.get(
    '/constituencies/:id/wards',
    {
      config: READ,
      schema: {
        operationId: 'listConstituencyWards',
        tags: ['wards'],
        summary: 'List the wards of a constituency',
        description:
          'Each ward with its executives and branch count; with `include=branches` also its branches and ' +
          'their executives. The query count does not grow with the number of wards.',
        params: ConstituencyParams,
        querystring: WardsQuery,
        response: { 200: PagedEnvelope(WardSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      ...(await listWards(app.db, request.params.id, request.query, await audienceOf(request, reply))),
      message: 'Wards retrieved successfully',
    }),
  );

  app.post(
    '/constituencies/:id/wards',
    {
      config: WRITE,
      attachValidation: true,
      schema: {
        operationId: 'createConstituencyWard',
        tags: ['wards'],
        summary: 'Create a ward in a constituency',
        description: 'Ward name and office location are required; the name is unique in the constituency.',
        params: ConstituencyParams,
        body: WardBody,
        response: { 201: Envelope(WardSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createWard(app.db, request.params.id, jsonFields(request), auditActor(request)),
            'Ward created successfully',
          ),
        ),
  );
}

/**
 * A ward, its executives, its branches and theirs, below `base` (nested or from the ward). `ward` names the
 * mount in the operation ids: `getConstituencyWardBranch` for the nested path, `getWardBranch` for the other.
 */
function wardRoutes(app: App, base: string, params: TObject, branchParams: TObject, ward: string) {
  app.get(
    base,
    {
      config: READ,
      schema: {
        operationId: `get${ward}`,
        tags: ['wards'],
        summary: 'One ward, with its executives, its branches and theirs',
        params,
        response: { 200: Envelope(WardSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      ok(
        await getWard(app.db, wardScopeOf(request.params), await audienceOf(request, reply)),
        'Ward retrieved successfully',
      ),
  );

  app.put(
    base,
    {
      config: WRITE,
      attachValidation: true,
      schema: {
        operationId: `update${ward}`,
        tags: ['wards'],
        summary: 'Update a ward',
        description: 'The fields sent replace the current ones; others stay.',
        params,
        body: WardBody,
        response: { 200: Envelope(WardSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await updateWard(app.db, wardScopeOf(request.params), jsonFields(request), auditActor(request)),
        'Ward updated successfully',
      ),
  );

  app.delete(
    base,
    {
      config: WRITE,
      schema: {
        operationId: `delete${ward}`,
        tags: ['wards'],
        summary: 'Delete a ward with its branches and all their executives',
        params,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteWard(app.db, wardScopeOf(request.params), auditActor(request));
      return ok(null, 'Ward deleted successfully');
    },
  );

  executiveRoutes(app, { base, params, tag: 'wards', level: 'ward', owner: ward });

  app.get(
    `${base}/branches`,
    {
      config: READ,
      schema: {
        operationId: `list${ward}Branches`,
        tags: ['branches'],
        summary: 'List the branches of a ward, each with its executives',
        params,
        querystring: SearchQuery,
        response: { 200: PagedEnvelope(BranchSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => ({
      success: true as const,
      ...(await listBranches(
        app.db,
        wardScopeOf(request.params),
        request.query,
        await audienceOf(request, reply),
      )),
      message: 'Branches retrieved successfully',
    }),
  );

  app.post(
    `${base}/branches`,
    {
      config: WRITE,
      attachValidation: true,
      schema: {
        operationId: `create${ward}Branch`,
        tags: ['branches'],
        summary: 'Create a branch in a ward',
        description: 'The branch name is required and unique in the ward.',
        params,
        body: BranchBody,
        response: { 201: Envelope(BranchSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          ok(
            await createBranch(app.db, wardScopeOf(request.params), jsonFields(request), auditActor(request)),
            'Branch created successfully',
          ),
        ),
  );

  const branch = `${base}/branches/:branchId`;
  app.get(
    branch,
    {
      config: READ,
      schema: {
        operationId: `get${ward}Branch`,
        tags: ['branches'],
        summary: 'One branch, with its executives',
        params: branchParams,
        response: { 200: Envelope(BranchSchema), ...errorResponses(400, 404) },
      },
    },
    async (request, reply) =>
      ok(
        await getBranch(app.db, branchScopeOf(request.params), await audienceOf(request, reply)),
        'Branch retrieved successfully',
      ),
  );

  app.put(
    branch,
    {
      config: WRITE,
      attachValidation: true,
      schema: {
        operationId: `update${ward}Branch`,
        tags: ['branches'],
        summary: 'Update a branch',
        description: 'The fields sent replace the current ones; others stay.',
        params: branchParams,
        body: BranchBody,
        response: { 200: Envelope(BranchSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      ok(
        await updateBranch(app.db, branchScopeOf(request.params), jsonFields(request), auditActor(request)),
        'Branch updated successfully',
      ),
  );

  app.delete(
    branch,
    {
      config: WRITE,
      schema: {
        operationId: `delete${ward}Branch`,
        tags: ['branches'],
        summary: 'Delete a branch with its executives',
        params: branchParams,
        response: { 200: Envelope(Type.Null()), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      await deleteBranch(app.db, branchScopeOf(request.params), auditActor(request));
      return ok(null, 'Branch deleted successfully');
    },
  );

  executiveRoutes(app, {
    base: branch,
    params: branchParams,
    tag: 'branches',
    level: 'branch',
    owner: `${ward}Branch`,
  });
}

const organisationRoutes: FastifyPluginAsyncTypebox = async (app) => {
  // Multipart is parsed in this module's scope only (executive pictures); JSON stays the default.
  await app.register(multipart, imageFormOptions);

  constituencyRoutes(app);
  wardRoutes(
    app,
    '/constituencies/:id/wards/:wardId',
    NestedWardParams,
    NestedBranchParams,
    'ConstituencyWard',
  );
  wardRoutes(app, '/wards/:wardId', WardParams, BranchParams, 'Ward');
};

export default organisationRoutes;
