import {
  Banner,
  Button,
  errorMessage,
  fieldErrors,
  Page,
  Spinner,
  Stack,
  TextArea,
  TextField,
  useInjectedStyles,
  type BannerTone,
} from '@party/shared-ui';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { ADMIN_ACCESS, AccessGate } from '../../../shared/AccessGate';
import { LoadFailedBanner } from '../../../shared/LoadFailedBanner';
import { siteSettingsQueryOptions, useSaveSiteSettings } from '../api/site-api';
import {
  formErrors,
  newHoursRow,
  newSocialRow,
  toDraft,
  toSave,
  type HoursRow,
  type SettingsDraft,
  type SocialRow,
} from '../settings-model';

export const SETTINGS_LOAD_FAILURE = 'Failed to load the site settings';
export const SETTINGS_SAVE_FAILURE = 'The site settings could not be saved.';
/** Messages last 5 seconds (spec 02 §9). */
const MESSAGE_MS = 5000;

const CSS = `
.ac-site-rows { list-style: none; margin: 0; padding: 0; display: grid; gap: var(--pui-space-3); }
.ac-site-row { border: 1px solid var(--pui-color-border); border-radius: var(--pui-radius-md); padding: var(--pui-space-3) var(--pui-space-4); margin: 0; display: grid; grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr)) auto; gap: var(--pui-space-3); align-items: end; }
.ac-site-row > legend { font-weight: 600; padding: 0 var(--pui-space-2); }
.ac-site-group { border: 0; margin: 0; padding: 0; display: grid; gap: var(--pui-space-3); }
.ac-site-group > legend { font-weight: 600; font-size: var(--pui-font-size-lg); margin-bottom: var(--pui-space-2); }
.ac-site-hint { color: var(--pui-color-text-muted); margin: 0; }
.ac-site-actions { display: flex; flex-wrap: wrap; gap: var(--pui-space-3); align-items: center; }
`;

type Notice = { tone: BannerTone; text: string; id: number } | null;
let noticeCount = 0;
const noticeOf = (tone: BannerTone, text: string): Notice => ({ tone, text, id: ++noticeCount });

/** /admin/settings: administrators only; anyone else gets the access message and nothing is loaded. */
export function SettingsConsole() {
  return (
    <AccessGate {...ADMIN_ACCESS} title="Site settings">
      <SettingsConsolePage />
    </AccessGate>
  );
}

function SettingsConsolePage() {
  useInjectedStyles('ac-site-console', CSS);
  const settings = useQuery(siteSettingsQueryOptions());
  const [notice, setNotice] = useState<Notice>(null);
  return (
    <Page
      eyebrow="Admin"
      title="Site settings"
      subtitle="The office's contact details, opening hours and social links, as the Contact and Get involved pages show them."
      width="wide"
    >
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
        <LoadFailedBanner query={settings}>{SETTINGS_LOAD_FAILURE}</LoadFailedBanner>
        {settings.isPending ? (
          <Spinner label="Loading the site settings…" />
        ) : settings.isError ? null : (
          <SettingsForm
            initial={toDraft(settings.data)}
            onNotice={(tone, text) => setNotice(noticeOf(tone, text))}
          />
        )}
      </Stack>
    </Page>
  );
}

