import { api } from '@party/shared-ui';
import type { ApiBody, ApiData } from '@party/shared-ui/api-contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { siteKeys } from './site-keys';

/** The office's contact details, opening hours and social links (GET/PUT /api/site-settings). */
export type SiteSettings = ApiData<'getSiteSettings'>;
export type SiteSettingsSave = ApiBody<'saveSiteSettings'>;
/** A PDF of the Downloads page (GET /api/documents). */
export type SiteDocument = ApiData<'listDocuments'>[number];

export async function getSiteSettings(signal?: AbortSignal): Promise<SiteSettings> {
  const { data } = await api.get('/site-settings', { signal, auth: false });
  return data;
}

export const siteSettingsQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.settings(), queryFn: ({ signal }) => getSiteSettings(signal) });

/** PUT /api/site-settings: the whole settings at once. */
export async function saveSiteSettings(
  body: SiteSettingsSave,
): Promise<{ settings: SiteSettings; message: string }> {
  const { data, message } = await api.put('/site-settings', body);
  return { settings: data, message };
}

export function useSaveSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSiteSettings,
    onSuccess: ({ settings }) => queryClient.setQueryData(siteKeys.settings(), settings),
  });
}

export async function getDocuments(signal?: AbortSignal): Promise<SiteDocument[]> {
  const { data } = await api.get('/documents', { signal, auth: false });
  return data;
}

export const documentsQueryOptions = () =>
  queryOptions({ queryKey: siteKeys.documents(), queryFn: ({ signal }) => getDocuments(signal) });

export interface DocumentUpload {
  title: string;
  description: string;
  file: File;
  onProgress?: (fraction: number) => void;
}

function documentForm(fields: { title: string; description: string }, file?: File): FormData {
  const form = new FormData();
  form.append('title', fields.title);
  form.append('description', fields.description);
  if (file) form.append('file', file, file.name);
  return form;
}

/** POST /api/documents: multipart, through api.upload for its progress. */
export async function uploadDocument({ title, description, file, onProgress }: DocumentUpload) {
  const { data, message } = await api.upload<SiteDocument>(
    '/documents',
    documentForm({ title, description }, file),
    { method: 'POST', ...(onProgress ? { onProgress } : {}) },
  );
  return { document: data, message };
}

export interface DocumentEdit {
  id: string;
  title: string;
  description: string;
  /** A new file that replaces the stored one. */
  file?: File | undefined;
  onProgress?: (fraction: number) => void;
}

/** PUT /api/documents/{id}: JSON for the text alone, multipart with a new file. */
export async function editDocument({ id, title, description, file, onProgress }: DocumentEdit) {
  const path = `/documents/${encodeURIComponent(id)}` as const;
  const { data, message } = file
    ? await api.upload<SiteDocument, 'PUT'>(path, documentForm({ title, description }, file), {
        method: 'PUT',
        ...(onProgress ? { onProgress } : {}),
      })
    : await api.put<SiteDocument>(path, { title, description });
  return { document: data, message };
}

/** PUT /api/documents/order: every id, in the new order. */
export async function reorderDocuments(ids: string[]) {
  const { data, message } = await api.put('/documents/order', { ids });
  return { documents: data, message };
}

export async function deleteDocument(id: string) {
  const { message } = await api.delete(`/documents/${encodeURIComponent(id)}`);
  return message;
}

/** The document mutations; each refreshes the list when it is done, whether it succeeded or not. */
export function useDocumentMutations() {
  const queryClient = useQueryClient();
  const settle = () => queryClient.invalidateQueries({ queryKey: siteKeys.documents() });
  return {
    upload: useMutation({ mutationFn: uploadDocument, onSettled: settle }),
    edit: useMutation({ mutationFn: editDocument, onSettled: settle }),
    reorder: useMutation({
      mutationFn: reorderDocuments,
      onSuccess: ({ documents }) => queryClient.setQueryData(siteKeys.documents(), documents),
      onError: settle,
    }),
    remove: useMutation({ mutationFn: deleteDocument, onSettled: settle }),
  };
}
