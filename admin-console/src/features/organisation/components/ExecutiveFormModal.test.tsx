// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { description, renderWithProviders, setupTestApi } from '../../../shared/test-utils';
import { EXEC } from '../test-data';
import { ExecutiveFormModal } from './ExecutiveFormModal';

const api = setupTestApi();

const WARD_ID = '44444444-4444-4444-8444-444444444444';
const CONSENT_LABELS = [
  'Show phone on the public site',
  'Show email on the public site',
  'Show date of birth on the public site',
];

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

  it('asks for each consent beside its field, unchecked for a new executive, and sends them', async () => {
    api().on('POST', `/wards/${WARD_ID}/executives`, {
      status: 201,
      json: { success: true, data: EXEC, message: 'Executive created successfully' },
    });
    const onSaved = vi.fn();
    renderWithProviders(
      <ExecutiveFormModal
        owner={{ level: 'ward', wardId: WARD_ID }}
        executive={null}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    for (const label of CONSENT_LABELS) {
      expect(within(dialog).getByRole<HTMLInputElement>('checkbox', { name: label }).checked).toBe(false);
    }
    // Each consent sits with the field it publishes.
    const phoneBox = within(dialog).getByLabelText('Phone number').closest('div:has(> .pui-checkbox)');
    expect(phoneBox?.textContent).toContain('Show phone on the public site');

    const set = (label: string, value: string) =>
      fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
    set('Full name', 'Ama Mensah');
    set('Position', 'Chairperson');
    set('Date of assumption of office', '2024-02-01');
    set('Phone number', '0240000001');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Show phone on the public site' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add executive' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Executive created successfully'));
    const post = api().requests.find((request) => request.method === 'POST')!;
    expect(JSON.parse(post.body)).toMatchObject({
      full_name: 'Ama Mensah',
      phone_number: '0240000001',
      phone_number_public: true,
      email_public: false,
      date_of_birth_public: false,
    });
  });

  it('shows an executive’s consents when editing, and sends a change as multipart text with a picture', async () => {
    const executive = {
      ...EXEC,
      level: 'ward' as const,
      constituency_id: null,
      ward_id: WARD_ID,
      branch_id: null,
      email: 'ama@example.org',
      phone_number_public: false,
      email_public: true,
      date_of_birth_public: false,
    };
    api().on('PUT', `/wards/${WARD_ID}/executives/${EXEC.id}`, {
      status: 200,
      json: { success: true, data: executive, message: 'Executive updated successfully' },
    });
    const onSaved = vi.fn();
    renderWithProviders(
      <ExecutiveFormModal
        owner={{ level: 'ward', wardId: WARD_ID }}
        executive={executive}
        onClose={() => undefined}
        onSaved={onSaved}
      />,
    );
    const dialog = await screen.findByRole('dialog');
    const box = (name: string) => within(dialog).getByRole<HTMLInputElement>('checkbox', { name });
    expect(CONSENT_LABELS.map((label) => box(label).checked)).toEqual([false, true, false]);

    await userEvent.click(box('Show email on the public site'));
    await userEvent.click(box('Show date of birth on the public site'));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'ama.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Picture'), file);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    const put = api().requests.find((request) => request.method === 'PUT')!;
    const part = (name: string) =>
      new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)\\r\\n`).exec(put.body)?.[1];
    expect(part('email_public')).toBe('false');
    expect(part('date_of_birth_public')).toBe('true');
    expect(part('phone_number_public')).toBe('false');
  });
});
