import { Badge, Card, formatDate, formatMoney, formatNumber, Pill, type BadgeTone } from '@party/shared-ui';
import { useState } from 'react';
import { statusLabel, type Project, type ProjectStatus } from '../project';
import { ProjectProgress } from './ProjectProgress';

const STATUS_TONES: Record<ProjectStatus, BadgeTone> = {
  ongoing: 'info',
  completed: 'success',
  planned: 'accent',
  suspended: 'warning',
  cancelled: 'danger',
};

/**
 * One project (spec 01 §2): thumbnail (or its category in its place), status, description, location,
 * budget in GHS, beneficiaries, progress when above 0 %, tags, and the start and optional end date.
 */
export function ProjectCard({ project }: { project: Project }) {
  const title = project.title || 'Untitled project';
  return (
    <li className="ps-projects-grid__item">
      <Card
        as="article"
        media={
          <>
            <ProjectMedia key={project.thumbnailUrl ?? ''} project={project} />
            <Badge dot tone={STATUS_TONES[project.status]} className="ps-projects-media__status">
              {statusLabel(project.status)}
            </Badge>
          </>
        }
        title={title}
        footer={
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
        }
      >
        {project.description && <p className="ps-projects-card__description">{project.description}</p>}
        <dl className="ps-projects-facts">
          <dt>Location</dt>
          <dd>{project.location || 'To be announced'}</dd>
          <dt>Budget</dt>
          <dd>{formatMoney(project.budget)}</dd>
          <dt>Beneficiaries</dt>
          <dd>{formatNumber(project.beneficiariesCount)}</dd>
        </dl>
        {project.progressPercentage > 0 && (
          <ProjectProgress value={project.progressPercentage} projectTitle={title} />
        )}
        {project.tags.length > 0 && (
          <ul className="ps-projects-tags" aria-label="Tags">
            {project.tags.map((tag) => (
              <li key={tag}>
                <Pill label={tag} tone="primary" />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </li>
  );
}

/**
 * The thumbnail, or the project's category in its place when there is none or it fails to load. The
 * thumbnail only illustrates the title, so its text alternative is empty.
 */
function ProjectMedia({ project }: { project: Pick<Project, 'thumbnailUrl' | 'category'> }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (project.thumbnailUrl && project.thumbnailUrl !== failedSrc) {
    const src = project.thumbnailUrl;
    return (
      <img
        className="ps-projects-media__image"
        src={src}
        alt=""
        loading="lazy"
        decoding="async"
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return <div className="ps-projects-media__placeholder">{project.category ?? 'Development project'}</div>;
}

/** Whether a calendar date (YYYY-MM-DD) is after today, in the visitor's own calendar. */
function isFuture(date: string): boolean {
  const now = new Date();
  const today = [now.getFullYear(), now.getMonth() + 1, now.getDate()]
    .map((part, index) => String(part).padStart(index === 0 ? 4 : 2, '0'))
    .join('-');
  return date.slice(0, 10) > today;
}
