export const emptyStateCss = `
.pui-empty {
  display: grid;
  justify-items: center;
  gap: var(--pui-space-2);
  padding: var(--pui-space-10) var(--pui-space-6);
  text-align: center;
  color: var(--pui-color-text-muted);
}
.pui-empty--bordered { border: 1px dashed var(--pui-color-border-strong); border-radius: var(--pui-radius-lg); background: var(--pui-color-surface-raised); }
.pui-empty__icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3.5rem;
  height: 3.5rem;
  margin-bottom: var(--pui-space-2);
  border-radius: 50%;
  background: var(--pui-color-primary-soft);
  color: var(--pui-color-primary);
}
.pui-empty__title { margin: 0; font-size: var(--pui-font-size-lg); font-weight: var(--pui-font-weight-bold); color: var(--pui-color-text); }
.pui-empty__message { margin: 0; max-width: 48ch; }
.pui-empty__action { margin-top: var(--pui-space-3); display: flex; flex-wrap: wrap; gap: var(--pui-space-2); justify-content: center; }
`;
