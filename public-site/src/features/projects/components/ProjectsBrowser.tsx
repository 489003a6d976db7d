import { Banner, Button, Card, EmptyState, Grid, Skeleton } from '@party/shared-ui';
import { useDeferredValue, useId, useMemo, type ReactNode } from 'react';
import { useItemLinkState, useListUrlState, useSearchText } from '../../../shared/list-url-state';
import { useInjectedStyles } from '../../../styles/inject';
import { itemPageCss } from '../../../styles/item-page.css';
import { projectsCss } from '../../../styles/projects.css';
import { useProjects } from '../api/get-projects';
import { matchesFilters, STATUS_FILTERS, type ProjectStatusFilter } from '../project';
import { ProjectCard } from './ProjectCard';
import { ProjectFiltersBar } from './ProjectFilters';
import { ProjectStatsPanel } from './ProjectStatsPanel';

export const PROJECTS_LOAD_FAILED = 'Failed to load projects. Please try again later.';

const SKELETON_CARDS = 6;

/**
 * The Projects page's content (spec 01 §2): the statistics over all projects, then the projects, filtered
 * here by status and by free text over the title, description and location. The status and the search
 * are kept in the address (`/projects?status=ongoing&search=road`).
 */
export function ProjectsBrowser() {
  useInjectedStyles('ps-projects', projectsCss);
  useInjectedStyles('ps-item', itemPageCss);
  const address = useListUrlState({ status: 'all', search: '' });
  const status = statusFilterOf(address.values.status);
  // Typing rewrites the current history entry: one entry per search, not one per keystroke.
  const [search, setSearch] = useSearchText(address.values.search, (text) =>
    address.update({ search: text }, { replace: true }),
  );
  const setStatus = (next: ProjectStatusFilter) => address.update({ status: next });
  const linkState = useItemLinkState();
  const deferredSearch = useDeferredValue(search);
  const headingId = useId();
  const query = useProjects();

  const visible = useMemo(
    () =>
      (query.data?.projects ?? []).filter((project) =>
        matchesFilters(project, { status, search: deferredSearch }),
      ),
    [query.data, status, deferredSearch],
  );
  const filtered = status !== 'all' || search.trim() !== '';
  const clearFilters = () => address.update({ status: 'all', search: '' });

  let results: ReactNode;
  let count = '';
  if (query.isPending) {
    count = 'Loading projects…';
    results = <ProjectSkeletons />;
  } else if (query.data === undefined) {
    results = (
      <Banner
        tone="error"
        actions={
          <Button variant="secondary" size="sm" busy={query.isFetching} onClick={() => void query.refetch()}>
            Try again
          </Button>
        }
      >
        {PROJECTS_LOAD_FAILED}
      </Banner>
    );
  } else {
    const total = query.data.projects.length;
    const noun = total === 1 ? 'project' : 'projects';
    count = visible.length === total ? `${total} ${noun}` : `Showing ${visible.length} of ${total} ${noun}`;
    results =
      visible.length === 0 ? (
        <EmptyState
          bordered
          titleAs="p"
          title={filtered ? 'No projects match your search.' : 'No projects have been published yet.'}
          message={
            filtered ? 'Try another status or fewer words, or clear the filters.' : 'Please check back soon.'
          }
        />
      ) : (
        <Grid as="ul" minItemWidth="18rem" className="ps-projects-grid">
          {visible.map((project) => (
            <ProjectCard key={project.id} project={project} linkState={linkState} />
          ))}
        </Grid>
      );
  }

  return (
    <div className="ps-projects">
      {/* The statistics need the list; after a failed load only the error is shown. */}
      {(query.isPending || query.data) && <ProjectStatsPanel stats={query.data?.stats} />}
      <section className="ps-projects-section" aria-labelledby={headingId} aria-busy={query.isPending}>
        <div className="ps-projects-results__bar">
          <h2 id={headingId} className="ps-projects-section__title">
            Our projects
          </h2>
          <p className="ps-projects-results__count" role="status">
            {count}
          </p>
        </div>
        <ProjectFiltersBar
          filters={{ status, search }}
          onStatusChange={setStatus}
          onSearchChange={setSearch}
          onClear={clearFilters}
        />
        {results}
      </section>
    </div>
  );
}

/** The status named in the address, or every status when it names none of the filter's. */
function statusFilterOf(value: string): ProjectStatusFilter {
  return (STATUS_FILTERS as readonly string[]).includes(value) ? (value as ProjectStatusFilter) : 'all';
}

function ProjectSkeletons() {
  return (
    <Grid as="ul" minItemWidth="18rem" className="ps-projects-grid">
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <li key={index} className="ps-projects-grid__item" aria-hidden="true">
          <Card media={<Skeleton variant="rect" height="100%" />}>
            <Skeleton width="70%" height="1.25em" />
            <Skeleton lines={3} />
            <Skeleton lines={3} width="60%" />
          </Card>
        </li>
      ))}
    </Grid>
  );
}
