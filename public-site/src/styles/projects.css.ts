/**
 * Styles of the Projects page (spec 01 §2). Injected once through useInjectedStyles('ps-projects',
 * projectsCss); every class is `ps-projects` prefixed and every value comes from the design tokens.
 */
export const projectsCss = `
.ps-projects { display: grid; gap: var(--pui-space-8); min-width: 0; }
.ps-projects-section { display: grid; gap: var(--pui-space-4); min-width: 0; }
.ps-projects-section__title {
  margin: 0;
  font-size: var(--pui-font-size-2xl);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
}

.ps-projects-stats {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 12rem), 1fr));
  gap: var(--pui-space-4);
  margin: 0;
}
.ps-projects-stat {
  position: relative;
  display: flex;
  flex-direction: column-reverse;
  gap: var(--pui-space-1);
  padding: var(--pui-space-5);
  overflow: hidden;
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-projects-stat::before {
  content: '';
  position: absolute;
  inset: 0 auto 0 0;
  width: 4px;
  background: var(--ps-stat-accent, var(--pui-color-primary));
}
.ps-projects-stat--ongoing { --ps-stat-accent: var(--pui-color-info); }
.ps-projects-stat--completed { --ps-stat-accent: var(--pui-color-success); }
.ps-projects-stat--beneficiaries { --ps-stat-accent: var(--pui-color-accent); }
.ps-projects-stat__label { font-size: var(--pui-font-size-sm); font-weight: var(--pui-font-weight-semibold); color: var(--pui-color-text-muted); }
.ps-projects-stat__value {
  margin: 0;
  font-size: var(--pui-font-size-3xl);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
  color: var(--pui-color-text);
  font-variant-numeric: tabular-nums;
}

.ps-projects-toolbar {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: var(--pui-space-4);
  padding: var(--pui-space-5);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-projects-toolbar__search { flex: 3 1 18rem; }
.ps-projects-toolbar__status { flex: 1 1 12rem; }

.ps-projects-results__bar {
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: var(--pui-space-2) var(--pui-space-4);
}
.ps-projects-results__count { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }
.ps-projects-grid { margin: 0; padding: 0; list-style: none; }
.ps-projects-grid__item { display: grid; min-width: 0; }

.ps-projects-media__image { display: block; width: 100%; height: 100%; object-fit: cover; }
.ps-projects-media__placeholder {
  display: grid;
  place-items: center;
  width: 100%;
  height: 100%;
  padding: var(--pui-space-4);
  text-align: center;
  font-size: var(--pui-font-size-lg);
  font-weight: var(--pui-font-weight-bold);
  color: var(--pui-color-primary-active);
}
.ps-projects-media__status { position: absolute; top: var(--pui-space-3); right: var(--pui-space-3); box-shadow: var(--pui-shadow-sm); }

.ps-projects-card__description {
  margin: 0;
  display: -webkit-box;
  -webkit-line-clamp: 4;
  -webkit-box-orient: vertical;
  overflow: hidden;
}
.ps-projects-facts {
  display: grid;
  grid-template-columns: auto 1fr;
  gap: var(--pui-space-1) var(--pui-space-3);
  margin: var(--pui-space-2) 0 0;
  font-size: var(--pui-font-size-sm);
}
.ps-projects-facts > dt { font-weight: var(--pui-font-weight-semibold); color: var(--pui-color-text-muted); }
.ps-projects-facts > dd { margin: 0; color: var(--pui-color-text); min-width: 0; overflow-wrap: anywhere; }

.ps-projects-progress { display: grid; gap: var(--pui-space-1); margin-top: var(--pui-space-3); }
.ps-projects-progress__label {
  display: flex;
  justify-content: space-between;
  font-size: var(--pui-font-size-xs);
  font-weight: var(--pui-font-weight-semibold);
  color: var(--pui-color-text-muted);
}
.ps-projects-progress__track {
  height: 0.5rem;
  overflow: hidden;
  border-radius: var(--pui-radius-pill);
  background: var(--pui-color-gray-200);
}
.ps-projects-progress__bar {
  height: 100%;
  border-radius: inherit;
  background: linear-gradient(90deg, var(--pui-color-primary), var(--pui-color-success));
  transition: width var(--pui-motion-normal) var(--pui-motion-easing);
}
.ps-projects-tags { display: flex; flex-wrap: wrap; gap: var(--pui-space-2); margin: var(--pui-space-3) 0 0; padding: 0; list-style: none; }
.ps-projects-dates { display: flex; flex-wrap: wrap; gap: var(--pui-space-1) var(--pui-space-4); }
@media (prefers-reduced-motion: reduce) {
  .ps-projects-progress__bar { transition: none; }
}
`;