function SettingsForm({
  initial,
  onNotice,
}: {
  initial: SettingsDraft;
  onNotice: (tone: BannerTone, text: string) => void;
}) {
  const save = useSaveSiteSettings();
  const [saved, setSaved] = useState(initial);
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const formRef = useRef<HTMLFormElement>(null);
  const set = (patch: Partial<SettingsDraft>) => setDraft((current) => ({ ...current, ...patch }));

  /** Moves focus to the first input of the row just added, once it is drawn. */
  const focusRow = (key: number) =>
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLInputElement>(`[data-row="${key}"] input`)?.focus(),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    try {
      const { settings, message } = await save.mutateAsync(toSave(draft));
      // As the API stored them: trimmed, blank address lines dropped.
      const stored = toDraft(settings);
      setSaved(stored);
      setDraft(stored);
      setErrors({});
      onNotice('success', message);
    } catch (error) {
      setErrors(formErrors(fieldErrors(error)));
      onNotice('error', errorMessage(error, SETTINGS_SAVE_FAILURE));
      requestAnimationFrame(() =>
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
    }
  }

  const setHours = (index: number, patch: Partial<HoursRow>) =>
    set({ openingHours: draft.openingHours.map((row, i) => (i === index ? { ...row, ...patch } : row)) });
  const setSocial = (index: number, patch: Partial<SocialRow>) =>
    set({ socialLinks: draft.socialLinks.map((row, i) => (i === index ? { ...row, ...patch } : row)) });

  return (
    <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} aria-label="Site settings">
      <Stack gap="6">
        <fieldset className="ac-site-group">
          <legend>Office</legend>
          <TextField
            label="Office name"
            value={draft.officeName}
            error={errors.officeName}
            onChange={(event) => set({ officeName: event.target.value })}
          />
          <TextArea
            label="Address"
            hint="One line per row, as on an envelope."
            rows={4}
            value={draft.address}
            error={errors.address ?? errors.addressLines}
            onChange={(event) => set({ address: event.target.value })}
          />
          <TextField
            label="Phone"
            type="tel"
            hint="As visitors should dial it, e.g. 032 202 4581."
            value={draft.phone}
            error={errors.phone}
            onChange={(event) => set({ phone: event.target.value })}
          />
          <TextField
            label="Email"
            type="email"
            value={draft.email}
            error={errors.email}
            onChange={(event) => set({ email: event.target.value })}
          />
          <p className="ac-site-hint">Anything left empty is not shown on the public pages.</p>
        </fieldset>

        <fieldset className="ac-site-group">
          <legend>Opening hours</legend>
          {errors.openingHours && <p className="ac-site-hint">{errors.openingHours.join(' ')}</p>}
          {draft.openingHours.length === 0 ? (
            <p className="ac-site-hint">No opening hours yet.</p>
          ) : (
            <ul className="ac-site-rows">
              {draft.openingHours.map((row, index) => (
                <li key={row.key}>
                  <fieldset className="ac-site-row" data-row={row.key}>
                    <legend>Opening hours {index + 1}</legend>
                    <TextField
                      label="Days"
                      hint="e.g. Monday to Friday"
                      value={row.days}
                      error={errors[`openingHours.${index}.days`]}
                      onChange={(event) => setHours(index, { days: event.target.value })}
                    />
                    <TextField
                      label="Hours"
                      hint="e.g. 8:30 am – 5:00 pm, or Closed"
                      value={row.time}
                      error={errors[`openingHours.${index}.time`]}
                      onChange={(event) => setHours(index, { time: event.target.value })}
                    />
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Remove opening hours ${index + 1}`}
                      onClick={() => {
                        set({ openingHours: draft.openingHours.filter((_, i) => i !== index) });
                        setErrors({});
                      }}
                    >
                      Remove
                    </Button>
                  </fieldset>
                </li>
              ))}
            </ul>
          )}
          <div className="ac-site-actions">
            <Button
              variant="secondary"
              onClick={() => {
                const row = newHoursRow();
                set({ openingHours: [...draft.openingHours, row] });
                focusRow(row.key);
              }}
            >
              Add opening hours
            </Button>
          </div>
        </fieldset>

        <fieldset className="ac-site-group">
          <legend>Social links</legend>
          {errors.socialLinks && <p className="ac-site-hint">{errors.socialLinks.join(' ')}</p>}
          {draft.socialLinks.length === 0 ? (
            <p className="ac-site-hint">No social links yet.</p>
          ) : (
            <ul className="ac-site-rows">
              {draft.socialLinks.map((row, index) => (
                <li key={row.key}>
                  <fieldset className="ac-site-row" data-row={row.key}>
                    <legend>Social link {index + 1}</legend>
                    <TextField
                      label="Network or label"
                      hint="e.g. Facebook"
                      value={row.label}
                      error={errors[`socialLinks.${index}.label`]}
                      onChange={(event) => setSocial(index, { label: event.target.value })}
                    />
                    <TextField
                      label="URL"
                      type="url"
                      hint="https://…"
                      value={row.url}
                      error={errors[`socialLinks.${index}.url`]}
                      onChange={(event) => setSocial(index, { url: event.target.value })}
                    />
                    <Button
                      variant="secondary"
                      size="sm"
                      aria-label={`Remove social link ${index + 1}`}
                      onClick={() => {
                        set({ socialLinks: draft.socialLinks.filter((_, i) => i !== index) });
                        setErrors({});
                      }}
                    >
                      Remove
                    </Button>
                  </fieldset>
                </li>
              ))}
            </ul>
          )}
          <div className="ac-site-actions">
            <Button
              variant="secondary"
              onClick={() => {
                const row = newSocialRow();
                set({ socialLinks: [...draft.socialLinks, row] });
                focusRow(row.key);
              }}
            >
              Add social link
            </Button>
          </div>
        </fieldset>

        <div className="ac-site-actions">
          <Button type="submit" busy={save.isPending} busyLabel="Saving…">
            Save settings
          </Button>
          <Button
            variant="secondary"
            onClick={() => {
              setDraft(saved);
              setErrors({});
            }}
          >
            Undo changes
          </Button>
        </div>
      </Stack>
    </form>
  );
}
