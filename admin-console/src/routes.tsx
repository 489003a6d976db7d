import { withQueryClient, type PageLoader, type RemoteRoute } from '@party/shared-ui';
import type { ComponentType } from 'react';

/** Which build this is; the shell shows it in its footer. */
export const release: string = __APP_RELEASE__;
/** What this build was made against; the shell refuses a remote it cannot host. */
export const builtAgainst = __BUILT_AGAINST__;

/**
 * A page loader for a console exported by name from its feature: each page stays a chunk of its own, loaded
 * on the first visit.
 */
function named<Name extends string, Module extends Record<Name, ComponentType>>(
  name: Name,
  load: () => Promise<Module>,
): PageLoader {
  return () => load().then((module) => ({ default: module[name] }));
}

/** The back-office consoles (spec 01 §6, spec 02 §2), as `admin_console/routes`. */
export const routes: readonly RemoteRoute[] = [
  {
    path: '/admin/gallery',
    load: withQueryClient(
      named('GalleryConsole', () => import('./features/gallery/components/GalleryConsole')),
    ),
    nav: { label: 'Manage Gallery', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/projects',
    load: withQueryClient(
      named('ProjectsConsole', () => import('./features/projects/components/ProjectsConsole')),
    ),
    nav: { label: 'Manage Projects', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/news',
    load: withQueryClient(named('NewsConsole', () => import('./features/news/components/NewsConsole'))),
    nav: { label: 'Manage News', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/about',
    load: withQueryClient(named('AboutConsole', () => import('./features/about/components/AboutConsole'))),
    nav: { label: 'Manage About', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/constituency',
    load: withQueryClient(
      named('ConstituencyConsole', () => import('./features/organisation/components/ConstituencyConsole')),
    ),
    nav: { label: 'Manage Constituency', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/wards',
    load: withQueryClient(
      named('WardsConsole', () => import('./features/organisation/components/WardsConsole')),
    ),
    nav: { label: 'Manage Wards', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/branches',
    load: withQueryClient(
      named('BranchesConsole', () => import('./features/organisation/components/BranchesConsole')),
    ),
    nav: { label: 'Manage Branches', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/invitations',
    load: withQueryClient(
      named('InvitationsConsole', () => import('./features/invitations/components/InvitationsConsole')),
    ),
    nav: { label: 'Manage Invitations', menu: 'admin', role: 'admin' },
  },
  {
    path: '/admin/users',
    load: withQueryClient(named('UsersConsole', () => import('./features/users/components/UsersConsole'))),
    nav: { label: 'Manage Users', menu: 'admin', role: 'super' },
  },
];
