import { isWebUrl } from '@party/shared-ui';
import type { FieldErrors } from '@party/shared-ui';
import { PROJECT_STATUSES, type Project, type ProjectPayload } from '../api/types';
import { checkFormText, formMessage, type FormField } from '@party/shared-ui/api-contract';

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

const message = (field: FormField<'updateProject'>, rule: string) => [
  formMessage('updateProject', field, rule),
];

/**
 * The client-side checks of spec 02 §5, keyed by field; empty when the form may be sent. What is required,
 * the lengths, the statuses and every message are the API's own (its updateProject body); the end date
 * against the start date is the API's service rule, in its words.
 */
export function validateProjectForm(values: ProjectFormValues): FieldErrors {
  const errors = checkFormText('updateProject', {
    title: values.title,
    status: values.status,
    location: values.location,
    startDate: values.startDate,
    description: values.description,
    category: values.category,
  });
  const budget = values.budget.trim();
  if (budget !== '') {
    const amount = Number(budget);
    if (!Number.isFinite(amount)) errors.budget = message('budget', 'type');
    else if (amount < 0) errors.budget = message('budget', 'minimum');
  }
  const beneficiaries = values.beneficiaries.trim();
  if (beneficiaries !== '') {
    const count = Number(beneficiaries);
    if (!Number.isInteger(count) || count < 0) errors.beneficiaries = message('beneficiaries', 'minimum');
  }
  const progress = values.progressPercentage.trim();
  if (progress !== '') {
    const percent = Number(progress);
    if (!Number.isFinite(percent) || percent < 0 || percent > 100)
      errors.progressPercentage = message('progressPercentage', 'maximum');
  }
  const thumbnail = values.thumbnailUrl.trim();
  if (thumbnail !== '' && !isWebUrl(thumbnail)) errors.thumbnailUrl = message('thumbnailUrl', 'format');
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
    // validateProjectForm has checked it against the API's statuses.
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
