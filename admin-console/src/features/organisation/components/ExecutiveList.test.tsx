// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EXEC } from '../test-data';
import { ExecutiveList } from './ExecutiveList';

const executive = (overrides: Record<string, unknown>) =>
  ({ ...EXEC, level: 'ward', ...overrides }) as Parameters<typeof ExecutiveList>[0]['executives'][number];

describe('ExecutiveList', () => {
  it('says what the public site shows of each executive', () => {
    render(
      <ExecutiveList
        executives={[
          executive({ id: 'a', full_name: 'Ama Mensah', phone_number_public: true, email_public: true }),
          executive({ id: 'b', full_name: 'Kofi Boateng', date_of_birth_public: true }),
          executive({
            id: 'c',
            full_name: 'Yaw Darko',
            phone_number_public: false,
            email_public: false,
            date_of_birth_public: false,
          }),
        ]}
        onEdit={() => undefined}
        onRemove={() => undefined}
      />,
    );
    const item = (name: string) => within(screen.getByText(name).closest('li')!);
    expect(item('Ama Mensah').getByText('Public: phone, email')).toBeTruthy();
    expect(item('Kofi Boateng').getByText('Public: date of birth')).toBeTruthy();
    expect(item('Yaw Darko').getByText('Public: no phone, email or date of birth')).toBeTruthy();
  });
});
