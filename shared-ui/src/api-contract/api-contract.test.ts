import { describe, expectTypeOf, it } from 'vitest';
import type {
  ApiRecord,
  ApiBody,
  ApiData,
  ApiErrorBody,
  ApiMethod,
  ApiPathParams,
  ApiQuery,
  ApiResponse,
  ClientPath,
  ClientPathFor,
} from '@party/shared-ui/api-contract';

// These are compile-time checks (npm run typecheck); at run time the test only has to exist.
describe('the API contract types', () => {
  it('give the data of a success envelope, by path and method or by operation id', () => {
    type Article = ApiData<'/api/news/{id}', 'get'>;
    expectTypeOf<Article['id']>().toEqualTypeOf<string>();
    expectTypeOf<Article['image']>().toEqualTypeOf<string | null>();
    expectTypeOf<ApiData<'getNewsArticle'>>().toEqualTypeOf<Article>();
    // Each record is named once in the document.
    expectTypeOf<ApiRecord<'NewsArticle'>>().toEqualTypeOf<Article>();
    expectTypeOf<ApiData<'/api/news', 'get'>>().toEqualTypeOf<Article[]>();
    // A creation answers 201: its data is the created record.
    expectTypeOf<ApiData<'/api/news', 'post'>>().toEqualTypeOf<Article>();
    expectTypeOf<ApiResponse<'/api/news', 'get'>['pagination']['total_pages']>().toEqualTypeOf<number>();
  });

  it('give request bodies, query strings, path parameters and error bodies', () => {
    // Required fields of a form are required in its body; optional ones may be left out.
    expectTypeOf<ApiBody<'/api/news', 'post'>['title']>().toEqualTypeOf<string>();
    expectTypeOf<ApiBody<'/api/news', 'post'>['image']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<ApiBody<'/api/news', 'get'>>().toBeNever();
    expectTypeOf<ApiQuery<'listNews'>['page']>().toEqualTypeOf<number | undefined>();
    expectTypeOf<ApiPathParams<'/api/users/{id}/roles', 'post'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<ApiResponse<'getNewsArticle', never, 404>>().toEqualTypeOf<ApiErrorBody>();
    expectTypeOf<ApiMethod<'/api/news/{id}'>>().toEqualTypeOf<'get' | 'put' | 'delete'>();
  });

  it('name the paths the API client is called with', () => {
    const id: string = 'a2f4c1de-0000-4000-8000-000000000000';
    expectTypeOf(`/news/${id}` as const).toExtend<ClientPath>();
    expectTypeOf<'/invitations/create'>().toExtend<ClientPathFor<'post'>>();
    expectTypeOf<'/health'>().not.toExtend<ClientPathFor<'post'>>();
    expectTypeOf<'/no-such-thing'>().not.toExtend<ClientPath>();
  });
});
