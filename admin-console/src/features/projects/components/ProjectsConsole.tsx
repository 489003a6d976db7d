import {
  Badge,
  Banner,
  Button,
  ConfirmDialog,
  EmptyState,
  errorMessage,
  formatMoney,
  formatNumber,
  Page,
  Pagination,
  Select,
  Stack,
  Table,
  TextField,
  useInjectedStyles,
  type BadgeTone,
  type BannerTone,
  type TableColumn,
} from '@party/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDeleteProject } from '../api/delete-project';
import { projectsQueryOptions } from '../api/get-projects';
import { PROJECT_STATUSES, type Project } from '../api/types';
import { ProjectFormModal } from './ProjectFormModal';

const PAGE_SIZE = 10;

const STATUS_TONES: Record<string, BadgeTone> = {
  planned: 'info',
  ongoing: 'warning',
  completed: 'success',
  suspended: 'danger',
};

const STATUS_FILTER_OPTIONS = PROJECT_STATUSES.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));

const CSS = `
.ac-projects-filters { align-items: flex-end; }
.ac-projects-filters > * { flex: 1 1 14rem; max-width: 24rem; }
.ac-projects-id { font-family: var(--pui-font-mono); color: var(--pui-color-text-muted); }
`;

type Editing = { project: Project | null } | null;

/** The admin projects page (spec 02 §2): list, filters, create/edit dialog and delete confirmation. */
export function ProjectsConsole() {
  useInjectedStyles('ac-projects-console', CSS);
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState('');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [notice, setNotice] = useState<{ tone: BannerTone; text: string } | null>(null);

  const filters = { page, limit: PAGE_SIZE, search, status };
  const list = useQuery(projectsQueryOptions(filters));
  const remove = useDeleteProject();

  async function confirmDelete() {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      setNotice({ tone: 'success', text: 'Project deleted successfully' });
    } catch (error) {
      setNotice({ tone: 'error', text: errorMessage(error, 'Failed to delete project') });
    } finally {
      setDeleting(null);
    }
  }

  const columns: TableColumn<Project>[] = [
    {
      id: 'id',
      header: 'ID',
      cell: (project) => (
        <span className="ac-projects-id" title={project.id}>
          {project.id.slice(0, 8)}
        </span>
      ),
    },
    { id: 'title', header: 'Title', rowHeader: true, cell: (project) => project.title },
    { id: 'category', header: 'Category', cell: (project) => project.category ?? '—' },
    {
      id: 'status',
      header: 'Status',
      cell: (project) => (
        <Badge tone={STATUS_TONES[project.status] ?? 'neutral'} dot>
          {project.status.charAt(0).toUpperCase() + project.status.slice(1)}
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
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      cell: (project) => (
        <Stack direction="row" gap="2" wrap={false}>
          <Button
            size="sm"
            variant="secondary"
            aria-label={`Edit ${project.title}`}
            onClick={() => setEditing({ project })}
          >
            Edit
          </Button>
          <Button
            size="sm"
            variant="danger"
            aria-label={`Delete ${project.title}`}
            onClick={() => setDeleting(project)}
          >
            Delete
          </Button>
        </Stack>
      ),
    },
  ];

  const filtered = search.trim() !== '' || status !== '';

  return (
    <Page
      eyebrow="Admin"
      title="Manage Projects"
      subtitle="Create, edit and remove the constituency's projects."
      width="wide"
      actions={
        <Button
          onClick={() => {
            setNotice(null);
            setEditing({ project: null });
          }}
        >
          New project
        </Button>
      }
    >
      <Stack gap="4">
        {notice ? (
          <Banner tone={notice.tone} onDismiss={() => setNotice(null)}>
            {notice.text}
          </Banner>
        ) : null}
        {list.isError ? (
          <Banner
            tone="error"
            actions={
              <Button size="sm" variant="secondary" onClick={() => void list.refetch()}>
                Try again
              </Button>
            }
          >
            {errorMessage(list.error, 'Failed to load projects')}
          </Banner>
        ) : null}
        <Stack direction="row" gap="4" className="ac-projects-filters">
          <TextField
            label="Search projects"
            type="search"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              setPage(1);
            }}
          />
          <Select
            label="Status"
            options={STATUS_FILTER_OPTIONS}
            placeholder="All statuses"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value);
              setPage(1);
            }}
          />
        </Stack>
        <Table
          caption="Projects"
          hideCaption
          columns={columns}
          rows={list.data?.items ?? []}
          getRowKey={(project) => project.id}
          loading={list.isFetching && !list.isError}
          loadingLabel="Loading projects…"
          empty={
            list.isError ? null : (
              <EmptyState
                titleAs="p"
                title="No projects found"
                message={filtered ? 'No projects match the current filters.' : 'Create the first project.'}
              />
            )
          }
        />
        {list.data ? (
          <Pagination
            page={list.data.page}
            totalPages={list.data.totalPages}
            onPageChange={setPage}
            totalText={`(${list.data.totalItems} total projects)`}
            disabled={list.isFetching}
          />
        ) : null}
      </Stack>
      {editing ? (
        <ProjectFormModal
          project={editing.project}
          onClose={() => setEditing(null)}
          onSaved={(message) => {
            setEditing(null);
            setNotice({ tone: 'success', text: message });
          }}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete project?"
        message={deleting ? `Delete project "${deleting.title}"? This cannot be undone.` : ''}
        confirmLabel="Delete"
        variant="danger"
        busy={remove.isPending}
        busyLabel="Deleting…"
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </Page>
  );
}
