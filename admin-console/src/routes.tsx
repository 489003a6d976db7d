import { withQueryClient, type RemoteRoute } from '@party/shared-ui';

/** The back-office consoles (spec 01 §6, spec 02 §2), as `admin_console/routes`. */
/** Which build this is; the shell shows it in its footer. */
export const release: string = __APP_RELEASE__;
/** What this build was made against; the shell refuses a remote it cannot host. */
export const builtAgainst = __BUILT_AGAINST__;

export const routes: readonly RemoteRoute[] = [
  {
    path: '/admin/gallery',
    load: withQueryClient(() => import('./pages/GalleryConsolePage')),
    nav: { label: 'Manage Gallery', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/projects',
    load: withQueryClient(() => import('./pages/ProjectsConsolePage')),
    nav: { label: 'Manage Projects', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/news',
    load: withQueryClient(() => import('./pages/NewsConsolePage')),
    nav: { label: 'Manage News', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/about',
    load: withQueryClient(() => import('./pages/AboutConsolePage')),
    nav: { label: 'Manage About', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/constituency',
    load: withQueryClient(() => import('./pages/ConstituencyConsolePage')),
    nav: { label: 'Manage Constituency', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/wards',
    load: withQueryClient(() => import('./pages/WardsConsolePage')),
    nav: { label: 'Manage Wards', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/branches',
    load: withQueryClient(() => import('./pages/BranchesConsolePage')),
    nav: { label: 'Manage Branches', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/invitations',
    load: withQueryClient(() => import('./pages/InvitationsConsolePage')),
    nav: { label: 'Manage Invitations', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/users',
    load: withQueryClient(() => import('./pages/UsersConsolePage')),
    nav: { label: 'Manage Users', menu: 'admin', role: 'super' },
  },
];
