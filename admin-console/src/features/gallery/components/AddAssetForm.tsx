import {
  Banner,
  Button,
  errorMessage,
  fieldErrors,
  focusFirstInvalid,
  Grid,
  Section,
  Select,
  Stack,
  TextArea,
  TextField,
  type FieldErrors,
} from '@party/shared-ui';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { ImageDropZone } from '../../../shared/image-upload/ImageDropZone';
import { createGalleryAsset, UploadPayloadError } from '../api/create-gallery-asset';
import { galleryKeys } from '../api/gallery-keys';
import { EMPTY_ASSET_FORM, validateAssetForm, type AssetFormValues } from '../gallery-model';

export const ASSET_CREATED = (title: string) => `Added "${title}" to the gallery.`;
export const CREATE_FAILED = 'Unable to add the gallery asset. Please try again.';

const STATUS_OPTIONS = [
  { value: 'published', label: 'Published (shown on the public gallery)' },
  { value: 'draft', label: 'Draft (administrators only)' },
] as const;

type TextName = Exclude<keyof AssetFormValues, 'status'>;

/**
 * The add-asset form (spec 02 §2, §5): the image uploaded from a file (chosen or dropped, previewed, sent
 * with its progress; the server stores it with a ~400 px thumbnail and measures its size) or linked by
 * URL, and its details. A new asset shows at once in the inventory, the metrics and the public gallery.
 */
export function AddAssetForm() {
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<AssetFormValues>(EMPTY_ASSET_FORM);
  const [image, setImage] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [progress, setProgress] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const field = (name: TextName) => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
  });

  function clear() {
    setValues(EMPTY_ASSET_FORM);
    setImage(null);
    setErrors({});
    setProgress(null);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    setOutcome(null);
    const problems = validateAssetForm(values, image);
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      // After React has drawn the messages, so that the first field in error is found.
      queueMicrotask(() => focusFirstInvalid(formRef.current));
      return;
    }
    setSaving(true);
    if (image) setProgress(0);
    try {
      const asset = await createGalleryAsset({
        fields: image ? { ...values, imageUrl: '', thumbnailUrl: '' } : values,
        image,
        onProgress: setProgress,
      });
      clear();
      setOutcome({ tone: 'success', text: ASSET_CREATED(asset.title) });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: galleryKeys.all }),
        queryClient.invalidateQueries({ queryKey: galleryKeys.publicGallery }),
      ]);
    } catch (failure) {
      const fromServer = fieldErrors(failure);
      setErrors(fromServer);
      setProgress(null);
      if (failure instanceof UploadPayloadError) {
        setOutcome({ tone: 'error', text: failure.message });
        // The server may have stored it all the same: the inventory shows what is there.
        void queryClient.invalidateQueries({ queryKey: galleryKeys.inventory() });
      } else if (Object.keys(fromServer).length === 0) {
        setOutcome({ tone: 'error', text: errorMessage(failure, CREATE_FAILED) });
      } else {
        queueMicrotask(() => focusFirstInvalid(formRef.current));
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Section
      title="Add asset"
      variant="card"
      description="Upload a picture (or link one) for the curated gallery."
    >
      <form ref={formRef} noValidate aria-label="Add asset" onSubmit={(event) => void submit(event)}>
        <Stack gap="4">
          {outcome ? (
            <Banner tone={outcome.tone} onDismiss={() => setOutcome(null)}>
              {outcome.text}
            </Banner>
          ) : null}
          <ImageDropZone
            label="Image"
            required
            file={image}
            onFileChange={(file) => {
              setImage(file);
              setErrors(({ image: _dropped, ...rest }) => rest);
            }}
            progress={progress}
            error={errors.image}
            disabled={saving}
          />
          <Grid minItemWidth="16rem" gap="4">
            <TextField label="Title" required {...field('title')} />
            <TextField label="Category" {...field('category')} />
            <TextField label="Tags" hint="Comma-separated" {...field('tags')} />
            <TextField label="Location" {...field('location')} />
            <TextField label="Photographer" {...field('photographer')} />
            <TextField label="Captured" type="date" {...field('capturedAt')} />
            <Select
              label="Status"
              options={STATUS_OPTIONS}
              name="status"
              value={values.status}
              error={errors.status}
              onChange={(event) => {
                const status = event.target.value === 'draft' ? 'draft' : 'published';
                setValues((current) => ({ ...current, status }));
              }}
            />
            <TextField
              label="Image URL"
              type="url"
              hint={image ? 'Not used: the chosen file is uploaded.' : 'Instead of a file'}
              {...field('imageUrl')}
            />
            <TextField
              label="Thumbnail URL"
              type="url"
              hint="Optional, with an image URL"
              {...field('thumbnailUrl')}
            />
          </Grid>
          <TextArea label="Description" rows={3} {...field('description')} />
          <Stack direction="row" justify="end" gap="2">
            <Button
              variant="secondary"
              onClick={() => {
                clear();
                setOutcome(null);
              }}
            >
              Clear
            </Button>
            <Button type="submit" busy={saving} busyLabel={image ? 'Uploading…' : 'Saving…'}>
              Add asset
            </Button>
          </Stack>
        </Stack>
      </form>
    </Section>
  );
}
