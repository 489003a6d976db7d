// @vitest-environment jsdom
import { startSession } from '@party/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AMA, fail, ok, renderPage, setupTestApi } from '../../../test-utils';
import { TwoFactorSettings } from './TwoFactorSettings';

const api = setupTestApi();

const OFF = { enabled: false, pending: false, enabledAt: null, recoveryCodesLeft: 0, required: false };
const ON = {
  enabled: true,
  pending: false,
  enabledAt: '2026-11-20T09:00:00.000Z',
  recoveryCodesLeft: 10,
  required: false,
};
const SETUP = {
  secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  otpauthUri:
    'otpauth://totp/Constituency%20Branch:ama?issuer=Constituency%20Branch&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 29 29"><path d="M0 0h7v7H0z"/></svg>',
  issuer: 'Constituency Branch',
  label: 'ama',
};
const CODES = Array.from({ length: 10 }, (_, index) => `abc${index}-defg-hjkm`.replace(/[01]/g, '2'));

beforeEach(() => {
  startSession({ accessToken: 'access-1', refreshToken: 'refresh-1', user: AMA });
});

const bodyOf = (path: string) =>
  api()
    .requests.filter((request) => request.path === `/api${path}`)
    .map((request) => (request.body ? (JSON.parse(request.body) as unknown) : null));

function render() {
  const user = userEvent.setup();
  renderPage(<TwoFactorSettings />, '/profile');
  return user;
}

describe('TwoFactorSettings', () => {
  it('sets up with the QR code or the key, turns on with the app’s code, and shows the recovery codes once', async () => {
    api().on('GET', '/users/profile/two-factor', ok(OFF));
    api().on('POST', '/users/profile/two-factor/setup', ok(SETUP));
    const user = render();

    expect(await screen.findByText('Sign-in asks only for your password.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));

    const heading = await screen.findByRole('heading', { name: 'Set up two-factor sign-in' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    const qr = screen.getByRole('img', { name: /QR code that adds Constituency Branch \(ama\)/ });
    expect(qr.getAttribute('src')).toBe(
      `data:image/svg+xml;charset=utf-8,${encodeURIComponent(SETUP.qrSvg)}`,
    );
    const key = screen.getByTestId('two-factor-key');
    expect(key.textContent).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy key' }));
    expect(writeText).toHaveBeenCalledWith(SETUP.secret);
    expect(await screen.findByText('Key copied.')).toBeTruthy();

    const code = screen.getByLabelText(/Enter the 6-digit code the app shows/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    api().on(
      'POST',
      '/users/profile/two-factor/enable',
      fail(400, 'That code is not right.', { code: ['That code is not right.'] }),
    );
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));
    expect(await screen.findByText('That code is not right.')).toBeTruthy();

    api().on('POST', '/users/profile/two-factor/enable', ok({ recoveryCodes: CODES }));
    api().on('GET', '/users/profile/two-factor', ok(ON));
    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Turn on' }));

    const list = await screen.findByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    const download = screen.getByRole('link', { name: 'Download' });
    expect(download.getAttribute('download')).toBe('recovery-codes.txt');
    expect(decodeURIComponent(download.getAttribute('href') ?? '')).toContain(CODES.join('\n'));
    await user.click(screen.getByRole('button', { name: 'Copy codes' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringContaining(CODES[9]!));
    expect(bodyOf('/users/profile/two-factor/enable')).toEqual([{ code: '000000' }, { code: '123456' }]);

    await user.click(screen.getByRole('button', { name: 'I have saved these codes' }));
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
    expect(await screen.findByText('Recovery codes left:')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeTruthy();
  });

  it('asks for the password before turning off, and shows a wrong one beside the field', async () => {
    api().on('GET', '/users/profile/two-factor', ok({ ...ON, required: true }));
    const user = render();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));

    const dialog = await screen.findByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    expect(within(dialog).getByText(/back office will be closed to you/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
    expect(await within(dialog).findByText('Password is required')).toBeTruthy();
    expect(bodyOf('/users/profile/two-factor/disable')).toEqual([]);

    api().on(
      'POST',
      '/users/profile/two-factor/disable',
      fail(400, 'Password is incorrect', { password: ['Password is incorrect'] }),
    );
    await user.type(within(dialog).getByLabelText(/Password/), 'wrong password');
    await user.keyboard('{Enter}');
    expect(await within(dialog).findByText('Password is incorrect')).toBeTruthy();

    api().on('POST', '/users/profile/two-factor/disable', ok(null, 'Two-factor sign-in is off.'));
    api().on('GET', '/users/profile/two-factor', ok({ ...OFF, required: true }));
    const password = within(dialog).getByLabelText<HTMLInputElement>(/Password/);
    await user.clear(password);
    await user.type(password, 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await screen.findByText('Two-factor sign-in is off.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Required for administrators')).toBeTruthy();
    expect(bodyOf('/users/profile/two-factor/disable')).toEqual([
      { password: 'wrong password' },
      { password: 'correct horse battery' },
    ]);
  });

  it('makes new recovery codes with the password and shows them once', async () => {
    api().on('GET', '/users/profile/two-factor', ok({ ...ON, recoveryCodesLeft: 2 }));
    api().on('POST', '/users/profile/two-factor/recovery-codes', ok({ recoveryCodes: CODES }));
    const user = render();
    expect(await screen.findByText(/make new ones soon/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make new recovery codes?' });
    await user.type(within(dialog).getByLabelText(/Password/), 'correct horse battery');
    await user.click(within(dialog).getByRole('button', { name: 'Make new codes' }));
    expect(await screen.findByRole('list', { name: 'Recovery codes' })).toBeTruthy();
    expect(bodyOf('/users/profile/two-factor/recovery-codes')).toEqual([
      { password: 'correct horse battery' },
    ]);
  });

  it('says when the status cannot be loaded, and tries again', async () => {
    api().on('GET', '/users/profile/two-factor', { status: 500, raw: 'Internal error' });
    const user = render();
    expect(await screen.findByText('Failed to load your two-factor sign-in')).toBeTruthy();
    api().on('GET', '/users/profile/two-factor', ok(OFF));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Set up two-factor sign-in' })).toBeTruthy();
  });
});
