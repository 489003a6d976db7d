import { Banner, Button, ImageFilePicker, Stack, TextField, type SessionUser } from '@party/shared-ui';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { saveProfile, type ProfileChanges } from '../api/save-profile';

interface ProfileFormProps {
  /** The signed-in user; the form starts from their name and picture. */
  user: SessionUser;
}

/**
 * First name, last name and picture (spec 01 §2). The picker refuses non-images and files of 5 MB or
 * more; a chosen picture uploads with a progress bar, then the session reloads the user.
 */
export function ProfileForm({ user }: ProfileFormProps) {
  const [firstName, setFirstName] = useState(user.firstName);
  const [lastName, setLastName] = useState(user.lastName);
  const [picture, setPicture] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Remounting the picker is how it forgets a file once saved.
  const [pickerKey, setPickerKey] = useState(0);

  const save = useMutation({
    mutationFn: (changes: ProfileChanges) =>
      saveProfile(changes, { onProgress: (fraction) => setProgress(fraction) }),
    onSuccess: (outcome) => {
      if (!outcome.ok) return;
      setPicture(null);
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
    save.mutate({ firstName: firstName.trim(), lastName: lastName.trim(), picture });
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
          currentImageUrl={user.picture}
          currentImageAlt="Your current profile picture"
          onChange={setPicture}
          progress={progress}
          error={errors.picture}
          disabled={save.isPending}
        />
        <div>
          <Button type="submit" busy={save.isPending} busyLabel="Saving…">
            Save profile
          </Button>
        </div>
      </Stack>
    </form>
  );
}
