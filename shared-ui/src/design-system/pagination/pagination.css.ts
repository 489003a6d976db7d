export const paginationCss = `
.pui-pagination {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: var(--pui-space-3);
  padding: var(--pui-space-3) 0;
}
.pui-pagination__status {
  margin: 0;
  font-size: var(--pui-font-size-sm);
  color: var(--pui-color-text-muted);
  font-variant-numeric: tabular-nums;
  text-align: center;
  flex: 1 1 0;
  min-width: 0;
}
.pui-pagination > .pui-button { flex: none; }
.pui-pagination .pui-icon { flex: none; }
`;
