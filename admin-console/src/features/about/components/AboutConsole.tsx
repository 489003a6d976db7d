import {
  Banner,
  ConfirmDialog,
  fieldErrors,
  errorMessage,
  Page,
  Spinner,
  Stack,
  Tabs,
  useInjectedStyles,
  type BannerTone,
} from '@party/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { aboutSectionsQueryOptions } from '../api/get-about';
import { ABOUT_SECTIONS, type AboutSectionKey } from '../api/types';
import { useUpdateAboutSection } from '../api/update-about-section';
import {
  failureMessage,
  isListSection,
  LISTS,
  SECTION_LABELS,
  successMessage,
  toDraft,
  toSave,
  validateDraft,
  type SectionDraft,
} from '../about-model';
import { SectionEditor } from './SectionEditor';
import { LoadFailedBanner } from '../../../shared/LoadFailedBanner';
import { ADMIN_ACCESS, AccessGate } from '../../../shared/AccessGate';

export const LOAD_FAILURE = 'Failed to load About sections';
/** Messages last 5 seconds (spec 02 §9). */
export const MESSAGE_MS = 5000;

const CSS = `
.ac-about-item { border: 1px solid var(--pui-color-border); border-radius: var(--pui-radius-md); padding: var(--pui-space-4); margin: 0; }
.ac-about-item > legend { font-weight: 600; padding: 0 var(--pui-space-2); }
.ac-about-item-id { color: var(--pui-color-text-muted); font-weight: 400; }
.ac-about-hint { color: var(--pui-color-text-muted); margin: 0; }
.ac-about-error { color: var(--pui-color-danger); margin: 0; }
`;

/** `id`: a new number per message, so that each one shows for the full time. */
type Notice = { tone: BannerTone; text: string; id: number } | null;
let noticeCount = 0;
const noticeOf = (tone: BannerTone, text: string): Notice => ({ tone, text, id: ++noticeCount });
type Removing = { section: AboutSectionKey; index: number } | null;

/** /admin/about: administrators only; anyone else gets the access message and nothing is loaded. */
export function AboutConsole() {
  return (
    <AccessGate {...ADMIN_ACCESS} title="Manage About">
      <AboutConsolePage />
    </AccessGate>
  );
}

/** The admin About page (spec 02 §2): one tab per section, each with its own form and Save button. */
function AboutConsolePage() {
  useInjectedStyles('ac-about-console', CSS);
  const sections = useQuery(aboutSectionsQueryOptions());
  const update = useUpdateAboutSection();
  const [edits, setEdits] = useState<Partial<Record<AboutSectionKey, SectionDraft>>>({});
  const [errors, setErrors] = useState<Partial<Record<AboutSectionKey, Record<string, string[]>>>>({});
  const [selected, setSelected] = useState<AboutSectionKey>('hero');
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<Removing>(null);
  const [saving, setSaving] = useState<AboutSectionKey | null>(null);

  const loaded = sections.data;
  const draftOf = (section: AboutSectionKey): SectionDraft => edits[section] ?? toDraft(loaded?.[section]);

  function change(section: AboutSectionKey, draft: SectionDraft) {
    setEdits((current) => ({ ...current, [section]: draft }));
  }

  async function save(section: AboutSectionKey) {
    const draft = draftOf(section);
    const invalid = validateDraft(section, draft);
    setErrors((current) => ({ ...current, [section]: invalid }));
    if (Object.keys(invalid).length > 0) {
      setNotice(noticeOf('error', `Please correct the highlighted fields in the ${section} section`));
      return;
    }
    setSaving(section);
    try {
      const saved = await update.mutateAsync(toSave(section, draft));
      if (saved) change(section, toDraft(saved));
      setNotice(noticeOf('success', successMessage(section)));
    } catch (error) {
      const byField = fieldErrors(error);
      setErrors((current) => ({ ...current, [section]: byField }));
      setNotice(noticeOf('error', errorMessage(error, failureMessage(section))));
    } finally {
      setSaving(null);
    }
  }

  function confirmRemove() {
    if (!removing) return;
    const draft = draftOf(removing.section);
    change(removing.section, { ...draft, items: draft.items.filter((_, index) => index !== removing.index) });
    // Item errors are keyed by position, which has just changed.
    setErrors((current) => ({ ...current, [removing.section]: {} }));
    setRemoving(null);
  }

  const tabs = ABOUT_SECTIONS.map((section) => {
    const draft = draftOf(section);
    return {
      id: section,
      label: isListSection(section)
        ? `${SECTION_LABELS[section]} (${draft.items.length})`
        : SECTION_LABELS[section],
      content: (
        <SectionEditor
          section={section}
          draft={draft}
          errors={errors[section] ?? {}}
          saving={saving === section}
          onChange={(next) => change(section, next)}
          onSave={() => void save(section)}
          onRemoveItem={(index) => setRemoving({ section, index })}
        />
      ),
    };
  });

  const removingName =
    removing && isListSection(removing.section) ? LISTS[removing.section].itemName : 'item';

  return (
    <Page eyebrow="Admin" title="Manage About" subtitle="Edit the sections of the About page." width="wide">
      <Stack gap="4">
        {notice ? (
          <Banner
            key={notice.id}
            tone={notice.tone}
            onDismiss={() => setNotice(null)}
            autoClearMs={MESSAGE_MS}
          >
            {notice.text}
          </Banner>
        ) : null}
        <LoadFailedBanner query={sections}>{LOAD_FAILURE}</LoadFailedBanner>
        {sections.isPending ? (
          <Spinner label="Loading About sections…" />
        ) : sections.isError ? null : (
          <Tabs
            label="About page sections"
            tabs={tabs}
            selectedId={selected}
            onSelectedChange={(id) => setSelected(id as AboutSectionKey)}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        title={`Remove ${removingName}?`}
        message={
          removing
            ? `Remove ${removingName} ${removing.index + 1} from the ${removing.section} section? Save the section to keep the change.`
            : ''
        }
        confirmLabel="Remove"
        variant="danger"
        onConfirm={confirmRemove}
        onCancel={() => setRemoving(null)}
      />
    </Page>
  );
}
