// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextField } from './TextField';

afterEach(cleanup);

/** The text of the elements an element's aria-describedby points at, in order. */
function description(element: HTMLElement): string {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}

describe('TextField', () => {
  it('ties the label to the input', async () => {
    render(<TextField label="Username or Email" name="identifier" />);
    const input = screen.getByRole('textbox', { name: 'Username or Email' });
    await userEvent.type(input, 'ama@example.org');
    expect(input).toHaveProperty('value', 'ama@example.org');
    expect(screen.getByLabelText('Username or Email')).toBe(input);
  });

  it('marks a required field without changing its name', () => {
    render(<TextField label="Email" type="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveProperty('required', true);
    expect(input.getAttribute('type')).toBe('email');
    expect(screen.getByText('Email').className).toContain('pui-field__label--required');
  });

  it('describes the input with its hint and announces an error', () => {
    render(<TextField label="Username" hint="At least 3 characters." error="Username is required" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('At least 3 characters. Username is required');
  });

  it('lists several errors, as the API returns them', () => {
    render(<TextField label="Password" type="password" error={['Too short', 'Too common']} />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(description(input)).toBe('Too shortToo common');
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Too short',
      'Too common',
    ]);
  });

  it('is valid and undescribed without hint or errors', () => {
    render(<TextField label="First name" error={[]} />);
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('keeps a consumer id and aria-describedby, and forwards the ref', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <>
        <p id="extra">Shown on your profile.</p>
        <TextField
          ref={ref}
          id="first-name"
          label="First name"
          aria-describedby="extra"
          error="First name is required"
        />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'First name' });
    expect(ref.current).toBe(input);
    expect(input.id).toBe('first-name');
    expect(description(input)).toBe('Shown on your profile. First name is required');
  });

  it('can hide its label visually and keep it as the name', () => {
    render(<TextField label="Search" type="search" hideLabel placeholder="Name, username or email" />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    expect(screen.getByText('Search').className).toContain('pui-visually-hidden');
    expect(input.getAttribute('placeholder')).toBe('Name, username or email');
  });
});
