export const tableCss = `
.pui-table-wrap {
  position: relative;
  width: 100%;
  overflow-x: auto;
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
  -webkit-overflow-scrolling: touch;
}
.pui-table-wrap:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); }
.pui-table {
  width: 100%;
  border-collapse: separate;
  border-spacing: 0;
  font-size: var(--pui-font-size-sm);
  color: var(--pui-color-text);
}
.pui-table__caption {
  caption-side: top;
  padding: var(--pui-space-4) var(--pui-space-4) var(--pui-space-2);
  text-align: left;
  font-size: var(--pui-font-size-md);
  font-weight: var(--pui-font-weight-bold);
}
.pui-table th, .pui-table td { padding: var(--pui-space-3) var(--pui-space-4); text-align: left; vertical-align: middle; }
.pui-table thead th {
  position: sticky;
  top: 0;
  background: var(--pui-color-surface-sunken);
  color: var(--pui-color-text-muted);
  font-size: var(--pui-font-size-xs);
  font-weight: var(--pui-font-weight-bold);
  letter-spacing: 0.05em;
  text-transform: uppercase;
  white-space: nowrap;
  border-bottom: 1px solid var(--pui-color-border);
}
.pui-table tbody th { font-weight: var(--pui-font-weight-semibold); }
.pui-table tbody tr > * { border-bottom: 1px solid var(--pui-color-gray-100); }
.pui-table tbody tr:last-child > * { border-bottom: 0; }
.pui-table tbody tr:hover > * { background: var(--pui-color-gray-50); }
.pui-table--compact th, .pui-table--compact td { padding: var(--pui-space-2) var(--pui-space-3); }
.pui-table__cell--end { text-align: right !important; font-variant-numeric: tabular-nums; }
.pui-table__cell--center { text-align: center !important; }
.pui-table__state { padding: 0 !important; }
.pui-table__state:hover { background: transparent; }
.pui-table__loading { display: flex; justify-content: center; padding: var(--pui-space-6); }
.pui-table__busy { position: absolute; top: var(--pui-space-3); right: var(--pui-space-3); }
.pui-table[aria-busy='true'] tbody { opacity: 0.6; transition: opacity var(--pui-motion-normal); }
`;
