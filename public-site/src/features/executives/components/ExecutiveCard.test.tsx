// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Executive } from '../api/types';
import { ExecutiveCard } from './ExecutiveCard';

afterEach(cleanup);

const AMA: Executive = {
  id: '0b6b3a00-0000-4000-8000-000000000002',
  full_name: 'Ama Owusu',
  position_held: 'Secretary',
  picture: null,
  date_of_birth: '1971-09-30',
  date_of_assumption_of_office: '2022-06-01',
  date_of_end_of_tenure: null,
  phone_number: '024 555 0101',
  email: 'ama@example.org',
};

function facts(executive: Executive): Record<string, string> {
  render(
    <ul>
      <ExecutiveCard executive={executive} headingLevel={3} />
    </ul>,
  );
  const card = within(screen.getByRole('listitem'));
  expect(card.getByRole('heading', { level: 3, name: executive.full_name })).toBeTruthy();
  const terms = card.getAllByRole('term').map((term) => term.textContent ?? '');
  const values = card.getAllByRole('definition').map((value) => value.textContent ?? '');
  return Object.fromEntries(terms.map((term, index) => [term, values[index]!]));
}

describe('ExecutiveCard', () => {
  it('shows the date of birth, phone and email the API sends', () => {
    expect(facts(AMA)).toEqual({
      'Date of birth': '30/09/1971',
      'Assumed office': '01/06/2022',
      'End of tenure': 'Present',
      Phone: '024 555 0101',
      Email: 'ama@example.org',
    });
    expect(screen.getByRole('link', { name: '024 555 0101' }).getAttribute('href')).toBe('tel:0245550101');
  });

  it('leaves out what the executive did not consent to publish, without claiming it was never recorded', () => {
    expect(facts({ ...AMA, date_of_birth: null, phone_number: null, email: null })).toEqual({
      'Assumed office': '01/06/2022',
      'End of tenure': 'Present',
    });
    expect(screen.queryByText('Not recorded')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
