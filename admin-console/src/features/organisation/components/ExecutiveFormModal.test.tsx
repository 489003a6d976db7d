// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { description, renderWithProviders, setupTestApi } from '../../../shared/test-utils';
import { ExecutiveFormModal } from './ExecutiveFormModal';

const api = setupTestApi();

describe('ExecutiveFormModal', () => {
  it('checks lengths and formats by the API’s rules, in its words, and sends nothing until they hold', async () => {
    const onSaved = vi.fn();
    renderWithProviders(
      <ExecutiveFormModal
        owner={{ level: 'ward', wardId: '44444444-4444-4444-8444-444444444444' }}
        executive={null}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const set = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Full name', 'x'.repeat(201));
    set('Position', 'Secretary');
    set('Date of assumption of office', '2024-01-01');
    set('Phone number', 'call me');
    set('Email', 'kwame@');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add executive' }));
    expect(description(within(dialog).getByLabelText('Full name'))).toContain(
      'Full name must be at most 200 characters',
    );
    expect(description(within(dialog).getByLabelText('Phone number'))).toContain(
      'Enter a valid phone number',
    );
    expect(description(within(dialog).getByLabelText('Email'))).toContain('Invalid email format');
    expect(description(within(dialog).getByLabelText('Position'))).toBe('');
    expect(api().requests.filter((request) => request.method === 'POST')).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
