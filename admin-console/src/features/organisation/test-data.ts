import { ok } from '../../shared/test-utils';

type TestReplyLike = ReturnType<typeof ok>;

export const C1 = {
  id: '11111111-1111-4111-8111-111111111111',
  constituency_name: 'Asokwa',
  office_location: 'Asokwa Road',
  phone_number: '+233 24 000 0001',
  email: 'asokwa@example.org',
  ward_count: 3,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};
export const C2 = {
  ...C1,
  id: '22222222-2222-4222-8222-222222222222',
  constituency_name: 'Bantama',
  office_location: 'Bantama High Street',
  email: 'bantama@example.org',
  ward_count: 1,
};

export const EXEC = {
  id: '33333333-3333-4333-8333-333333333333',
  level: 'ward',
  full_name: 'Ama Mensah',
  position_held: 'Chairperson',
  picture: null,
  date_of_birth: null,
  date_of_assumption_of_office: '2024-02-01',
  date_of_end_of_tenure: null,
  phone_number: null,
  email: null,
  created_at: '2025-01-01T00:00:00Z',
  updated_at: '2025-01-01T00:00:00Z',
};

export function ward(id: string, name: string, constituencyId = C1.id) {
  return {
    id,
    constituency_id: constituencyId,
    ward_name: name,
    office_location: `${name} office`,
    phone_number: null,
    email: null,
    branch_count: 2,
    executives: [] as unknown[],
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
}

export function branch(id: string, name: string, wardId: string) {
  return {
    id,
    ward_id: wardId,
    branch_name: name,
    office_location: null,
    phone_number: null,
    email: null,
    executives: [] as unknown[],
    created_at: '2025-01-01T00:00:00Z',
    updated_at: '2025-01-01T00:00:00Z',
  };
}

/** A list answer with the pagination of DESIGN §3. */
export function paged(items: unknown[], count = items.length, page = 1, limit = 10): TestReplyLike {
  return ok(items, 'OK', {
    pagination: {
      count,
      page,
      limit,
      total_pages: Math.max(1, Math.ceil(count / limit)),
      next: null,
      previous: null,
    },
  });
}

/** A list handler that answers the page the request asks for, of `count` records in all. */
export const pagedByRequest =
  (items: unknown[], count: number) =>
  (request: { url: string }): TestReplyLike =>
    paged(items, count, Number(new URL(request.url, 'http://x').searchParams.get('page')));
