// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TextArea } from './TextArea';

afterEach(cleanup);

describe('TextArea', () => {
  it('is a labelled multi-line input that announces its error', async () => {
    render(<TextArea label="Excerpt" hint="One or two sentences." error="Excerpt is required" required />);
    const textarea = screen.getByRole('textbox', { name: 'Excerpt' });
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea.getAttribute('aria-invalid')).toBe('true');
    const describedBy = (textarea.getAttribute('aria-describedby') ?? '').split(' ');
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'One or two sentences.',
      'Excerpt is required',
    ]);
    await userEvent.type(textarea, 'Line one{enter}Line two');
    expect(textarea).toHaveProperty('value', 'Line one\nLine two');
  });
});
