import { api, replaceSessionUser } from '@party/shared-ui';
import type { ApiBody } from '@party/shared-ui/api-contract';
import { useMutation, type UseMutationOptions } from '@tanstack/react-query';
import { refusalOf } from '../../../shared/refusal';
import { PROFILE_MESSAGES, type ActionOutcome } from '../outcome';
import { profileKeys } from './profile-keys';

/** PATCH /api/users/profile: the name as JSON, or with a new picture as multipart (spec 01 §7). */

export interface ProfileChanges {
  readonly firstName: string;
  readonly lastName: string;
  /** A new picture, already checked by the picker (an image, under 5 MB). */
  readonly picture: File | null;
  /** Removes the saved picture (when no new one is chosen). */
  readonly removePicture?: boolean;
}

export interface SaveOptions {
  /** Upload progress of the picture, 0 to 1. */
  readonly onProgress?: (fraction: number) => void;
}

/**
 * Saves the profile; never rejects, the outcome says how it went. The saved user the server answers
 * with replaces the session's, so the shell's header shows the new name and picture at once.
 */
export async function saveProfile(
  { firstName, lastName, picture, removePicture = false }: ProfileChanges,
  { onProgress }: SaveOptions = {},
): Promise<ActionOutcome> {
  try {
    if (picture) {
      // A picture goes through the client's XMLHttpRequest upload, the one transport that reports
      // upload progress.
      const form = new FormData();
      form.append('firstName', firstName);
      form.append('lastName', lastName);
      form.append('picture', picture, picture.name);
      const { data } = await api.upload('/users/profile', form, {
        method: 'PATCH',
        ...(onProgress ? { onProgress } : {}),
      });
      replaceSessionUser(data);
    } else {
      const body: ApiBody<'updateProfile'> = {
        firstName,
        lastName,
        ...(removePicture ? { picture: null } : {}),
      };
      const { data } = await api.patch('/users/profile', body);
      replaceSessionUser(data);
    }
    return { ok: true, message: PROFILE_MESSAGES.profileUpdated, fieldErrors: {} };
  } catch (error) {
    return { ok: false, ...refusalOf(error, PROFILE_MESSAGES.profileUpdateFailed) };
  }
}

type SaveMutationOptions = SaveOptions &
  Omit<UseMutationOptions<ActionOutcome, Error, ProfileChanges>, 'mutationKey' | 'mutationFn'>;

/** The profile form's save; `onProgress` follows a picture's upload, the rest are the mutation's options. */
export function useSaveProfile({ onProgress, ...options }: SaveMutationOptions = {}) {
  return useMutation({
    ...options,
    mutationKey: profileKeys.save,
    mutationFn: (changes: ProfileChanges) => saveProfile(changes, onProgress ? { onProgress } : {}),
  });
}
