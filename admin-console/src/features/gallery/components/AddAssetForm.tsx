import { Banner, Button, Grid, Section, Stack, TextArea, TextField } from '@party/shared-ui';
import { useState, type FormEvent } from 'react';
import { EMPTY_ASSET_FORM, SIZE_LIMIT_KB, validateAssetForm, type AssetFormValues } from '../gallery-model';

export const NO_UPLOAD_NOTICE =
  'Asset details look complete. Uploads are handled outside this console, so nothing was sent.';

/**
 * The add-asset form (spec 02 §2, §5). Submitting checks the fields and makes no call: the spec's console
 * records nothing, uploads happen elsewhere.
 */
export function AddAssetForm() {
  const [values, setValues] = useState<AssetFormValues>(EMPTY_ASSET_FORM);
  const [errors, setErrors] = useState<Partial<Record<keyof AssetFormValues, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);

  const field = (key: keyof AssetFormValues) => ({
    value: values[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => {
      setValues((current) => ({ ...current, [key]: event.target.value }));
      setNotice(null);
    },
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validateAssetForm(values);
    setErrors(found);
    setNotice(Object.keys(found).length === 0 ? NO_UPLOAD_NOTICE : null);
  }

  return (
    <Section title="Add asset" variant="card" description="Describe a new asset for the curated gallery.">
      <form noValidate onSubmit={submit} aria-label="Add asset">
        <Stack gap="4">
          {notice ? (
            <Banner tone="info" onDismiss={() => setNotice(null)}>
              {notice}
            </Banner>
          ) : null}
          <Grid minItemWidth="16rem" gap="4">
            <TextField label="Title" required {...field('title')} />
            <TextField label="Category" {...field('category')} />
            <TextField label="Tags" hint="Comma-separated" {...field('tags')} />
            <TextField label="Location" {...field('location')} />
            <TextField label="Photographer" {...field('photographer')} />
            <TextField
              label="File size (KB)"
              type="number"
              min={0}
              max={SIZE_LIMIT_KB}
              step={0.1}
              hint={`At most ${SIZE_LIMIT_KB} KB`}
              {...field('fileSizeKB')}
            />
            <TextField label="Image URL" type="url" hint="Optional" {...field('imageUrl')} />
            <TextField label="Thumbnail URL" type="url" hint="Optional" {...field('thumbnailUrl')} />
          </Grid>
          <TextArea label="Description" rows={3} {...field('description')} />
          <Stack direction="row" justify="end" gap="2">
            <Button
              variant="secondary"
              onClick={() => {
                setValues(EMPTY_ASSET_FORM);
                setErrors({});
                setNotice(null);
              }}
            >
              Clear
            </Button>
            <Button type="submit">Add asset</Button>
          </Stack>
        </Stack>
      </form>
    </Section>
  );
}
