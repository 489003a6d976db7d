// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Pagination } from './Pagination';

afterEach(cleanup);

describe('Pagination', () => {
  it('says "Page x of y" with the total text', () => {
    render(
      <Pagination page={2} totalPages={3} totalText="(23 total wards)" onPageChange={() => undefined} />,
    );
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeDefined();
    expect(screen.getByText('Page 2 of 3 (23 total wards)')).toBeDefined();
  });

  it('goes to the previous and next pages', async () => {
    const onPageChange = vi.fn();
    render(<Pagination page={2} totalPages={3} onPageChange={onPageChange} />);
    expect(screen.getByText('Page 2 of 3')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(<Pagination page={1} totalPages={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
    rerender(<Pagination page={3} totalPages={3} onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('shows an empty list as a single page with both buttons disabled', () => {
    render(<Pagination page={1} totalPages={0} onPageChange={() => undefined} />);
    expect(screen.getByText('Page 1 of 1')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });

  it('can disable both buttons while a page loads', () => {
    render(<Pagination page={2} totalPages={3} disabled onPageChange={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
  });
});
