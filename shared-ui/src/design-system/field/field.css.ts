/** Shared by TextField, TextArea, Select, Checkbox and ImageFilePicker. */
export const fieldCss = `
.pui-field { display: grid; gap: var(--pui-space-2); align-content: start; min-width: 0; }
.pui-field__label {
  font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-semibold);
  color: var(--pui-color-text);
  line-height: var(--pui-line-height-snug);
}
/* The marker is generated content with empty alternative text: "Email" stays the label's text and
   accessible name, and the native required state is what assistive technology announces. */
.pui-field__label--required::after {
  content: ' *';
  content: ' *' / '';
  color: var(--pui-color-danger);
  font-weight: var(--pui-font-weight-bold);
}
.pui-field__hint { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }
.pui-field__errors { margin: 0; padding: 0; list-style: none; display: grid; gap: var(--pui-space-1); }
.pui-field__error {
  display: flex;
  align-items: flex-start;
  gap: var(--pui-space-1);
  margin: 0;
  font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-medium);
  color: var(--pui-color-danger-ink);
}
.pui-field__error .pui-icon { flex: none; margin-top: 0.1em; }

.pui-input {
  display: block;
  width: 100%;
  min-height: 2.75rem;
  padding: var(--pui-space-2) var(--pui-space-3);
  border: 1px solid var(--pui-color-border-strong);
  border-radius: var(--pui-radius-md);
  background: var(--pui-color-surface);
  color: var(--pui-color-text);
  font: inherit;
  font-family: var(--pui-font-family);
  font-size: var(--pui-font-size-md);
  line-height: var(--pui-line-height-snug);
  transition: border-color var(--pui-motion-fast) var(--pui-motion-easing),
    box-shadow var(--pui-motion-fast) var(--pui-motion-easing);
}
.pui-input::placeholder { color: var(--pui-color-text-subtle); opacity: 1; }
.pui-input:hover { border-color: var(--pui-color-gray-500); }
.pui-input:focus-visible, .pui-input:focus {
  outline: 2px solid transparent;
  border-color: var(--pui-color-primary);
  box-shadow: var(--pui-focus-ring);
}
.pui-input[aria-invalid='true'] { border-color: var(--pui-color-danger); background: #fffafa; }
.pui-input[aria-invalid='true']:focus { border-color: var(--pui-color-danger); }
.pui-input:disabled, .pui-input[readonly] {
  background: var(--pui-color-surface-sunken);
  color: var(--pui-color-text-muted);
  cursor: not-allowed;
}
.pui-input[readonly] { cursor: default; }
.pui-textarea { min-height: 7.5rem; resize: vertical; line-height: var(--pui-line-height-normal); }
.pui-select {
  appearance: none;
  padding-right: var(--pui-space-10);
  background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='16' height='16' viewBox='0 0 24 24' fill='none' stroke='%2355615a' stroke-width='2.5' stroke-linecap='round' stroke-linejoin='round'%3E%3Cpath d='m6 9 6 6 6-6'/%3E%3C/svg%3E");
  background-repeat: no-repeat;
  background-position: right var(--pui-space-3) center;
  cursor: pointer;
}
.pui-select[aria-invalid='true'] { background-color: #fffafa; }

.pui-checkbox {
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: var(--pui-space-3);
  row-gap: var(--pui-space-1);
  align-items: start;
}
.pui-checkbox__input {
  width: 1.25rem;
  height: 1.25rem;
  margin: 0.1rem 0 0;
  accent-color: var(--pui-color-primary);
  cursor: pointer;
  border-radius: var(--pui-radius-sm);
}
.pui-checkbox__input:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); }
.pui-checkbox__input:disabled { cursor: not-allowed; }
.pui-checkbox__label { font-weight: var(--pui-font-weight-medium); cursor: pointer; line-height: var(--pui-line-height-snug); padding-top: 0.1rem; }
.pui-checkbox__input:disabled + .pui-checkbox__label { color: var(--pui-color-text-muted); cursor: not-allowed; }
.pui-checkbox__description, .pui-checkbox > .pui-field__errors, .pui-checkbox > .pui-field__error { grid-column: 2; }
.pui-checkbox__description { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }
`;
