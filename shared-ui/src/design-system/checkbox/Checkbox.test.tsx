// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { Checkbox } from './Checkbox';

afterEach(cleanup);

describe('Checkbox', () => {
  it('toggles from its label and is described by its description', async () => {
    render(<Checkbox label="Staff" description="Access to the backend admin interface." />);
    const checkbox = screen.getByRole('checkbox', { name: 'Staff' });
    expect(checkbox).toHaveProperty('checked', false);
    await userEvent.click(screen.getByText('Staff'));
    expect(checkbox).toHaveProperty('checked', true);
    const describedBy = checkbox.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Access to the backend admin interface.');
  });

  it('announces an error', () => {
    render(<Checkbox label="I agree" error="You must agree" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(checkbox.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'You must agree',
    );
  });
});
