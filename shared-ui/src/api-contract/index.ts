/**
 * The API contract for frontends: types derived from the API's own OpenAPI document (api/openapi.json,
 * generated from the route schemas), so that a frontend's idea of a record cannot drift from the server's.
 * Types only; nothing here exists at run time.
 *
 *   type Article = ApiData<'/api/news/{id}', 'get'>;           // the `data` of the 200 envelope
 *   type Articles = ApiData<'/api/news', 'get'>;               // an array: lists carry `pagination` beside it
 *   type NewArticle = ApiBody<'/api/news', 'post'>;            // the JSON request body
 *   type NewsFilters = ApiQuery<'/api/news', 'get'>;           // the query string
 *   type Created = ApiData<'createNewsArticle'>;               // the same, by operation id
 *
 * Paths are the document's: with the `/api` prefix and `{name}` parameters. The API client takes paths
 * without the prefix (`api.get('/news')`); `ClientPath` names those.
 */
import type { components, operations, paths } from './openapi';

export type { components, operations, paths };

/** Every path of the API, as the document writes it (`/api/news/{id}`). */
export type ApiPath = keyof paths;

/** The HTTP methods an OpenAPI path item can hold. */
export type HttpMethodName = 'get' | 'put' | 'post' | 'delete' | 'patch';

/** The methods `P` answers (`'get' | 'put' | 'delete'` for `/api/news/{id}`). */
export type ApiMethod<P extends ApiPath> = {
  [M in HttpMethodName]-?: [NonNullable<paths[P][M]>] extends [never] ? never : M;
}[HttpMethodName];

/** Every operation id of the API (`listNews`, `createInvitation`, …). */
export type OperationId = keyof operations;

/**
 * One operation, named either by its id or by path and method. Helpers below take the same pair:
 * `ApiData<'listNews'>` and `ApiData<'/api/news', 'get'>` are the same type.
 */
export type ApiOperation<
  P extends ApiPath | OperationId,
  M extends (P extends ApiPath ? ApiMethod<P> : never) = never,
> = P extends OperationId ? operations[P] : P extends ApiPath ? NonNullable<paths[P][M]> : never;

type ResponsesOf<Op> = Op extends { responses: infer R } ? R : never;
type JsonOf<Response> = Response extends { content: { 'application/json': infer Body } } ? Body : never;

/** The status codes an operation documents (`200 | 400 | 404 | 429 | 500 | 503`). */
export type ApiStatus<
  P extends ApiPath | OperationId,
  M extends (P extends ApiPath ? ApiMethod<P> : never) = never,
> = keyof ResponsesOf<ApiOperation<P, M>>;

/** The JSON body of one documented answer: `ApiResponse<'getNewsArticle', never, 404>` is the error body. */
export type ApiResponse<
  P extends ApiPath | OperationId,
  M extends (P extends ApiPath ? ApiMethod<P> : never) = never,
  S extends ApiStatus<P, M> = Extract<ApiStatus<P, M>, 200 | 201>,
> = JsonOf<ResponsesOf<ApiOperation<P, M>>[S]>;

/** The success envelope `{ success: true, data, message, pagination? }` (the 200, or 201 for creations). */
export type ApiEnvelope<
  P extends ApiPath | OperationId,
  M extends (P extends ApiPath ? ApiMethod<P> : never) = never,
> = ApiResponse<P, M>;

/** The `data` member of the success envelope: what the API client's `response.data` holds. */
export type ApiData<
  P extends ApiPath | OperationId,
  M extends (P extends ApiPath ? ApiMethod<P> : never) = never,
> = ApiEnvelope<P, M> extends { data: infer Data } ? Data : never;

/** The JSON request body (`never` for operations that take none). */
export type ApiBody<
  P extends ApiPath | OperationId,
  M extends (P extends ApiPath ? ApiMethod<P> : never) = never,
> = ApiOperation<P, M> extends { requestBody?: infer Body } ? JsonOf<NonNullable<Body>> : never;

type ParametersOf<Op, In extends 'query' | 'path'> = Op extends { parameters: { [K in In]?: infer X } }
  ? NonNullable<X>
  : never;

/** The query parameters (`never` for operations that take none). */
export type ApiQuery<
  P extends ApiPath | OperationId,
  M extends (P extends ApiPath ? ApiMethod<P> : never) = never,
