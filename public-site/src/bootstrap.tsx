import { StandaloneApp } from '@party/shared-ui';
import { createRoot } from 'react-dom/client';
import { routes } from './routes';

// The public site on its own origin, outside the shell: the same pages under a minimal header.
createRoot(document.getElementById('root')!).render(
  <StandaloneApp title="Public site" source="public_site" routes={routes} />,
);
