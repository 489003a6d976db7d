/**
 * The three executive pages (features/executives): the constituency selector, office details, executive
 * cards and the ward and branch trees. Every class is `ps-exec-` prefixed and built on the design tokens.
 */
export const executivesCss = `
:where([class*='ps-exec']), :where([class*='ps-exec'])::before, :where([class*='ps-exec'])::after {
  box-sizing: border-box;
}
.ps-exec-pages {
  display: grid;
  grid-template-columns: 1fr auto 1fr;
  align-items: center;
  gap: var(--pui-space-3);
  margin-top: var(--pui-space-6);
}
.ps-exec-pages > :last-child { justify-self: end; }
.ps-exec-pages__status { margin: 0; color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); }
.ps-exec-toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--pui-space-3) var(--pui-space-6);
  padding: var(--pui-space-4) var(--pui-space-5);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-left: 4px solid var(--pui-color-accent);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-exec-toolbar__select { flex: 1 1 16rem; max-width: 26rem; display: grid; gap: var(--pui-space-2); }
.ps-exec-toolbar__summary {
  margin: 0;
  font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-semibold);
  color: var(--pui-color-text-muted);
}

.ps-exec-units { display: grid; gap: var(--pui-space-8); min-width: 0; }
.ps-exec-unit { border-top: 4px solid var(--pui-color-primary); }

.ps-exec-office {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: var(--pui-space-3) var(--pui-space-6);
  margin: 0;
  padding: var(--pui-space-4) var(--pui-space-5);
  background: var(--pui-color-primary-soft);
  border-radius: var(--pui-radius-md);
}
.ps-exec-office__row { display: grid; gap: var(--pui-space-1); min-width: 0; }
.ps-exec-office dt {
  font-size: var(--pui-font-size-xs);
  font-weight: var(--pui-font-weight-bold);
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--pui-color-primary);
}
.ps-exec-office dd { margin: 0; color: var(--pui-color-text); overflow-wrap: anywhere; }

.ps-exec-block { display: grid; gap: var(--pui-space-3); min-width: 0; }
.ps-exec-block__title {
  margin: 0;
  padding-left: var(--pui-space-3);
  border-left: 3px solid var(--pui-color-accent);
  font-size: var(--pui-font-size-lg);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
  color: var(--pui-color-text);
}

.ps-exec-grid {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 17rem), 1fr));
  gap: var(--pui-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
}
.ps-exec-card {
  display: grid;
  align-content: start;
  gap: var(--pui-space-4);
  min-width: 0;
  padding: var(--pui-space-5);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-exec-card__head { display: flex; align-items: center; gap: var(--pui-space-4); min-width: 0; }
.ps-exec-card__identity { display: grid; gap: var(--pui-space-1); min-width: 0; flex: 1 1 auto; }
.ps-exec-card__name {
  margin: 0;
  font-size: var(--pui-font-size-lg);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-snug);
  color: var(--pui-color-text);
  overflow-wrap: anywhere;
}
.ps-exec-card__position {
  margin: 0;
  font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-semibold);
  color: var(--pui-color-primary);
}

.ps-exec-portrait {
  flex: none;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  object-fit: cover;
  background: var(--pui-color-surface-sunken);
  border: 3px solid var(--pui-color-surface);
  box-shadow: 0 0 0 2px var(--pui-color-accent);
}
.ps-exec-portrait--initials {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  font-size: var(--pui-font-size-xl);
  font-weight: var(--pui-font-weight-bold);
  letter-spacing: 0.04em;
  user-select: none;
}
.ps-exec-portrait--tint-0 { background: var(--pui-color-primary); color: var(--pui-color-primary-contrast); }
.ps-exec-portrait--tint-1 { background: var(--pui-color-accent-soft); color: var(--pui-color-accent-ink); }
.ps-exec-portrait--tint-2 { background: var(--pui-color-info-soft); color: var(--pui-color-info-ink); }
.ps-exec-portrait--tint-3 { background: var(--pui-color-success-soft); color: var(--pui-color-success-ink); }

.ps-exec-facts {
  display: grid;
  gap: var(--pui-space-2);
  margin: 0;
  padding-top: var(--pui-space-3);
  border-top: 1px solid var(--pui-color-border);
  font-size: var(--pui-font-size-sm);
}
.ps-exec-facts__row { display: grid; grid-template-columns: 7.5rem minmax(0, 1fr); gap: var(--pui-space-2); }
.ps-exec-facts dt { color: var(--pui-color-text-muted); }
.ps-exec-facts dd { margin: 0; color: var(--pui-color-text); font-weight: var(--pui-font-weight-medium); overflow-wrap: anywhere; }

.ps-exec-link {
  color: var(--pui-color-primary);
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
  border-radius: var(--pui-radius-sm);
}
.ps-exec-link:hover { color: var(--pui-color-primary-active); text-decoration-thickness: 2px; }
.ps-exec-link:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); }

.ps-exec-missing { color: var(--pui-color-text-subtle); font-style: italic; }
.ps-exec-note { margin: 0; color: var(--pui-color-text-muted); font-style: italic; }

.ps-exec-branches { display: grid; gap: var(--pui-space-4); margin: 0; padding: 0; list-style: none; }
.ps-exec-branch {
  padding: var(--pui-space-4) var(--pui-space-5) var(--pui-space-5);
  background: var(--pui-color-surface-raised);
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-lg);
}
.ps-exec-branch > article { display: grid; gap: var(--pui-space-4); min-width: 0; }
.ps-exec-branch__title {
  margin: 0;
  font-size: var(--pui-font-size-lg);
  font-weight: var(--pui-font-weight-bold);
  color: var(--pui-color-text);
}
.ps-exec-branch .ps-exec-office { background: var(--pui-color-surface); border: 1px solid var(--pui-color-border); }

.ps-exec-loading { display: grid; gap: var(--pui-space-4); }
.ps-exec-card--skeleton { box-shadow: none; }

@media (max-width: 30rem) {
  .ps-exec-facts__row { grid-template-columns: minmax(0, 1fr); gap: 0; }
  .ps-exec-toolbar__select { max-width: none; }
}
@media (forced-colors: active) {
  .ps-exec-portrait--initials { border: 1px solid CanvasText; }
}
`;