> = ParametersOf<ApiOperation<P, M>, 'query'>;

/** The path parameters (`{ id: string }` for `/api/news/{id}`). */
export type ApiPathParams<
  P extends ApiPath | OperationId,
  M extends (P extends ApiPath ? ApiMethod<P> : never) = never,
> = ParametersOf<ApiOperation<P, M>, 'path'>;

/** The failure body every error status shares. */
export type ApiErrorBody = components['schemas']['ErrorBody'];

/** The `pagination` sibling of `data` on list answers. */
export type ApiPagination = components['schemas']['Pagination'];

/** A record by the name the document gives it (`ApiRecord<'NewsArticle'>`, `ApiRecord<'Project'>`, …). */
export type ApiRecord<Name extends ApiRecordName> = components['schemas'][Name];
export type ApiRecordName = Exclude<keyof components['schemas'], 'ErrorBody' | 'Pagination'>;

type Filled<Path extends string> = Path extends `${infer Head}{${string}}${infer Tail}`
  ? `${Head}${string}${Filled<Tail>}`
  : Path;

/**
 * The paths the API client is called with: the document's paths without `/api`, parameters filled in
 * (`/news/${string}`), so that `const path: ClientPath = `/news/${id}`` fails to compile for a path the API
 * does not have.
 */
export type ClientPath = { [P in ApiPath]: P extends `/api${infer Rest}` ? Filled<Rest> : never }[ApiPath];

/** The client paths that answer method `M` (`ClientPathFor<'post'>` includes `/news`, not `/health`). */
export type ClientPathFor<M extends HttpMethodName> = {
  [P in ApiPath]: M extends ApiMethod<P> ? (P extends `/api${infer Rest}` ? Filled<Rest> : never) : never;
}[ApiPath];

type SuccessStatus<Op> = Extract<keyof ResponsesOf<Op>, 200 | 201>;
type DataOfOperation<Op> =
  JsonOf<ResponsesOf<Op>[SuccessStatus<Op>]> extends { data: infer Data } ? Data : never;

/** One route as the client sees it: its client path and the `data` of its success envelope. */
interface ClientRoute<Path extends string, Data> {
  readonly path: Path;
  readonly data: Data;
}

/** Every route answering `M`, computed once per method (the lookup table of `ClientData`). */
type ClientRoutes<M extends HttpMethodName> = {
  [P in ApiPath]: M extends ApiMethod<P>
    ? ClientRoute<
        P extends `/api${infer Rest}` ? Filled<Rest> : never,
        DataOfOperation<NonNullable<paths[P][M]>>
      >
    : never;
}[ApiPath];

/** The route whose client path is exactly `C` (`/constituencies/${string}`, not `…/${string}/wards`). */
type ExactRoute<R, C extends string> =
  R extends ClientRoute<infer Path, unknown>
    ? [Path] extends [C]
      ? [C] extends [Path]
        ? R
        : never
      : never
    : never;

/** The routes a concrete path such as `/news/42` falls under. */
type CoveringRoute<R, C extends string> =
  R extends ClientRoute<infer Path, unknown> ? (C extends Path ? R : never) : never;

type RouteAt<M extends HttpMethodName, C extends string> = [ExactRoute<ClientRoutes<M>, C>] extends [never]
  ? CoveringRoute<ClientRoutes<M>, C>
  : ExactRoute<ClientRoutes<M>, C>;

/**
 * The `data` a client call answers: `ClientData<'get', `/news/${string}`>` is the article. A path type
 * that is a union (`/wards/${string}/executives` | `/constituencies/${string}/executives`) gives the
 * union of their data; a literal such as `/news/42` the data of every route pattern it fits.
 */
export type ClientData<M extends HttpMethodName, C extends string> = C extends string
  ? RouteAt<M, C>['data']
  : never;

/**
 * A payload read defensively: the contract's field names with values not trusted yet. Parsers that check
 * every value by hand read through it, so a field the API renames or drops fails to compile there too.
 */
export type Unchecked<T> = { readonly [K in keyof T]?: unknown };

export {
  checkFormItems,
  checkFormText,
  formMessage,
  type FormField,
  type FormItemField,
  type FormList,
  type FormOperation,
} from './form-check';
export { FORM_RULES } from './form-rules';
