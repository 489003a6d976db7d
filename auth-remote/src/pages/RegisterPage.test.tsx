// @vitest-environment jsdom
import { getSession } from '@party/shared-ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import RegisterPage from './RegisterPage';
import { fail, ok, renderPage, setupTestApi } from '../test-utils';

const api = setupTestApi();

const invitation = (status: string, message: string) =>
  ok(
    {
      valid: status === 'pending',
      status,
      email: 'ama@example.org',
      role: 'member',
      expiresAt: '2030-01-01T00:00:00.000Z',
    },
    message,
  );

const submitButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Create Account' });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);

/** The error text tied to a field through aria-describedby. */
function fieldError(label: string): string | undefined {
  const ids = (field(label).getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => document.getElementById(id)).find((el) => el?.id.endsWith('-error'))?.textContent;
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('Username'), 'ama');
  await user.type(field('First name'), 'Ama');
  await user.type(field('Last name'), 'Mensah');
  await user.type(field('Password'), 'a-long-password');
  await user.type(field('Confirm password'), 'a-long-password');
}

describe('RegisterPage', () => {
  it('asks for an invitation when the link carries no token', () => {
    renderPage(<RegisterPage />, '/register');

    expect(screen.getByText('An invitation token is required to create an account.')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    expect(field('Username').matches(':disabled')).toBe(true);
    expect(api().requests).toHaveLength(0);
  });

  it('validates the token, confirms a pending invitation and prefills its email', async () => {
    api().on('GET', '/invitations/validate', invitation('pending', 'This invitation is valid.'));
    renderPage(<RegisterPage />, '/accept-invite?token=tok-123');

    expect(screen.getByRole('status').textContent).toContain('Checking your invitation');
    expect(await screen.findByText('This invitation is valid.')).toBeTruthy();
    expect(screen.getByText('Invitation confirmed')).toBeTruthy();
    expect(field('Email').value).toBe('ama@example.org');
    expect(field('Email').type).toBe('email');
    expect(submitButton().disabled).toBe(false);
    expect(api().requests[0]?.url).toBe('/api/invitations/validate?token=tok-123');
    expect(api().requests[0]?.headers.authorization).toBeUndefined();
    for (const label of ['Username', 'Email', 'First name', 'Last name', 'Password', 'Confirm password'])
      expect(field(label).required).toBe(true);
  });

  it('reads the token from ?invite= too', async () => {
    api().on('GET', '/invitations/validate', invitation('pending', 'This invitation is valid.'));
    renderPage(<RegisterPage />, '/register?invite=inv-9');
    await screen.findByText('This invitation is valid.');
    expect(api().requests[0]?.url).toBe('/api/invitations/validate?token=inv-9');
  });

  it.each([
    ['used', 'This invitation has already been used.'],
    ['expired', 'This invitation has expired.'],
    ['revoked', 'This invitation has been revoked.'],
  ])('explains a %s invitation and disables the form', async (status, message) => {
    api().on('GET', '/invitations/validate', invitation(status, message));
    renderPage(<RegisterPage />, '/register?token=tok-123');

    expect(await screen.findByText(message)).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    expect(field('Email').matches(':disabled')).toBe(true);
    expect(screen.queryByText('Invitation confirmed')).toBeNull();
  });

  it('says when a token is unknown', async () => {
    api().on(
      'GET',
      '/invitations/validate',
      fail(404, 'This invitation link is not valid.', {}, 'NOT_FOUND'),
    );
    renderPage(<RegisterPage />, '/register?token=nope');

    expect(await screen.findByText('This invitation link is not valid.')).toBeTruthy();
    expect(submitButton().disabled).toBe(true);
    // A 404 is an answer, not a hiccup: it is not asked again.
    expect(api().requests).toHaveLength(1);
  });

  it('notices an email that differs from the invitation', async () => {
    api().on('GET', '/invitations/validate', invitation('pending', 'This invitation is valid.'));
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/register?token=tok-123');
    await screen.findByText('This invitation is valid.');

    await user.clear(field('Email'));
    await user.type(field('Email'), 'someone@else.org');
    const notice = screen.getByText('Use ama@example.org to match your invitation.');
    expect(field('Email').getAttribute('aria-describedby')).toContain(notice.id);

    await user.clear(field('Email'));
    await user.type(field('Email'), 'AMA@Example.org');
    expect(screen.queryByText('Use ama@example.org to match your invitation.')).toBeNull();
  });

  it('checks required fields before calling the server', async () => {
    api().on('GET', '/invitations/validate', invitation('pending', 'This invitation is valid.'));
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/register?token=tok-123');
    await screen.findByText('This invitation is valid.');

    await user.click(submitButton());

    expect(fieldError('Username')).toBe('Username is required');
    expect(fieldError('First name')).toBe('First name is required');
    expect(fieldError('Confirm password')).toBe('Please confirm your password');
    expect(api().requests.filter((r) => r.method === 'POST')).toHaveLength(0);
  });

  it('shows the server field errors beside their fields', async () => {
    api().on('GET', '/invitations/validate', invitation('pending', 'This invitation is valid.'));
    api().on(
      'POST',
      '/auth/register',
      fail(400, 'Please correct the highlighted fields.', {
        username: ['This username is already taken.'],
        password: ['Password must be at least 8 characters'],
      }),
    );
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/register?token=tok-123');
    await screen.findByText('This invitation is valid.');
    await fillForm(user);

    await user.click(submitButton());

    expect(await screen.findByText('Please correct the highlighted fields.')).toBeTruthy();
    expect(fieldError('Username')).toBe('This username is already taken.');
    expect(fieldError('Password')).toBe('Password must be at least 8 characters');
    expect(field('Username').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('heading', { name: 'Create Account' })).toBeTruthy();
  });

  it('puts an invitation refused on submit in the banner and checks the invitation again', async () => {
    let validations = 0;
    api().on('GET', '/invitations/validate', () => {
      validations += 1;
      return validations === 1
        ? invitation('pending', 'This invitation is valid.')
        : invitation('used', 'This invitation has already been used.');
    });
    api().on(
      'POST',
      '/auth/register',
      fail(400, 'Please correct the highlighted fields.', {
        inviteToken: ['This invitation has already been used.'],
      }),
    );
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/register?token=tok-123');
    await screen.findByText('This invitation is valid.');
    await fillForm(user);

    await user.click(submitButton());

    expect(await screen.findByText('Invitation already used')).toBeTruthy();
    expect(screen.getAllByText('This invitation has already been used.')).toHaveLength(2);
    await waitFor(() => expect(submitButton().disabled).toBe(true));
  });

  it('creates the account and goes to /check-email with the address', async () => {
    api().on('GET', '/invitations/validate', invitation('pending', 'This invitation is valid.'));
    api().on('POST', '/auth/register', ok(null, 'Registration successful. Please verify your email.'));
    const user = userEvent.setup();
    renderPage(<RegisterPage />, '/register?token=tok-123');
    await screen.findByText('This invitation is valid.');
    await fillForm(user);

    await user.click(submitButton());

    expect(
      await screen.findByRole('heading', { name: 'Now at /check-email?email=ama%40example.org' }),
    ).toBeTruthy();
    const post = api().requests.find((r) => r.method === 'POST');
    expect(JSON.parse(post?.body ?? '{}')).toEqual({
      username: 'ama',
      email: 'ama@example.org',
      firstName: 'Ama',
      lastName: 'Mensah',
      password: 'a-long-password',
      passwordConfirm: 'a-long-password',
      inviteToken: 'tok-123',
    });
    expect(getSession().pendingVerificationEmail).toBe('ama@example.org');
  });
});
