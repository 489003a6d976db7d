import {
  Banner,
  Button,
  Checkbox,
  ImageFilePicker,
  Stack,
  TextField,
  type SessionUser,
} from '@party/shared-ui';
import { useState, type FormEvent } from 'react';
import { useSaveProfile } from '../api/save-profile';

interface ProfileFormProps {
  /** The signed-in user; the form starts from their name and picture. */
  user: SessionUser;
}

/**
 * First name, last name and picture (spec 01 §2). The picker refuses non-images and files of 5 MB or
 * more; a chosen picture uploads with a progress bar, and the saved user replaces the session's.
 */
export function ProfileForm({ user }: ProfileFormProps) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [picture, setPicture] = useState<File | null>(null);
  const [removePicture, setRemovePicture] = useState(false);
  // A file chosen after a refused save is a new attempt: the old refusal no longer speaks of it.
  const [pickedSinceSave, setPickedSinceSave] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  // Remounting the picker is how it forgets a file once saved.
  const [pickerKey, setPickerKey] = useState(0);

  const save = useSaveProfile({
    onProgress: (fraction) => setProgress(fraction),
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      setPicture(null);
      setRemovePicture(false);
      setPickerKey((key) => key + 1);
    },
    onSettled: () => setProgress(null),
  });
  const outcome = save.data;
  const errors = outcome?.fieldErrors ?? {};
  const fieldMessages = Object.values(errors).flat();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    if (picture) setProgress(0);
    setPickedSinceSave(false);
    save.mutate({ firstName: firstName.trim(), lastName: lastName.trim(), picture, removePicture });
  };

  return (
    <form onSubmit={submit} noValidate aria-label="Profile details">
      <Stack gap="4">
        {outcome?.ok && <Banner tone="success">{outcome.message}</Banner>}
        {outcome && !outcome.ok && !fieldMessages.includes(outcome.message) && (
          <Banner tone="error">{outcome.message}</Banner>
        )}
        <div className="ar-form-grid">
          <TextField
            label="First name"
            name="firstName"
            autoComplete="given-name"
            value={firstName}
            onChange={(event) => setFirstName(event.target.value)}
            error={errors.firstName}
          />
          <TextField
            label="Last name"
            name="lastName"
            autoComplete="family-name"
            value={lastName}
            onChange={(event) => setLastName(event.target.value)}
            error={errors.lastName}
          />
        </div>
        <ImageFilePicker
          key={pickerKey}
          label="Profile picture"
          name="picture"
          currentImageUrl={removePicture ? null : user.picture}
          currentImageAlt="Your current profile picture"
          onChange={(file) => {
            setPicture(file);
            setPickedSinceSave(true);
            if (file) setRemovePicture(false);
          }}
          progress={progress}
          error={pickedSinceSave ? undefined : errors.picture}
          disabled={save.isPending}
        />
        {user.picture && !picture && (
          <Checkbox
            label="Remove my current picture"
            checked={removePicture}
            onChange={(event) => setRemovePicture(event.target.checked)}
            disabled={save.isPending}
          />
        )}
        <div>
          <Button type="submit" busy={save.isPending} busyLabel="Saving…">
            Save profile
          </Button>
        </div>
      </Stack>
    </form>
  );
}
