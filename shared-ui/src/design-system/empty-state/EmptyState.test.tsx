// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Button } from '../button/Button';
import { VisuallyHidden } from '../visually-hidden/VisuallyHidden';
import { EmptyState } from './EmptyState';

afterEach(cleanup);

describe('EmptyState', () => {
  it('shows a title, a message and an action', () => {
    render(
      <EmptyState
        title="No news articles"
        message="No news articles found matching your criteria."
        action={<Button variant="secondary">Clear filters</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'No news articles' })).toBeDefined();
    expect(screen.getByText('No news articles found matching your criteria.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDefined();
  });

  it('can title itself with a paragraph instead of a heading', () => {
    render(<EmptyState title="Nothing here" titleAs="p" icon={null} />);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByText('Nothing here').tagName).toBe('P');
  });
});

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name', () => {
    render(
      <button type="button">
        <span aria-hidden="true">×</span>
        <VisuallyHidden>Close menu</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Close menu' })).toBeDefined();
  });
});
