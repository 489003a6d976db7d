import type { RemoteRoute } from '@party/shared-ui';

/**
 * The public pages (spec 01 §2), exposed to the shell as `public_site/routes`. Pages load on first visit,
 * each in its own chunk.
 */
/** Which build this is; the shell shows it in its footer. */
export const release: string = __APP_RELEASE__;

export const routes: readonly RemoteRoute[] = [
  { path: '/', load: () => import('./pages/HomePage'), nav: { label: 'Home' } },
  { path: '/about', load: () => import('./pages/AboutPage'), nav: { label: 'About' } },
  { path: '/news', load: () => import('./pages/NewsPage'), nav: { label: 'News' } },
  { path: '/projects', load: () => import('./pages/ProjectsPage'), nav: { label: 'Projects' } },
  { path: '/gallery', load: () => import('./pages/GalleryPage'), nav: { label: 'Gallery' } },
  { path: '/downloads', load: () => import('./pages/DownloadsPage'), nav: { label: 'Downloads' } },
  {
    path: '/executives/constituency',
    load: () => import('./pages/ConstituencyExecutivesPage'),
    nav: { label: 'Constituency', group: 'Executives' },
  },
  {
    path: '/executives/ward',
    load: () => import('./pages/WardExecutivesPage'),
    nav: { label: 'Wards', group: 'Executives' },
  },
  {
    path: '/executives/branch',
    load: () => import('./pages/BranchExecutivesPage'),
    nav: { label: 'Branches', group: 'Executives' },
  },
  { path: '/contact', load: () => import('./pages/ContactPage'), nav: { label: 'Contact' } },
  { path: '/get-involved', load: () => import('./pages/GetInvolvedPage'), nav: { label: 'Get Involved' } },
];
