import { withQueryClient, type RemoteRoute } from '@party/shared-ui';
import HomePage from './pages/HomePage';

/**
 * The public pages (spec 01 §2), exposed to the shell as `public_site/routes`. Pages load on first visit,
 * each in its own chunk, except the home page.
 */
/** Which build this is; the shell shows it in its footer. */
export const release: string = __APP_RELEASE__;
/** What this build was made against; the shell refuses a remote it cannot host. */
export const builtAgainst = __BUILT_AGAINST__;

export const routes: readonly RemoteRoute[] = [
  // The home page is where most visits start: it comes with this module, so it renders without waiting
  // for a chunk of its own (about 4 KB gzip for visitors who land elsewhere).
  { path: '/', load: () => Promise.resolve({ default: HomePage }), nav: { label: 'Home' } },
  { path: '/about', load: withQueryClient(() => import('./pages/AboutPage')), nav: { label: 'About' } },
  { path: '/news', load: withQueryClient(() => import('./pages/NewsPage')), nav: { label: 'News' } },
  // Each article, project and picture has its own address: the record's id as the API gives it.
  { path: '/news/:id', load: withQueryClient(() => import('./pages/NewsArticlePage')) },
  {
    path: '/projects',
    load: withQueryClient(() => import('./pages/ProjectsPage')),
    nav: { label: 'Projects' },
  },
  { path: '/projects/:id', load: withQueryClient(() => import('./pages/ProjectPage')) },
  { path: '/gallery', load: withQueryClient(() => import('./pages/GalleryPage')), nav: { label: 'Gallery' } },
  { path: '/gallery/:id', load: withQueryClient(() => import('./pages/GalleryAssetPage')) },
  {
    path: '/downloads',
    load: withQueryClient(() => import('./pages/DownloadsPage')),
    nav: { label: 'Downloads' },
  },
  {
    path: '/executives/constituency',
    load: withQueryClient(() => import('./pages/ConstituencyExecutivesPage')),
    nav: { label: 'Constituency', group: 'Executives' },
  },
  {
    path: '/executives/ward',
    load: withQueryClient(() => import('./pages/WardExecutivesPage')),
    nav: { label: 'Wards', group: 'Executives' },
  },
  {
    path: '/executives/branch',
    load: withQueryClient(() => import('./pages/BranchExecutivesPage')),
    nav: { label: 'Branches', group: 'Executives' },
  },
  { path: '/contact', load: withQueryClient(() => import('./pages/ContactPage')), nav: { label: 'Contact' } },
  {
    path: '/get-involved',
    load: withQueryClient(() => import('./pages/GetInvolvedPage')),
    nav: { label: 'Get Involved' },
  },
];
