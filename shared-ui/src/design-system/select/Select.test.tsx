// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select } from './Select';

afterEach(cleanup);

const statuses = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
  { value: 'suspended', label: 'Suspended' },
];

describe('Select', () => {
  it('offers the options under its label, after the placeholder', async () => {
    const onChange = vi.fn();
    render(
      <Select label="Status" placeholder="All" options={statuses} defaultValue="" onChange={onChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Status' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Active',
      'Inactive',
      'Suspended',
    ]);
    await userEvent.selectOptions(select, 'Suspended');
    expect(select).toHaveProperty('value', 'suspended');
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('announces an error', () => {
    render(<Select label="Role" options={statuses} error="Please select a role" />);
    const select = screen.getByRole('combobox', { name: 'Role' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    const errorId = select.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(errorId)?.textContent).toBe('Please select a role');
  });
});
