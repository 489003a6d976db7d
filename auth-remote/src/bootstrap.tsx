import { StandaloneApp } from '@party/shared-ui';
import { createRoot } from 'react-dom/client';
import { routes } from './routes';

// The account pages on their own origin, outside the shell.
createRoot(document.getElementById('root')!).render(
  <StandaloneApp title="Account" source="auth_remote" routes={routes} />,
);
