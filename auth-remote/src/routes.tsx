import { withQueryClient, type RemoteRoute } from '@party/shared-ui';

/** Sign-in, invitation sign-up, email verification and the profile (spec 01 §2), as `auth_remote/routes`. */
/** Which build this is; the shell shows it in its footer. */
export const release: string = __APP_RELEASE__;
/** What this build was made against; the shell refuses a remote it cannot host. */
export const builtAgainst = __BUILT_AGAINST__;

export const routes: readonly RemoteRoute[] = [
  {
    path: '/login',
    load: withQueryClient(() => import('./pages/LoginPage')),
    nav: { label: 'Login', menu: 'account', audience: 'signed-out' },
  },
  {
    path: '/register',
    load: withQueryClient(() => import('./pages/RegisterPage')),
    nav: { label: 'Register', menu: 'account', audience: 'signed-out' },
  },
  // The link in an invitation email; the same page as /register.
  { path: '/accept-invite', load: withQueryClient(() => import('./pages/RegisterPage')) },
  {
    path: '/verify-email',
    load: withQueryClient(() => import('./pages/VerifyEmailPage')),
    nav: { label: 'Verify Email', menu: 'account', audience: 'signed-out' },
  },
  {
    path: '/check-email',
    load: withQueryClient(() => import('./pages/CheckEmailPage')),
    nav: { label: 'Check Email', menu: 'account', audience: 'signed-out' },
  },
  // "Forgot your password?" (linked from the sign-in form), and the link in the reset email.
  { path: '/forgot-password', load: withQueryClient(() => import('./pages/ForgotPasswordPage')) },
  { path: '/reset-password', load: withQueryClient(() => import('./pages/ResetPasswordPage')) },
  {
    path: '/profile',
    load: withQueryClient(() => import('./pages/ProfilePage')),
    nav: { label: 'Profile', menu: 'account', audience: 'signed-in' },
    // The signed-in visitor's own page: rendered signed out on the server, it would flash a sign-in prompt.
    browserOnly: true,
  },
];
