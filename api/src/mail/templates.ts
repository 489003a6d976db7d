import type { MailMessage } from './mailer.js';

/**
 * The emails the API sends. Each has a plain-text body and a simple HTML body carrying the same link, so
 * that any mail client shows something usable.
 */

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

function html(paragraphs: string[], link?: { href: string; label: string }): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>\n` +
      `<p style="color:#555;font-size:12px">If the link does not open, copy this address into your browser:<br>${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html>\n<html><body style="font-family:sans-serif;line-height:1.5">\n${body}\n${button}\n</body></html>`;
}

export function invitationMail(input: {
  to: string;
  link: string;
  roleName: string;
  expiresAt: Date;
}): MailMessage {
  const expires = input.expiresAt.toUTCString();
  const lines = [
    'Hello,',
    `You have been invited to create an account on the constituency branch website (role: ${input.roleName}).`,
    `Open the link below to choose your username and password. The invitation expires on ${expires}.`,
  ];
  return {
    to: input.to,
    subject: 'Your invitation to the constituency branch website',
    text: `${lines.join('\n\n')}\n\n${input.link}\n\nIf you did not expect this invitation, you can ignore this email.\n`,
    html: html(lines, { href: input.link, label: 'Accept the invitation' }),
  };
}

export function verificationMail(input: { to: string; firstName: string; link: string }): MailMessage {
  const lines = [
    `Hello ${input.firstName || 'there'},`,
    'Thank you for creating your account. Please confirm your email address to activate it.',
    'The link is valid for 48 hours and can be used once.',
  ];
  return {
    to: input.to,
    subject: 'Verify your email address',
    text: `${lines.join('\n\n')}\n\n${input.link}\n`,
    html: html(lines, { href: input.link, label: 'Verify my email address' }),
  };
}

export function welcomeMail(input: {
  to: string;
  firstName: string;
  username: string;
  loginLink: string;
  /** Only when the password was generated for the user: they have no other way to learn it. */
  password?: string | undefined;
  active: boolean;
}): MailMessage {
  const lines = [
    `Hello ${input.firstName || 'there'},`,
    `An administrator has created an account for you on the constituency branch website. Your username is ${input.username}.`,
    input.password
      ? `Your temporary password is: ${input.password}\nPlease sign in and change it from your profile.`
      : 'Sign in with the password your administrator gave you.',
    ...(input.active ? [] : ['Your account will be usable once an administrator activates it.']),
  ];
  return {
    to: input.to,
    subject: 'Welcome to the constituency branch website',
    text: `${lines.join('\n\n')}\n\n${input.loginLink}\n`,
    html: html(lines, { href: input.loginLink, label: 'Sign in' }),
  };
}

export function passwordResetMail(input: {
  to: string;
  firstName: string;
  username: string;
  link: string;
  ttlMinutes: number;
}): MailMessage {
  const lines = [
    `Hello ${input.firstName || 'there'},`,
    `Someone (we hope you) asked to reset the password of the account ${input.username} on the constituency branch website.`,
    `Open the link below to choose a new password. It is valid for ${input.ttlMinutes} minutes and can be used once; asking again replaces it.`,
  ];
  return {
    to: input.to,
    subject: 'Reset your password',
    text:
      `${lines.join('\n\n')}\n\n${input.link}\n\n` +
      'If you did not ask for this, you can ignore this email: your password stays as it is.\n',
    html: html(
      [...lines, 'If you did not ask for this, you can ignore this email: your password stays as it is.'],
      {
        href: input.link,
        label: 'Choose a new password',
      },
    ),
  };
}

export function passwordChangedMail(input: {
  to: string;
  firstName: string;
  username: string;
  loginLink: string;
  changedAt: Date;
}): MailMessage {
  const lines = [
    `Hello ${input.firstName || 'there'},`,
    `The password of your account ${input.username} on the constituency branch website was changed on ${input.changedAt.toUTCString()} with a password reset link, and every session of the account was signed out.`,
    'If this was you, there is nothing more to do. If it was not, reset your password again at once from the sign-in page and tell an administrator of the site.',
  ];
  return {
    to: input.to,
    subject: 'Your password was changed',
    text: `${lines.join('\n\n')}\n\n${input.loginLink}\n`,
    html: html(lines, { href: input.loginLink, label: 'Sign in' }),
  };
}

export function twoFactorResetMail(input: {
  to: string;
  firstName: string;
  username: string;
  loginLink: string;
  resetAt: Date;
}): MailMessage {
  const lines = [
    `Hello ${input.firstName || 'there'},`,
    `An administrator of the constituency branch website turned off two-factor sign-in for your account ${input.username} on ${input.resetAt.toUTCString()}, and every session of the account was signed out.`,
    'You now sign in with your password alone. To be asked for a code from your authenticator app again, set up two-factor sign-in anew from your profile.',
    'If you did not ask an administrator for this, change your password at once and tell an administrator of the site.',
  ];
  return {
    to: input.to,
    subject: 'Two-factor sign-in was turned off for your account',
    text: `${lines.join('\n\n')}\n\n${input.loginLink}\n`,
    html: html(lines, { href: input.loginLink, label: 'Sign in' }),
  };
}
