/**
 * The About page (features/about): mission and vision, value and activity cards, the history timeline,
 * achievement figures and the closing call to action. Classes are `ps-about-` prefixed; values come from
 * the design tokens.
 */
export const aboutCss = `
:where([class*='ps-about']), :where([class*='ps-about'])::before, :where([class*='ps-about'])::after {
  box-sizing: border-box;
}
.ps-about .pui-page__subtitle { max-width: 70ch; }

.ps-about-pillars {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 20rem), 1fr));
  gap: var(--pui-space-6);
}
.ps-about-pillar {
  position: relative;
  display: grid;
  align-content: start;
  gap: var(--pui-space-3);
  min-width: 0;
  padding: clamp(1.25rem, 1rem + 1.5vw, 2rem);
  overflow: hidden;
  background: linear-gradient(180deg, var(--pui-color-primary-soft) 0, var(--pui-color-surface) 9rem);
  border: 1px solid var(--pui-color-border);
  border-top: 4px solid var(--pui-color-primary);
  border-radius: var(--pui-radius-xl);
  box-shadow: var(--pui-shadow-md);
}
.ps-about-pillar:nth-child(2) {
  background: linear-gradient(180deg, var(--pui-color-accent-soft) 0, var(--pui-color-surface) 9rem);
  border-top-color: var(--pui-color-accent);
}
.ps-about-pillar__title {
  margin: 0;
  font-size: var(--pui-font-size-2xl);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
  color: var(--pui-color-text);
}
.ps-about-pillar__text { margin: 0; font-size: var(--pui-font-size-lg); color: var(--pui-color-text-muted); max-width: 60ch; }

.ps-about-icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  border-radius: 50%;
  background: var(--pui-color-accent-soft);
  font-size: var(--pui-font-size-xl);
  line-height: 1;
}
.ps-about-icon--large { width: 3.5rem; height: 3.5rem; font-size: var(--pui-font-size-2xl); background: var(--pui-color-surface); box-shadow: var(--pui-shadow-sm); }

.ps-about-cards {
  display: grid;
  /* Six values or activities: three columns on a wide screen, two on a tablet, one on a phone. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  gap: var(--pui-space-5);
  margin: 0;
  padding: 0;
  list-style: none;
}
.ps-about-card {
  display: grid;
  align-content: start;
  gap: var(--pui-space-3);
  min-width: 0;
  padding: var(--pui-space-6);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-top: 3px solid var(--pui-color-accent);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-about-card__title {
  margin: 0;
  font-size: var(--pui-font-size-lg);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-snug);
  color: var(--pui-color-text);
}
.ps-about-card__text { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }

.ps-about-timeline {
  position: relative;
  display: grid;
  gap: var(--pui-space-5);
  margin: 0;
  padding: 0 0 0 var(--pui-space-8);
  list-style: none;
}
.ps-about-timeline::before {
  content: '';
  position: absolute;
  top: 0.5rem;
  bottom: 0.5rem;
  left: 0.6875rem;
  width: 2px;
  border-radius: var(--pui-radius-pill);
  background: linear-gradient(180deg, var(--pui-color-primary), var(--pui-color-accent));
}
.ps-about-timeline__entry {
  position: relative;
  display: grid;
  grid-template-columns: 5rem minmax(0, 1fr);
  gap: var(--pui-space-4);
  align-items: start;
}
.ps-about-timeline__entry::before {
  content: '';
  position: absolute;
  top: 0.3rem;
  left: -1.6875rem;
  width: 0.875rem;
  height: 0.875rem;
  border-radius: 50%;
  background: var(--pui-color-surface);
  border: 3px solid var(--pui-color-primary);
}
.ps-about-timeline__entry:last-child::before { background: var(--pui-color-accent); border-color: var(--pui-color-accent); }
.ps-about-timeline__year {
  margin: 0;
  font-size: var(--pui-font-size-lg);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
  color: var(--pui-color-primary);
  font-variant-numeric: tabular-nums;
}
.ps-about-timeline__body {
  display: grid;
  gap: var(--pui-space-1);
  padding: var(--pui-space-4) var(--pui-space-5);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-about-timeline__title {
  margin: 0;
  font-size: var(--pui-font-size-md);
  font-weight: var(--pui-font-weight-bold);
  color: var(--pui-color-text);
}
.ps-about-timeline__text { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }

.ps-about-stats {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 13rem), 1fr));
  gap: var(--pui-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
}
.ps-about-stat {
  display: grid;
  align-content: start;
  gap: var(--pui-space-2);
  padding: var(--pui-space-6);
  border-radius: var(--pui-radius-lg);
  background: linear-gradient(150deg, var(--pui-color-primary), var(--pui-color-primary-active));
  color: var(--pui-color-primary-contrast);
  box-shadow: var(--pui-shadow-md);
}
.ps-about-stat__number {
  font-size: var(--pui-font-size-4xl);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
  color: var(--pui-color-accent);
  font-variant-numeric: tabular-nums;
}
.ps-about-stat__label { font-size: var(--pui-font-size-sm); color: rgb(255 255 255 / 0.92); }


.ps-about-loading { display: grid; gap: var(--pui-space-8); }

@media (max-width: 36rem) {
  .ps-about-timeline__entry { grid-template-columns: minmax(0, 1fr); gap: var(--pui-space-2); }
}
@media (forced-colors: active) {
  .ps-about-timeline::before, .ps-about-timeline__entry::before { background: CanvasText; }
}
`;
