import { Card, Link } from '@party/shared-ui';
import type { ListLinkState } from '../../../shared/list-url-state';
import type { Project } from '../project';
import {
  ProjectDates,
  ProjectFacts,
  ProjectMedia,
  projectPath,
  ProjectStatusBadge,
  ProjectTags,
  projectTitleOf,
} from './ProjectParts';
import { ProjectProgress } from './ProjectProgress';

/**
 * One project (spec 01 §2): thumbnail (or its category in its place), status, description, location,
 * budget in GHS, beneficiaries, progress when above 0 %, tags, and the start and optional end date. The
 * title links to the project's own page.
 */
export function ProjectCard({ project, linkState }: { project: Project; linkState: ListLinkState }) {
  const title = projectTitleOf(project);
  return (
    <li className="ps-projects-grid__item">
      <Card
        as="article"
        media={
          <>
            <ProjectMedia key={project.thumbnailUrl ?? ''} project={project} />
            <ProjectStatusBadge status={project.status} className="ps-projects-media__status" />
          </>
        }
        title={
          <Link className="ps-item-link" to={projectPath(project.id)} state={linkState}>
            {title}
          </Link>
        }
        footer={<ProjectDates project={project} />}
      >
        {project.description && <p className="ps-projects-card__description">{project.description}</p>}
        <dl className="ps-projects-facts">
          <ProjectFacts project={project} />
        </dl>
        {project.progressPercentage > 0 && (
          <ProjectProgress value={project.progressPercentage} projectTitle={title} />
        )}
        <ProjectTags tags={project.tags} />
      </Card>
    </li>
  );
}
