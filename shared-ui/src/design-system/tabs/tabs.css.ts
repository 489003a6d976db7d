export const tabsCss = `
.pui-tabs { display: grid; gap: var(--pui-space-5); min-width: 0; }
.pui-tabs__list {
  display: flex;
  gap: var(--pui-space-1);
  overflow-x: auto;
  border-bottom: 1px solid var(--pui-color-border);
  scrollbar-width: thin;
}
.pui-tabs__tab {
  position: relative;
  flex: none;
  padding: var(--pui-space-3) var(--pui-space-4);
  border: 0;
  border-radius: var(--pui-radius-md) var(--pui-radius-md) 0 0;
  background: transparent;
  color: var(--pui-color-text-muted);
  font: inherit;
  font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-semibold);
  white-space: nowrap;
  cursor: pointer;
  transition: color var(--pui-motion-fast), background-color var(--pui-motion-fast);
}
.pui-tabs__tab::after {
  content: '';
  position: absolute;
  left: var(--pui-space-2);
  right: var(--pui-space-2);
  bottom: -1px;
  height: 3px;
  border-radius: 3px 3px 0 0;
  background: transparent;
}
.pui-tabs__tab:hover { color: var(--pui-color-text); background: var(--pui-color-gray-50); }
.pui-tabs__tab[aria-selected='true'] { color: var(--pui-color-primary); }
.pui-tabs__tab[aria-selected='true']::after { background: var(--pui-color-primary); }
.pui-tabs__tab:focus-visible { outline: 2px solid transparent; box-shadow: inset 0 0 0 2px var(--pui-color-primary), 0 0 0 3px rgba(242, 183, 5, 0.55); }
.pui-tabs__tab:disabled { opacity: 0.45; cursor: not-allowed; }
.pui-tabs__panel { min-width: 0; }
.pui-tabs__panel:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); border-radius: var(--pui-radius-md); }
`;
