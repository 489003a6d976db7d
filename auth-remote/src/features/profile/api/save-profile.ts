import {
  api,
  errorMessage,
  fetchProfile,
  fieldErrors,
  SESSION_MESSAGES,
  updateProfile,
} from '@party/shared-ui';
import { outcomeFromSession, type ActionOutcome } from '../outcome';

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

export async function saveProfile(
  { firstName, lastName, picture, removePicture = false }: ProfileChanges,
  { onProgress }: SaveOptions = {},
): Promise<ActionOutcome> {
  if (!picture) {
    const saved = await updateProfile({ firstName, lastName, ...(removePicture ? { picture: null } : {}) });
    return outcomeFromSession(
      saved,
      saved ? SESSION_MESSAGES.profileUpdated : SESSION_MESSAGES.profileUpdateFailed,
    );
  }
  // The session's updateProfile sends through fetch, which cannot report upload progress: a picture goes
  // through the client's XMLHttpRequest upload, and the session then reloads the user (new picture URL).
  const form = new FormData();
  form.append('firstName', firstName);
  form.append('lastName', lastName);
  form.append('picture', picture, picture.name);
  try {
    await api.upload('/users/profile', form, {
      method: 'PATCH',
      ...(onProgress ? { onProgress } : {}),
    });
  } catch (error) {
    return {
      ok: false,
      message: errorMessage(error, SESSION_MESSAGES.profileUpdateFailed),
      fieldErrors: fieldErrors(error),
    };
  }
  // Saved either way; a failed reload only leaves the old picture on screen until the next load.
  await fetchProfile();
  return { ok: true, message: SESSION_MESSAGES.profileUpdated, fieldErrors: {} };
}
