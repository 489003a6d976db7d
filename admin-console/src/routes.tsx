import { withQueryClient, type RemoteRoute, type RoleRequirement } from '@party/shared-ui';
import type { ComponentType } from 'react';

/** Which build this is; the shell shows it in its footer. */
export const release: string = __APP_RELEASE__;
/** What this build was made against; the shell refuses a remote it cannot host. */
export const builtAgainst = __BUILT_AGAINST__;

/**
 * The back-office page `Page`: at /admin/<page>, under "Manage <Page>" (or `label`) in the admin menu, showing the
 * `<Page>Console` its feature exports. Each page stays a chunk of its own, loaded on the first visit.
 */
function adminPage<Page extends string, Module extends Record<`${Page}Console`, ComponentType>>(
  page: Page,
  load: () => Promise<Module>,
  role: RoleRequirement = 'admin',
  label = `Manage ${page}`,
): RemoteRoute {
  const name: `${Page}Console` = `${page}Console`;
  return {
    path: `/admin/${page.toLowerCase()}`,
    load: withQueryClient(() => load().then((module) => ({ default: module[name] }))),
    nav: { label, menu: 'admin', role },
  };
}

/** The back-office consoles (spec 01 §6, spec 02 §2), as `admin_console/routes`. */
export const routes: readonly RemoteRoute[] = [
  adminPage('Gallery', () => import('./features/gallery/components/GalleryConsole')),
  adminPage('Projects', () => import('./features/projects/components/ProjectsConsole')),
  adminPage('News', () => import('./features/news/components/NewsConsole')),
  adminPage('About', () => import('./features/about/components/AboutConsole')),
  adminPage('Settings', () => import('./features/site/components/SettingsConsole')),
  adminPage('Documents', () => import('./features/site/components/DocumentsConsole')),
  adminPage('Constituency', () => import('./features/organisation/components/ConstituencyConsole')),
  adminPage('Wards', () => import('./features/organisation/components/WardsConsole')),
  adminPage('Branches', () => import('./features/organisation/components/BranchesConsole')),
  adminPage('Invitations', () => import('./features/invitations/components/InvitationsConsole')),
  adminPage('Trash', () => import('./features/trash/components/TrashConsole'), 'admin', 'Trash'),
  adminPage('Users', () => import('./features/users/components/UsersConsole'), 'super'),
  adminPage('Audit', () => import('./features/audit/components/AuditConsole'), 'super', 'Audit Log'),
  adminPage('Security', () => import('./features/security/components/SecurityConsole'), 'super', 'Security'),
];
