import { describe, expect, it } from 'vitest';
import { matchesFilters, STATUS_FILTERS, statusLabel, type Project } from './project';

describe('matchesFilters', () => {
  const project: Project = {
    id: '33333333-3333-4333-8333-333333333333',
    title: 'Market stalls',
    description: 'New stalls for traders',
    location: 'Kejetia',
    status: 'planned',
    category: null,
    budget: null,
    beneficiaries: 0,
    beneficiariesCount: 0,
    progressPercentage: 0,
    thumbnailUrl: null,
    tags: [],
    partners: [],
    startDate: '2026-06-01',
    endDate: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  };

  it('matches the status and text in the title, description or location', () => {
    expect(matchesFilters(project, { status: 'planned', search: 'kejetia' })).toBe(true);
    expect(matchesFilters(project, { status: 'all', search: 'TRADERS' })).toBe(true);
    expect(matchesFilters(project, { status: 'all', search: 'market' })).toBe(true);
    expect(matchesFilters(project, { status: 'ongoing', search: '' })).toBe(false);
    expect(matchesFilters(project, { status: 'all', search: 'school' })).toBe(false);
  });
});

describe('statusLabel', () => {
  it('names every status and the filter over all of them', () => {
    expect(STATUS_FILTERS.map(statusLabel)).toEqual(['All statuses', 'Ongoing', 'Completed', 'Planned']);
    expect(statusLabel('suspended')).toBe('Suspended');
    expect(statusLabel('cancelled')).toBe('Cancelled');
  });
});
