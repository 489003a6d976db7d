import { isItemId } from '../../../shared/item-id';
import { ItemPage, type ItemPageState } from '../../../shared/ItemPage';
import { useInjectedStyles } from '../../../styles/inject';
import { projectsCss } from '../../../styles/projects.css';
import { useProject } from '../api/get-project';
import type { Project } from '../project';
import {
  ProjectDates,
  ProjectFacts,
  ProjectMedia,
  ProjectStatusBadge,
  ProjectTags,
  projectTitleOf,
} from './ProjectParts';
import { ProjectProgress } from './ProjectProgress';

export const PROJECT_TEXTS = {
  section: 'Projects',
  back: 'Back to projects',
  loading: 'Loading the project…',
  notFoundTitle: 'Project not found',
  notFoundMessage:
    'There is no project at this address. It may have been removed, or the link may be mistyped.',
  loadFailed: 'Failed to load this project. Please try again later.',
} as const;

/** One project on its own page (/projects/{id}): everything its card shows, with the whole description. */
export function ProjectDetail({ id }: { id: string | undefined }) {
  useInjectedStyles('ps-projects', projectsCss);
  const valid = isItemId(id);
  const query = useProject(id ?? '', { enabled: valid });

  let state: ItemPageState;
  if (!valid || query.data === null) state = { status: 'not-found' };
  else if (query.data) state = { status: 'ready', title: projectTitleOf(query.data) };
  else if (query.isError)
    state = { status: 'failed', retry: () => void query.refetch(), retrying: query.isFetching };
  else state = { status: 'loading' };

  return (
    <ItemPage
      texts={PROJECT_TEXTS}
      listPath="/projects"
      state={state}
      {...(query.data && {
        head: {
          description: query.data.description,
          ...(query.data.thumbnailUrl && { image: query.data.thumbnailUrl }),
        },
      })}
    >
      {state.status === 'ready' && query.data && <ProjectBody project={query.data} />}
    </ItemPage>
  );
}

function ProjectBody({ project }: { project: Project }) {
  const title = projectTitleOf(project);
  return (
    <article className="ps-item" aria-label={title}>
      <div>
        <ProjectStatusBadge status={project.status} />
      </div>
      {project.thumbnailUrl && <ProjectMedia key={project.thumbnailUrl} project={project} place="page" />}
      {project.description && <p className="ps-item__text">{project.description}</p>}
      <dl className="ps-item__facts">
        <ProjectFacts project={project} />
        {project.category && (
          <>
            <dt>Category</dt>
            <dd>{project.category}</dd>
          </>
        )}
        {project.partners.length > 0 && (
          <>
            <dt>Partners</dt>
            <dd>{project.partners.join(', ')}</dd>
          </>
        )}
      </dl>
      {project.progressPercentage > 0 && (
        <ProjectProgress value={project.progressPercentage} projectTitle={title} />
      )}
      <ProjectTags tags={project.tags} />
      <ProjectDates project={project} />
    </article>
  );
}
