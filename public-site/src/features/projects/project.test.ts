import { describe, expect, it } from 'vitest';
import { matchesFilters, statsOf, toProject, toProjectStats } from './project';

describe('toProject', () => {
  it('reads the wire shape, with current as ongoing, text budgets and comma-separated tags', () => {
    const project = toProject({
      id: 'p1',
      title: 'Borehole',
      status: 'Current',
      budget: '25000.50',
      beneficiaries: 120,
      progress_percentage: 140,
      tags: 'water, health ,',
      start_date: '2026-01-10',
    });
    expect(project).toMatchObject({
      status: 'ongoing',
      budget: 25000.5,
      beneficiaries: 120,
      progress: 100,
      tags: ['water', 'health'],
      startDate: '2026-01-10',
      endDate: null,
      thumbnailUrl: null,
      category: null,
    });
    expect(toProject({ beneficiariesCount: 7, beneficiaries: 3 }).beneficiaries).toBe(7);
    expect(toProject({ budget: null }).budget).toBeNull();
  });
});

describe('matchesFilters', () => {
  const project = toProject({
    title: 'Market stalls',
    description: 'New stalls for traders',
    location: 'Kejetia',
    status: 'planned',
  });

  it('matches the status and text in the title, description or location', () => {
    expect(matchesFilters(project, { status: 'planned', search: 'kejetia' })).toBe(true);
    expect(matchesFilters(project, { status: 'all', search: 'TRADERS' })).toBe(true);
    expect(matchesFilters(project, { status: 'ongoing', search: '' })).toBe(false);
    expect(matchesFilters(project, { status: 'all', search: 'school' })).toBe(false);
  });
});

describe('stats', () => {
  it('takes the server stats, and can count them itself', () => {
    expect(toProjectStats({ total: 4, ongoing: 1, completed: 2, totalBeneficiaries: 900 })).toEqual({
      total: 4,
      ongoing: 1,
      completed: 2,
      totalBeneficiaries: 900,
    });
    expect(toProjectStats({ total: 4 })).toBeNull();
    const projects = [
      toProject({ status: 'ongoing', beneficiaries: 10 }),
      toProject({ status: 'current', beneficiaries: 5 }),
      toProject({ status: 'completed' }),
    ];
    expect(statsOf(projects)).toEqual({ total: 3, ongoing: 2, completed: 1, totalBeneficiaries: 15 });
  });
});
