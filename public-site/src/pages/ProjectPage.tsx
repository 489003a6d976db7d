import { useParams } from '@party/shared-ui';
import { ProjectDetail } from '../features/projects/components/ProjectDetail';

/** /projects/{id}: one project on its own page, to open from the list or from a shared link. */
export default function ProjectPage() {
  const { id } = useParams();
  return <ProjectDetail key={id} id={id} />;
}
