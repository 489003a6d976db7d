// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs, type TabItem } from './Tabs';

afterEach(cleanup);

const sections: TabItem[] = [
  { id: 'hero', label: 'Hero', content: <p>Hero form</p> },
  { id: 'mission', label: 'Mission', content: <p>Mission form</p> },
  { id: 'vision', label: 'Vision', content: <p>Vision form</p>, disabled: true },
  { id: 'values', label: 'Values (6)', content: <input aria-label="Value title" /> },
];

function selectedTab(): string {
  return screen.getByRole('tab', { selected: true }).textContent ?? '';
}

describe('Tabs', () => {
  it('follows the tabs pattern: tablist, tabs and a labelled tabpanel', () => {
    render(<Tabs label="About page sections" tabs={sections} />);
    expect(screen.getByRole('tablist', { name: 'About page sections' })).toBeDefined();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Hero',
      'Mission',
      'Vision',
      'Values (6)',
    ]);
    const hero = screen.getByRole('tab', { name: 'Hero' });
    expect(hero.getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tab', { name: 'Mission' }).getAttribute('aria-selected')).toBe('false');
    const panel = screen.getByRole('tabpanel', { name: 'Hero' });
    expect(panel.textContent).toBe('Hero form');
    expect(hero.getAttribute('aria-controls')).toBe(panel.id);
  });

  it('puts only the selected tab in the Tab order', async () => {
    render(
      <>
        <button type="button">Before</button>
        <Tabs label="Sections" tabs={sections} />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Hero' }));
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('tabpanel'));
  });

  it('moves and selects with the arrow keys, wrapping and skipping disabled tabs; Home and End jump', async () => {
    const onSelectedChange = vi.fn();
    render(<Tabs label="Sections" tabs={sections} onSelectedChange={onSelectedChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Hero' }));

    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Mission');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Mission' }));
    expect(screen.getByRole('tabpanel').textContent).toBe('Mission form');

    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Values (6)');
    await userEvent.keyboard('{ArrowRight}');
    expect(selectedTab()).toBe('Hero');
    await userEvent.keyboard('{ArrowLeft}');
    expect(selectedTab()).toBe('Values (6)');
    await userEvent.keyboard('{Home}');
    expect(selectedTab()).toBe('Hero');
    await userEvent.keyboard('{End}');
    expect(selectedTab()).toBe('Values (6)');
    expect(onSelectedChange.mock.calls.map(([id]) => id as string)).toEqual([
      'mission',
      'values',
      'hero',
      'values',
      'hero',
      'values',
    ]);
  });

  it('with manual activation, arrows move focus and Enter selects', async () => {
    render(<Tabs label="Sections" tabs={sections} activation="manual" />);
    await userEvent.click(screen.getByRole('tab', { name: 'Hero' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Mission' }));
    expect(selectedTab()).toBe('Hero');
    await userEvent.keyboard('{Enter}');
    expect(selectedTab()).toBe('Mission');
  });

  it('can be controlled', async () => {
    const onSelectedChange = vi.fn();
    const { rerender } = render(
      <Tabs label="Sections" tabs={sections} selectedId="mission" onSelectedChange={onSelectedChange} />,
    );
    expect(selectedTab()).toBe('Mission');
    await userEvent.click(screen.getByRole('tab', { name: 'Hero' }));
    expect(onSelectedChange).toHaveBeenCalledWith('hero');
    expect(selectedTab()).toBe('Mission');
    rerender(<Tabs label="Sections" tabs={sections} selectedId="hero" onSelectedChange={onSelectedChange} />);
    expect(selectedTab()).toBe('Hero');
  });

  it('keeps unsaved input in hidden panels when asked to', async () => {
    render(<Tabs label="Sections" tabs={sections} keepMounted defaultSelectedId="values" />);
    await userEvent.type(screen.getByRole('textbox', { name: 'Value title' }), 'Integrity');
    await userEvent.click(screen.getByRole('tab', { name: 'Hero' }));
    await userEvent.click(screen.getByRole('tab', { name: 'Values (6)' }));
    expect(screen.getByRole('textbox', { name: 'Value title' })).toHaveProperty('value', 'Integrity');
  });
});
