import { Banner, Button, Grid, Modal, Select, Stack, TextArea, TextField } from '@party/shared-ui';
import { useRecordForm } from '../../../shared/use-record-form';
import { useCreateProject } from '../api/create-project';
import { PROJECT_STATUSES, type Project } from '../api/types';
import { useUpdateProject } from '../api/update-project';
import { EMPTY_PROJECT_FORM, formFromProject, projectPayload, validateProjectForm } from './project-form';

const FORM_ID = 'ac-project-form';

const STATUS_OPTIONS = PROJECT_STATUSES.map((status) => ({
  value: status,
  label: status.charAt(0).toUpperCase() + status.slice(1),
}));

export interface ProjectFormModalProps {
  /** The project to edit, or null for a new one. */
  project: Project | null;
  onClose: () => void;
  /** Called with the success message once the project is saved. */
  onSaved: (message: string) => void;
}

/** The create/edit dialog of the projects console (spec 02 §5). Mount it only while open. */
export function ProjectFormModal({ project, onClose, onSaved }: ProjectFormModalProps) {
  const create = useCreateProject();
  const update = useUpdateProject();
  const saving = create.isPending || update.isPending;
  const { errors, failure, field, submit } = useRecordForm({
    initial: () => (project ? formFromProject(project) : EMPTY_PROJECT_FORM),
    validate: validateProjectForm,
    save: async (values) => {
      const payload = projectPayload(values);
      if (project) await update.mutateAsync({ id: project.id, payload });
      else await create.mutateAsync(payload);
    },
    saving,
    onSaved,
    successMessage: project ? 'Project updated successfully' : 'Project created successfully',
    failureMessage: 'Failed to save project',
    // The server may name the field as the client may send it: beneficiariesCount.
    mapServerErrors: (fromServer) =>
      fromServer.beneficiariesCount && !fromServer.beneficiaries
        ? { ...fromServer, beneficiaries: fromServer.beneficiariesCount }
        : fromServer,
  });

  return (
    <Modal
      open
      onClose={onClose}
      preventClose={saving}
      size="lg"
      title={project ? 'Edit project' : 'New project'}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" form={FORM_ID} busy={saving} busyLabel="Saving…">
            {project ? 'Save changes' : 'Create project'}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          {failure ? <Banner tone="error">{failure}</Banner> : null}
          {errors.non_field_errors ? <Banner tone="error">{errors.non_field_errors.join(' ')}</Banner> : null}
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
          <TextField label="Thumbnail URL" type="url" {...field('thumbnailUrl')} />
          <TextField label="Tags" hint="Comma-separated, e.g. water, health" {...field('tags')} />
          <TextField label="Partners" hint="Comma-separated" {...field('partners')} />
        </Stack>
      </form>
    </Modal>
  );
}
