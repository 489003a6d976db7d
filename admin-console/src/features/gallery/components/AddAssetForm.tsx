import { Grid, TextArea, TextField } from '@party/shared-ui';
import type { RecordCreateFormDeclaration } from '../../../shared/record-console/record-console';
import { EMPTY_ASSET_FORM, SIZE_LIMIT_KB, validateAssetForm, type AssetFormValues } from '../gallery-model';

export const NO_UPLOAD_NOTICE =
  'Asset details look complete. Uploads are handled outside this console, so nothing was sent.';

/**
 * The add-asset form (spec 02 §2, §5). The console declares no create call, so submitting only checks the
 * fields: the spec's console records nothing, uploads happen elsewhere.
 */
export const ADD_ASSET_FORM: RecordCreateFormDeclaration<AssetFormValues> = {
  title: 'Add asset',
  description: 'Describe a new asset for the curated gallery.',
  label: 'Add asset',
  submitLabel: 'Add asset',
  clearLabel: 'Clear',
  initial: () => EMPTY_ASSET_FORM,
  validate: validateAssetForm,
  saved: NO_UPLOAD_NOTICE,
  fields: (field) => (
    <>
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
    </>
  ),
};
