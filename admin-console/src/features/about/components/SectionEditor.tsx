import { Button, Checkbox, Stack, TextArea, TextField } from '@party/shared-ui';
import type { FormEvent } from 'react';
import type { AboutSectionKey } from '../api/types';
import {
  DEFAULT_ICONS,
  ICON_MAX_LENGTH,
  isIconSection,
  isListSection,
  isRequiredItemField,
  LISTS,
  newItem,
  RECOMMENDED_COUNTS,
  SECTION_LABELS,
  type ListItem,
  type SectionDraft,
} from '../about-model';

export interface SectionEditorProps {
  section: AboutSectionKey;
  draft: SectionDraft;
  /** Field errors keyed as the server keys them: title, content, data.icon, data.values[2].title. */
  errors: Record<string, string[]>;
  saving: boolean;
  onChange: (draft: SectionDraft) => void;
  onSave: () => void;
  onRemoveItem: (index: number) => void;
}

/** One About section's form: title, content, publish flag, and the section's own data. */
export function SectionEditor({
  section,
  draft,
  errors,
  saving,
  onChange,
  onSave,
  onRemoveItem,
}: SectionEditorProps) {
  const label = SECTION_LABELS[section];
  const set = (patch: Partial<SectionDraft>) => onChange({ ...draft, ...patch });

  function submit(event: FormEvent) {
    event.preventDefault();
    onSave();
  }

  return (
    <form noValidate onSubmit={submit} aria-label={`${label} section`}>
      <Stack gap="4">
        <TextField
          label="Title"
          value={draft.title}
          error={errors.title}
          onChange={(event) => set({ title: event.target.value })}
        />
        <TextArea
          label="Content"
          rows={4}
          value={draft.content}
          error={errors.content}
          onChange={(event) => set({ content: event.target.value })}
        />
        <Checkbox
          label="Published"
          description="Unpublished sections are hidden from the public About page."
          checked={draft.isPublished}
          onChange={(event) => set({ isPublished: event.target.checked })}
        />
        {section === 'hero' ? (
          <>
            <TextField
              label="Subtitle"
              value={draft.hero.subtitle}
              error={errors['data.subtitle']}
              onChange={(event) => set({ hero: { ...draft.hero, subtitle: event.target.value } })}
            />
            <TextField
              label="Call-to-action text"
              value={draft.hero.ctaText}
              error={errors['data.ctaText']}
              onChange={(event) => set({ hero: { ...draft.hero, ctaText: event.target.value } })}
            />
            <TextField
              label="Call-to-action link"
              value={draft.hero.ctaLink}
              error={errors['data.ctaLink']}
              onChange={(event) => set({ hero: { ...draft.hero, ctaLink: event.target.value } })}
            />
          </>
        ) : null}
        {isIconSection(section) ? (
          <TextField
            label="Icon"
            hint={`An emoji, at most ${ICON_MAX_LENGTH} characters (default ${DEFAULT_ICONS[section]}).`}
            value={draft.icon}
            error={errors['data.icon']}
            onChange={(event) => set({ icon: event.target.value })}
          />
        ) : null}
        {isListSection(section) ? (
          <ItemList
            section={section}
            items={draft.items}
            errors={errors}
            onChange={(items) => set({ items })}
            onRemove={onRemoveItem}
          />
        ) : null}
        <Stack direction="row" justify="end">
          <Button type="submit" disabled={saving}>
            {saving ? 'Saving…' : `Save ${label}`}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}

function ItemList({
  section,
  items,
  errors,
  onChange,
  onRemove,
}: {
  section: 'values' | 'history' | 'activities' | 'achievements';
  items: readonly ListItem[];
  errors: Record<string, string[]>;
  onChange: (items: ListItem[]) => void;
  onRemove: (index: number) => void;
}) {
  const config = LISTS[section];
  const recommended = RECOMMENDED_COUNTS[section];
  const itemLabel = config.itemName.charAt(0).toUpperCase() + config.itemName.slice(1);
  const listErrors = errors[`data.${config.dataKey}`];

  const update = (index: number, key: string, value: string) =>
    onChange(items.map((item, at) => (at === index ? { ...item, [key]: value } : item)));

  return (
    <Stack gap="3">
      {recommended !== undefined ? (
        <p className="ac-about-hint">
          Recommended: {recommended} {section} (currently {items.length}).
        </p>
      ) : null}
      {listErrors ? (
        <p role="alert" className="ac-about-error">
          {listErrors.join(' ')}
        </p>
      ) : null}
      {items.map((item, index) => (
        <fieldset key={item.id} className="ac-about-item">
          <legend>
            {itemLabel} {index + 1} <span className="ac-about-item-id">(id {item.id})</span>
          </legend>
          <Stack gap="3">
            {config.fields.map((field) => {
              const key = `data.${config.dataKey}[${index}].${field.key}`;
              const value = String(item[field.key] ?? '');
              const common = {
                label: field.label,
                value,
                error: errors[key],
                required: isRequiredItemField(section, field.key),
              };
              return field.multiline ? (
                <TextArea
                  key={field.key}
                  {...common}
                  rows={2}
                  onChange={(event) => update(index, field.key, event.target.value)}
                />
              ) : (
                <TextField
                  key={field.key}
                  {...common}
                  hint={field.icon ? `At most ${ICON_MAX_LENGTH} characters` : undefined}
                  onChange={(event) => update(index, field.key, event.target.value)}
                />
              );
            })}
            <Stack direction="row" justify="end">
              <Button
                size="sm"
                variant="danger"
                aria-label={`Remove ${config.itemName} ${index + 1}`}
                onClick={() => onRemove(index)}
              >
                Remove
              </Button>
            </Stack>
          </Stack>
        </fieldset>
      ))}
      <div>
        <Button variant="secondary" onClick={() => onChange([...items, newItem(section, items)])}>
          Add {config.itemName}
        </Button>
      </div>
    </Stack>
  );
}
