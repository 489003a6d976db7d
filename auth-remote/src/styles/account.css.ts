/**
 * The account pages' own styles: classes prefixed `ar-` (so they cannot touch the shell's or another
 * remote's markup) and built on the design system's `--pui-*` tokens. Everything else comes from the
 * design-system components themselves.
 */
export const accountCss = `
.ar-form-grid { display: grid; gap: var(--pui-space-4); grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr)); }
.ar-fieldset { margin: 0; padding: 0; border: 0; min-width: 0; display: grid; gap: var(--pui-space-4); }
.ar-fieldset:disabled { opacity: 0.72; }
.ar-field-notice {
  margin: var(--pui-space-2) 0 0;
  display: flex;
  gap: var(--pui-space-2);
  padding: var(--pui-space-2) var(--pui-space-3);
  border-left: 3px solid var(--pui-color-warning);
  border-radius: var(--pui-radius-sm);
  background: var(--pui-color-warning-soft);
  color: var(--pui-color-warning-ink);
  font-size: var(--pui-font-size-sm);
}
.ar-status { display: flex; align-items: center; gap: var(--pui-space-3); color: var(--pui-color-text-muted); }
.ar-error-list { margin: var(--pui-space-1) 0 0; padding-left: var(--pui-space-5); }
.ar-links { display: flex; flex-wrap: wrap; gap: var(--pui-space-2) var(--pui-space-4); margin: 0; }
.ar-prose { margin: 0; color: var(--pui-color-text); line-height: var(--pui-line-height-normal); }
.ar-prose--muted { color: var(--pui-color-text-muted); }
.ar-confirmation { display: grid; gap: var(--pui-space-4); }
/* Focused by script so that the confirmation is read out; it is not a control, so no focus ring. */
.ar-confirmation:focus { outline: none; }
.ar-email { font-weight: var(--pui-font-weight-semibold); overflow-wrap: anywhere; }
.ar-details {
  margin: 0;
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: var(--pui-space-2) var(--pui-space-6);
}
.ar-details dt { font-size: var(--pui-font-size-sm); font-weight: var(--pui-font-weight-semibold); color: var(--pui-color-text-muted); }
.ar-details dd { margin: 0; overflow-wrap: anywhere; }
@media (max-width: 30rem) {
  .ar-details { grid-template-columns: minmax(0, 1fr); gap: var(--pui-space-1); }
  .ar-details dd + dt { margin-top: var(--pui-space-2); }
}
`;
