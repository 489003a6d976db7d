export const stackCss = `
.pui-stack { display: flex; flex-direction: column; gap: var(--pui-stack-gap, var(--pui-space-4)); min-width: 0; }
.pui-stack--row { flex-direction: row; flex-wrap: wrap; align-items: center; }
/* In a column, fields stretch to the full width but a button keeps its own width (unless fullWidth). */
.pui-stack:not(.pui-stack--row) > .pui-button:not(.pui-button--full) { align-self: flex-start; }
.pui-stack--nowrap { flex-wrap: nowrap; }
.pui-grid {
  display: grid;
  gap: var(--pui-grid-gap, var(--pui-space-6));
  grid-template-columns: repeat(auto-fill, minmax(min(100%, var(--pui-grid-min, 16rem)), 1fr));
  min-width: 0;
}
.pui-grid > li { list-style: none; }
ul.pui-grid, ol.pui-grid { margin: 0; padding: 0; }
`;
