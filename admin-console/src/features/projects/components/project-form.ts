import { isWebUrl } from '@party/shared-ui';
import type { FieldErrors } from '@party/shared-ui';
import { isSavedStatus, PROJECT_STATUSES, type Project, type ProjectPayload } from '../api/types';

/** The project form's fields, all as typed text (spec 02 §5). */
export interface ProjectFormValues {
  title: string;
  status: string;
  category: string;
  location: string;
  startDate: string;
  endDate: string;
  description: string;
  budget: string;
  beneficiaries: string;
  progressPercentage: string;
  thumbnailUrl: string;
  tags: string;
  partners: string;
}

export type ProjectFormField = keyof ProjectFormValues;

/** A new project starts planned (spec 02 §4). */
export const EMPTY_PROJECT_FORM: ProjectFormValues = {
  title: '',
  status: 'planned',
  category: '',
  location: '',
  startDate: '',
  endDate: '',
  description: '',
  budget: '',
  beneficiaries: '',
  progressPercentage: '',
  thumbnailUrl: '',
  tags: '',
  partners: '',
};

export function formFromProject(project: Project): ProjectFormValues {
  const text = (value: number | string | null | undefined) =>
    value === null || value === undefined ? '' : String(value);
  return {
    title: project.title,
    status: (PROJECT_STATUSES as readonly string[]).includes(project.status) ? project.status : '',
    category: project.category ?? '',
    location: project.location,
    startDate: project.startDate.slice(0, 10),
    endDate: project.endDate ? project.endDate.slice(0, 10) : '',
    description: project.description,
    budget: text(project.budget),
    beneficiaries: text(project.beneficiaries),
    progressPercentage: text(project.progressPercentage),
    thumbnailUrl: project.thumbnailUrl ?? '',
    tags: project.tags.join(', '),
    partners: project.partners.join(', '),
  };
}

/** Comma-separated text as a list: entries trimmed, empty ones dropped. */
export function splitList(text: string): string[] {
  return text
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
}

const REQUIRED: readonly [ProjectFormField, string][] = [
  ['title', 'Title is required'],
  ['status', 'Status is required'],
  ['location', 'Location is required'],
  ['startDate', 'Start date is required'],
  ['description', 'Description is required'],
];

/** The client-side checks of spec 02 §5, keyed by field; empty when the form may be sent. */
export function validateProjectForm(values: ProjectFormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, message] of REQUIRED) {
    if (values[field].trim() === '') errors[field] = [message];
  }
  if (!errors.status && !isSavedStatus(values.status))
    errors.status = [`Status must be one of: ${PROJECT_STATUSES.join(', ')}`];
  const budget = values.budget.trim();
  if (budget !== '') {
    const amount = Number(budget);
    if (!Number.isFinite(amount)) errors.budget = ['Budget must be a number'];
    else if (amount < 0) errors.budget = ['Budget must be 0 or more'];
  }
  const beneficiaries = values.beneficiaries.trim();
  if (beneficiaries !== '') {
    const count = Number(beneficiaries);
    if (!Number.isInteger(count) || count < 0)
      errors.beneficiaries = ['Beneficiaries must be a whole number, 0 or more'];
  }
  const progress = values.progressPercentage.trim();
  if (progress !== '') {
    const percent = Number(progress);
    if (!Number.isFinite(percent) || percent < 0 || percent > 100)
      errors.progressPercentage = ['Progress must be between 0 and 100'];
  }
  const thumbnail = values.thumbnailUrl.trim();
  if (thumbnail !== '' && !isWebUrl(thumbnail)) errors.thumbnailUrl = ['Thumbnail must be a valid URL'];
  if (values.endDate && values.startDate && values.endDate < values.startDate)
    errors.endDate = ['End date cannot be before the start date'];
  return errors;
}

const numberOrNull = (text: string): number | null => (text.trim() === '' ? null : Number(text));
const textOrNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The payload of a validated form: numbers converted, lists split. */
export function projectPayload(values: ProjectFormValues): ProjectPayload {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    // validateProjectForm has checked it is a status the API knows.
    status: values.status as ProjectPayload['status'],
    category: textOrNull(values.category),
    budget: numberOrNull(values.budget),
    beneficiaries: numberOrNull(values.beneficiaries),
    progressPercentage: numberOrNull(values.progressPercentage),
    thumbnailUrl: textOrNull(values.thumbnailUrl),
    tags: splitList(values.tags),
    partners: splitList(values.partners),
    startDate: values.startDate,
    endDate: values.endDate === '' ? null : values.endDate,
  };
}
