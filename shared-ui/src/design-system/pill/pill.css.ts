export const pillCss = `
.pui-pill {
  display: inline-flex;
  align-items: center;
  gap: var(--pui-space-1);
  max-width: 100%;
  min-height: 1.75rem;
  padding: 0 var(--pui-space-3);
  border: 1px solid var(--pui-color-border-strong);
  border-radius: var(--pui-radius-pill);
  background: var(--pui-color-surface);
  color: var(--pui-color-text);
  font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-medium);
  line-height: 1.3;
}
.pui-pill--primary { background: var(--pui-color-primary-soft); border-color: #b9dac6; color: var(--pui-color-primary-active); }
.pui-pill__label { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.pui-pill--removable { padding-right: var(--pui-space-1); }
.pui-pill__remove {
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 1.375rem;
  height: 1.375rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: inherit;
  cursor: pointer;
  opacity: 0.7;
}
.pui-pill__remove:hover { opacity: 1; background: rgba(0, 0, 0, 0.08); }
.pui-pill__remove:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); opacity: 1; }
.pui-pill__remove:disabled { opacity: 0.35; cursor: not-allowed; background: transparent; }
`;
