// `@party/shared-ui/server-render`: what the shell's server needs to render a page: the collector of a
// render, the head and style tags it turns into, and the router for one address. Browser code uses only
// the hooks (`usePageHead`, `useHttpStatus`), from `@party/shared-ui`.
export { StaticRouter } from 'react-router-dom';
export { documentTitle, escapeHtml, headTags, scriptJson, styleTags, type SiteIdentity } from './head-tags';
export {
  collectServerRender,
  createServerRender,
  serverRender,
  type PageHead,
  type ServerRender,
} from './server-render';
