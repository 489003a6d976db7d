// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from '../badge/Badge';
import { Button } from '../button/Button';
import { EmptyState } from '../empty-state/EmptyState';
import { formatMoney } from '../format';
import { Table, type TableColumn } from './Table';

afterEach(cleanup);

interface Project {
  id: number;
  title: string;
  status: string;
  budget: number;
}

const projects: Project[] = [
  { id: 1, title: 'Borehole for Ward 3', status: 'ongoing', budget: 45000 },
  { id: 2, title: 'School roofing', status: 'completed', budget: 120000.5 },
];

const columns: TableColumn<Project>[] = [
  { id: 'title', header: 'Title', cell: (p) => p.title, rowHeader: true },
  { id: 'status', header: 'Status', cell: (p) => <Badge>{p.status}</Badge> },
  { id: 'budget', header: 'Budget (GHS)', cell: (p) => formatMoney(p.budget), align: 'end' },
  {
    id: 'actions',
    header: 'Actions',
    hideHeader: true,
    cell: (p) => <Button size="sm">Edit {p.title}</Button>,
  },
];

describe('Table', () => {
  it('is a table named by its caption, with column and row headers', () => {
    render(<Table caption="Projects" columns={columns} rows={projects} getRowKey={(p) => p.id} />);
    const table = screen.getByRole('table', { name: 'Projects' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Title', 'Status', 'Budget (GHS)', 'Actions']);
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((th) => th.textContent),
    ).toEqual(['Borehole for Ward 3', 'School roofing']);
    const row = within(table).getByRole('row', { name: /School roofing/ });
    expect(within(row).getByText('GHS 120,000.50')).toBeDefined();
    expect(screen.getByRole('region', { name: 'Projects' }).tabIndex).toBe(0);
  });

  it('may hide its caption visually', () => {
    render(<Table caption="Users" hideCaption columns={columns} rows={projects} getRowKey={(p) => p.id} />);
    expect(screen.getByRole('table', { name: 'Users' })).toBeDefined();
    expect(screen.getByText('Users').className).toContain('pui-visually-hidden');
  });

  it('shows the empty state when there are no rows', () => {
    render(
      <Table
        caption="Users"
        columns={columns}
        rows={[]}
        getRowKey={(p) => p.id}
        empty="No users found with the current filters."
      />,
    );
    const cell = screen.getByText('No users found with the current filters.').closest('td');
    expect(cell?.getAttribute('colspan')).toBe('4');
  });

  it('takes any element as its empty state', () => {
    render(
      <Table
        caption="Wards"
        columns={columns}
        rows={[]}
        getRowKey={(p) => p.id}
        empty={<EmptyState title="No wards yet" action={<Button>Create Ward</Button>} />}
      />,
    );
    expect(screen.getByRole('heading', { name: 'No wards yet' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Create Ward' })).toBeDefined();
  });

  it('shows its loading text while the first rows load, not the empty state', () => {
    render(
      <Table
        caption="Users"
        columns={columns}
        rows={[]}
        getRowKey={(p) => p.id}
        loading
        loadingLabel="Loading users…"
        empty="No users found with the current filters."
      />,
    );
    expect(screen.getByRole('status').textContent).toBe('Loading users…');
    expect(screen.queryByText('No users found with the current filters.')).toBeNull();
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
  });

  it('keeps its rows while reloading, marked busy', () => {
    render(<Table caption="Projects" columns={columns} rows={projects} getRowKey={(p) => p.id} loading />);
    expect(screen.getByRole('table').getAttribute('aria-busy')).toBe('true');
    expect(screen.getAllByRole('rowheader')).toHaveLength(2);
    expect(screen.getByRole('status').textContent).toBe('Loading…');
  });
});
