/**
 * The page's one router, for the shell and every remote.
 *
 * IMPORTANT: frontends import routing from here, never from `react-router-dom` directly. Module
 * Federation shares a package as one unit and cannot tree-shake it, and react-router 7 carries data
 * routers, server rendering and more that these frontends never use (about 60 KB gzip). Re-exported from
 * the shared-ui singleton, only what is listed here is built into the page, and every remote still gets
 * the shell's one router context. An export missing here is added here, not imported around it (ESLint
 * enforces this outside tests).
 */
export {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  type LinkProps,
  type NavLinkProps,
  type NavigateFunction,
  type To,
} from 'react-router-dom';
