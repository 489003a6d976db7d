import { Page } from '@party/shared-ui';
import { ProjectsBrowser } from '../features/projects/components/ProjectsBrowser';

/** /projects (spec 01 §2): statistics, then every project, filtered by status and free text. */
export default function ProjectsPage() {
  return (
    <Page
      eyebrow="Delivering for our people"
      title="Projects"
      subtitle="Development projects across the constituency: what is planned, under way and completed."
    >
      <ProjectsBrowser />
    </Page>
  );
}
