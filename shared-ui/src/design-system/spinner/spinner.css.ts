export const spinnerCss = `
.pui-spinner {
  display: inline-flex;
  align-items: center;
  gap: var(--pui-space-2);
  color: var(--pui-color-primary);
  vertical-align: middle;
}
.pui-spinner__circle {
  display: inline-block;
  flex: none;
  width: 1.25em;
  height: 1.25em;
  border: 0.16em solid currentColor;
  border-right-color: transparent;
  border-radius: 50%;
  animation: pui-spin 0.7s linear infinite;
}
.pui-button .pui-spinner { color: inherit; }
.pui-spinner--sm .pui-spinner__circle { width: 1em; height: 1em; }
.pui-spinner--lg .pui-spinner__circle { width: 2rem; height: 2rem; border-width: 3px; }
.pui-spinner__label { color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); }
`;
