import { StandaloneApp } from '@party/shared-ui';
import { createRoot } from 'react-dom/client';
import { routes } from './routes';

// The back office as an app of its own, on its own origin.
createRoot(document.getElementById('root')!).render(
  <StandaloneApp title="Back office" source="admin_console" routes={routes} requireRole="admin" />,
);
