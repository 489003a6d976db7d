import {
  Badge,
  formatMoney,
  formatNumber,
  Grid,
  Select,
  TextArea,
  TextField,
  type BadgeTone,
} from '@party/shared-ui';
import { defineRecordConsole, standardTexts } from '../../../shared/record-console/record-console';
import { RecordConsole, ShortId } from '../../../shared/record-console/RecordConsole';
import { ImageUrlField } from '../../../shared/image-upload/ImageUrlField';
import { createProject } from '../api/create-project';
import { deleteProject } from '../api/delete-project';
import { projectsQueryOptions } from '../api/get-projects';
import { PROJECT_STATUSES, type Project } from '../api/types';
import { projectKeys } from '../api/project-keys';
import { updateProject } from '../api/update-project';
import { EMPTY_PROJECT_FORM, formFromProject, projectPayload, validateProjectForm } from './project-form';
import { ADMIN_ACCESS } from '../../../shared/AccessGate';
import { RESTORABLE } from '../../../shared/trash-notice';

const PAGE_SIZE = 10;

const STATUS_TONES: Record<string, BadgeTone> = {
  planned: 'info',
  ongoing: 'warning',
  completed: 'success',
  suspended: 'danger',
};

const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }));

const STANDARD = standardTexts({ one: 'project', many: 'projects' });

/** The admin projects page (spec 02 §2): list, filters, create/edit dialog and delete confirmation. */
const PROJECTS_CONSOLE = defineRecordConsole({
  title: 'Manage Projects',
  subtitle: "Create, edit and remove the constituency's projects.",
  access: ADMIN_ACCESS,
  createLabel: 'New project',
  filters: [
    { name: 'search', kind: 'search', label: 'Search projects' },
    { name: 'status', kind: 'select', label: 'Status', options: STATUS_OPTIONS, placeholder: 'All statuses' },
  ],
  emptyFilters: { search: '', status: '' },
  view: {
    kind: 'table',
    caption: 'Projects',
    columns: [
      { id: 'id', header: 'ID', cell: (project: Project) => <ShortId id={project.id} /> },
      { id: 'title', header: 'Title', rowHeader: true, cell: (project) => project.title },
      { id: 'category', header: 'Category', cell: (project) => project.category ?? '—' },
      {
        id: 'status',
        header: 'Status',
        cell: (project) => (
          <Badge tone={STATUS_TONES[project.status] ?? 'neutral'} dot>
            {statusLabel(project.status)}
          </Badge>
        ),
      },
      { id: 'budget', header: 'Budget', align: 'end', cell: (project) => formatMoney(project.budget) },
      {
        id: 'progress',
        header: 'Progress',
        align: 'end',
        cell: (project) => `${project.progressPercentage}%`,
      },
      {
        id: 'beneficiaries',
        header: 'Beneficiaries',
        align: 'end',
        cell: (project) => formatNumber(project.beneficiaries),
      },
    ],
  },
  rowKey: (project) => project.id,
  rowName: (project) => project.title,
  texts: {
    ...STANDARD.texts,
    emptyMessage: ({ filtered }) =>
      filtered ? 'No projects match the current filters.' : 'Create the first project.',
    deleteMessage: (project) => `Delete project "${project.title}"? ${RESTORABLE}`,
  },
  form: {
    ...STANDARD.form,
    title: { create: 'New project', edit: 'Edit project' },
    submitLabel: { create: 'Create project', edit: 'Save changes' },
    size: 'lg',
    initial: (project) => (project ? formFromProject(project) : EMPTY_PROJECT_FORM),
    validate: validateProjectForm,
    // The server may name the field as the client may send it: beneficiariesCount.
    mapServerErrors: (fromServer) =>
      fromServer.beneficiariesCount && !fromServer.beneficiaries
        ? { ...fromServer, beneficiaries: fromServer.beneficiariesCount }
        : fromServer,
    fields: (field) => (
      <>
        <TextField label="Title" required {...field('title')} />
        <Grid minItemWidth="14rem" gap="4">
          <Select
            label="Status"
            required
            options={STATUS_OPTIONS}
            placeholder="Select a status"
            {...field('status')}
          />
          <TextField label="Category" {...field('category')} />
          <TextField label="Location" required {...field('location')} />
          <TextField label="Start date" type="date" required {...field('startDate')} />
          <TextField label="End date" type="date" {...field('endDate')} />
          <TextField label="Budget (GHS)" type="number" min={0} step={0.01} {...field('budget')} />
          <TextField label="Beneficiaries" type="number" min={0} step={1} {...field('beneficiaries')} />
          <TextField
            label="Progress (%)"
            type="number"
            min={0}
            max={100}
            step={1}
            {...field('progressPercentage')}
          />
        </Grid>
        <TextArea label="Description" required rows={4} {...field('description')} />
        <ImageUrlField label="Thumbnail URL" uploadLabel="Upload thumbnail" {...field('thumbnailUrl')} />
        <TextField label="Tags" hint="Comma-separated, e.g. water, health" {...field('tags')} />
        <TextField label="Partners" hint="Comma-separated" {...field('partners')} />
      </>
    ),
  },
  calls: {
    list: ({ page, filters }) => projectsQueryOptions({ page, limit: PAGE_SIZE, ...filters }),
    create: (values) => createProject(projectPayload(values)),
    update: (project, values) => updateProject({ id: project.id, payload: projectPayload(values) }),
    remove: (project) => deleteProject(project.id),
    invalidates: projectKeys.all,
  },
});

export function ProjectsConsole() {
  return <RecordConsole declaration={PROJECTS_CONSOLE} />;
}
