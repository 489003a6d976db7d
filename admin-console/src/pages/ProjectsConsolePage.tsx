import { ProjectsConsole } from '../features/projects/components/ProjectsConsole';

export default function ProjectsConsolePage() {
  return <ProjectsConsole />;
}
