// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Badge } from './Badge';

afterEach(cleanup);

describe('Badge', () => {
  it('shows its text with the tone class', () => {
    render(<Badge tone="success">Active</Badge>);
    expect(screen.getByText('Active').className).toBe('pui-badge pui-badge--success');
  });

  it('is neutral by default and passes native props through', () => {
    render(
      <Badge dot title="Last seen 2 days ago">
        Inactive
      </Badge>,
    );
    const badge = screen.getByText('Inactive');
    expect(badge.className).toBe('pui-badge pui-badge--neutral pui-badge--dot');
    expect(badge.getAttribute('title')).toBe('Last seen 2 days ago');
  });
});
