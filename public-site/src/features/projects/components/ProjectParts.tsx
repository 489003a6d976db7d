import {
  Badge,
  formatDate,
  formatMoney,
  formatNumber,
  Pill,
  ResponsiveImage,
  type BadgeTone,
} from '@party/shared-ui';
import { statusLabel, type Project, type ProjectStatus } from '../project';

/** The parts of a project that its card and its own page both show, drawn the same way in both. */

const STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  ongoing: 'info',
  completed: 'success',
  planned: 'accent',
  suspended: 'warning',
  cancelled: 'danger',
};

/** The address of a project's own page. */
export function projectPath(id: string): string {
  return `/projects/${encodeURIComponent(id)}`;
}

export function projectTitleOf(project: Pick<Project, 'title'>): string {
  return project.title || 'Untitled project';
}

export function ProjectStatusBadge({ status, className }: { status: ProjectStatus; className?: string }) {
  return (
    <Badge dot tone={STATUS_TONES[status]} {...(className ? { className } : {})}>
      {statusLabel(status)}
    </Badge>
  );
}

/** Where a project's picture is shown: on its card in the list, or at the top of its own page. */
const MEDIA_PLACES = {
  // The card's 16:9 media box; one column on phones, cards of at most about 26rem from 44rem (18rem minimum).
  card: { className: 'ps-projects-media__image', sizes: '(min-width: 44rem) 26rem, 100vw', lead: false },
  // The page's 16:9 picture box (item-page.css.ts), at most 52rem wide: the page's largest element.
  page: { className: 'ps-item__image', sizes: '(min-width: 56rem) 52rem, 100vw', lead: true },
} as const;

/**
 * The thumbnail, or the project's category in its place when there is none or it fails to load. The
 * thumbnail only illustrates the title, so its text alternative is empty. It fills a box of fixed shape, so
 * nothing moves when it loads; on a card it waits until the card nears the screen, on the project's own
 * page it is fetched first.
 */
export function ProjectMedia({
  project,
  place = 'card',
}: {
  project: Pick<Project, 'thumbnailUrl' | 'category'>;
  place?: keyof typeof MEDIA_PLACES;
}) {
  const placeholder = (
    <div className="ps-projects-media__placeholder">{project.category ?? 'Development project'}</div>
  );
  if (!project.thumbnailUrl) return placeholder;
  const { className, sizes, lead } = MEDIA_PLACES[place];
  return (
    <ResponsiveImage
      className={className}
      src={project.thumbnailUrl}
      alt=""
      sizes={sizes}
      width={1280}
      height={720}
      priority={lead}
      fallback={placeholder}
    />
  );
}

/** Location, budget in GHS and beneficiaries. */
export function ProjectFacts({ project }: { project: Project }) {
  return (
    <>
      <dt>Location</dt>
      <dd>{project.location || 'To be announced'}</dd>
      <dt>Budget</dt>
      <dd>{formatMoney(project.budget)}</dd>
      <dt>Beneficiaries</dt>
      <dd>{formatNumber(project.beneficiariesCount)}</dd>
    </>
  );
}

export function ProjectTags({ tags }: { tags: readonly string[] }) {
  if (tags.length === 0) return null;
  return (
    <ul className="ps-projects-tags" aria-label="Tags">
      {tags.map((tag) => (
        <li key={tag}>
          <Pill label={tag} tone="primary" />
        </li>
      ))}
    </ul>
  );
}

/** "Started 01/02/2026", and "Ends …" or "Ended …" when the project has an end date. */
export function ProjectDates({ project }: { project: Pick<Project, 'startDate' | 'endDate'> }) {
  return (
    <div className="ps-projects-dates">
      <span>
        {isFuture(project.startDate) ? 'Starts' : 'Started'}{' '}
        <time dateTime={project.startDate}>{formatDate(project.startDate)}</time>
      </span>
      {project.endDate && (
        <span>
          {isFuture(project.endDate) ? 'Ends' : 'Ended'}{' '}
          <time dateTime={project.endDate}>{formatDate(project.endDate)}</time>
        </span>
      )}
    </div>
  );
}

/** Whether a calendar date (YYYY-MM-DD) is after today, in the visitor's own calendar. */
function isFuture(date: string): boolean {
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  return date.slice(0, 10) > today;
}
