export const sectionCss = `
.pui-section { display: grid; gap: var(--pui-space-4); min-width: 0; }
.pui-section--card {
  padding: clamp(1rem, 0.75rem + 1.5vw, 1.75rem);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.pui-section__header {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--pui-space-3) var(--pui-space-4);
}
.pui-section__heading { flex: 1 1 18rem; min-width: 0; }
.pui-section__title {
  margin: 0;
  font-size: var(--pui-font-size-2xl);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
  color: var(--pui-color-text);
}
.pui-section__title--3 { font-size: var(--pui-font-size-xl); }
.pui-section__title--4 { font-size: var(--pui-font-size-lg); }
.pui-section__description { margin: var(--pui-space-1) 0 0; color: var(--pui-color-text-muted); max-width: 65ch; }
.pui-section__actions { display: flex; flex-wrap: wrap; gap: var(--pui-space-2); }
.pui-section__body { display: grid; gap: var(--pui-space-4); min-width: 0; }
`;
