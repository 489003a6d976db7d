/**
 * Styles of the Gallery page (spec 01 §2). Injected once through useInjectedStyles('ps-gallery', galleryCss);
 * every class is `ps-gallery` prefixed and every value comes from the design tokens.
 */
export const galleryCss = `
.ps-gallery { display: grid; gap: var(--pui-space-8); min-width: 0; }
.ps-gallery-section { display: grid; gap: var(--pui-space-4); min-width: 0; }
.ps-gallery-section__title {
  margin: 0;
  font-size: var(--pui-font-size-2xl);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
}

/* Slideshow */
.ps-gallery-show {
  position: relative;
  overflow: hidden;
  border-radius: var(--pui-radius-xl);
  background: var(--pui-color-gray-900);
  box-shadow: var(--pui-shadow-lg);
  color: #fff;
}
.ps-gallery-show__stage { position: relative; aspect-ratio: 16 / 7; min-height: 15rem; }
.ps-gallery-show__image, .ps-gallery-show__placeholder {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  animation: ps-gallery-fade var(--pui-motion-normal) var(--pui-motion-easing);
}
.ps-gallery-show__placeholder {
  display: grid;
  place-items: center;
  background: linear-gradient(135deg, var(--pui-color-primary), var(--pui-color-primary-active));
  font-size: var(--pui-font-size-xl);
  font-weight: var(--pui-font-weight-bold);
}
@keyframes ps-gallery-fade { from { opacity: 0.35; } to { opacity: 1; } }
.ps-gallery-show__caption {
  position: absolute;
  inset: auto 0 0 0;
  display: grid;
  gap: var(--pui-space-1);
  padding: var(--pui-space-12) clamp(1rem, 0.5rem + 3vw, 2.5rem) var(--pui-space-12);
  background: linear-gradient(180deg, transparent, rgba(8, 18, 12, 0.82) 55%);
}
.ps-gallery-show__count {
  margin: 0;
  font-size: var(--pui-font-size-xs);
  font-weight: var(--pui-font-weight-bold);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--pui-color-accent);
}
.ps-gallery-show__title {
  margin: 0;
  font-size: var(--pui-font-size-2xl);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
}
.ps-gallery-show__text { margin: 0; max-width: 60ch; color: rgba(255, 255, 255, 0.88); font-size: var(--pui-font-size-sm); }
.ps-gallery-show__button {
  display: inline-grid;
  place-items: center;
  width: 2.75rem;
  height: 2.75rem;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: rgba(255, 255, 255, 0.92);
  color: var(--pui-color-primary-active);
  box-shadow: var(--pui-shadow-md);
  cursor: pointer;
  transition: background var(--pui-motion-fast) var(--pui-motion-easing);
}
.ps-gallery-show__button:hover { background: #fff; }
.ps-gallery-show__button:focus-visible, .ps-gallery-show__dot:focus-visible {
  outline: 2px solid transparent;
  box-shadow: var(--pui-focus-ring);
}
.ps-gallery-show__nav { position: absolute; top: 50%; transform: translateY(-50%); }
.ps-gallery-show__nav--previous { left: var(--pui-space-4); }
.ps-gallery-show__nav--next { right: var(--pui-space-4); }
.ps-gallery-show__toggle { position: absolute; top: var(--pui-space-4); right: var(--pui-space-4); }
.ps-gallery-show__dots {
  position: absolute;
  left: 50%;
  bottom: var(--pui-space-4);
  display: flex;
  /* Dots 0.75rem wide, 1.625rem apart centre to centre: each has a 24 px target of its own (WCAG 2.5.8). */
  gap: 0.875rem;
  margin: 0;
  padding: 0;
  list-style: none;
  transform: translateX(-50%);
}
.ps-gallery-show__dot {
  display: block;
  width: 0.75rem;
  height: 0.75rem;
  padding: 0;
  border: 2px solid #fff;
  border-radius: var(--pui-radius-pill);
  background: transparent;
  cursor: pointer;
  transition: width var(--pui-motion-normal) var(--pui-motion-easing), background var(--pui-motion-fast);
}
.ps-gallery-show__dot[aria-current='true'] { width: 1.75rem; background: var(--pui-color-accent); border-color: var(--pui-color-accent); }
/* Narrow screens: the caption goes under the picture instead of over it, with the controls beside the dots. */
@media (max-width: 40rem) {
  .ps-gallery-show__stage { aspect-ratio: auto; min-height: 0; }
  .ps-gallery-show__image, .ps-gallery-show__placeholder { position: relative; height: auto; aspect-ratio: 4 / 3; }
  .ps-gallery-show__caption { position: static; padding: var(--pui-space-4) var(--pui-space-4) var(--pui-space-16); background: var(--pui-color-gray-900); }
  .ps-gallery-show__nav { top: auto; bottom: var(--pui-space-3); transform: none; width: 2.25rem; height: 2.25rem; }
  .ps-gallery-show__dots { bottom: var(--pui-space-5); }
  .ps-gallery-show__title { font-size: var(--pui-font-size-lg); }
}
@media (prefers-reduced-motion: reduce) {
  .ps-gallery-show__image, .ps-gallery-show__placeholder { animation: none; }
  .ps-gallery-show__dot, .ps-gallery-show__button, .ps-gallery-card { transition: none; }
}

/* Statistics */
.ps-gallery-stats {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 14rem), 1fr));
  gap: var(--pui-space-4);
  margin: 0;
}
/* The value reads first on screen, the label first in the markup (dt before dd). */
.ps-gallery-stat {
  display: flex;
  flex-direction: column;
  gap: var(--pui-space-1);
  padding: var(--pui-space-5);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-top: 4px solid var(--ps-stat-accent, var(--pui-color-primary));
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-gallery-stat--passed { --ps-stat-accent: var(--pui-color-success); }
.ps-gallery-stat--attention { --ps-stat-accent: var(--pui-color-warning); }
.ps-gallery-stat__value { order: 1; }
.ps-gallery-stat__label { order: 2; }
.ps-gallery-stat__note { order: 3; margin: 0; }
.ps-gallery-stat__label { font-size: var(--pui-font-size-sm); font-weight: var(--pui-font-weight-semibold); color: var(--pui-color-text-muted); }
.ps-gallery-stat__value {
  display: grid;
  gap: var(--pui-space-1);
  margin: 0;
  font-size: var(--pui-font-size-3xl);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
  font-variant-numeric: tabular-nums;
}
.ps-gallery-stat__value--check { display: flex; align-items: center; gap: var(--pui-space-2); font-size: var(--pui-font-size-2xl); }
.ps-gallery-stat--passed .ps-gallery-stat__value--check { color: var(--pui-color-success-ink); }
.ps-gallery-stat--attention .ps-gallery-stat__value--check { color: var(--pui-color-warning-ink); }
.ps-gallery-stat__glyph {
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  border-radius: 50%;
  background: currentColor;
}
.ps-gallery-stat__glyph > svg { color: var(--pui-color-surface); }
.ps-gallery-stat__note { font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }

/* Filters */
.ps-gallery-toolbar {
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
.ps-gallery-toolbar__search { flex: 3 1 18rem; }
.ps-gallery-toolbar__collection { flex: 1 1 12rem; }
.ps-gallery-results__bar { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: var(--pui-space-2) var(--pui-space-4); }
.ps-gallery-results__count { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }

/* Grid and details */
.ps-gallery-browse { display: grid; gap: var(--pui-space-6); grid-template-columns: minmax(0, 1fr); align-items: start; }
@media (min-width: 60rem) { .ps-gallery-browse { grid-template-columns: minmax(0, 1fr) minmax(18rem, 22rem); } }
.ps-gallery-grid { margin: 0; padding: 0; list-style: none; }
.ps-gallery-grid > li { display: grid; min-width: 0; }
.ps-gallery-card {
  display: flex;
  flex-direction: column;
  width: 100%;
  padding: 0;
  overflow: hidden;
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-lg);
  background: var(--pui-color-surface);
  box-shadow: var(--pui-shadow-sm);
  color: var(--pui-color-text);
  font: inherit;
  text-align: left;
  cursor: pointer;
  transition: box-shadow var(--pui-motion-normal) var(--pui-motion-easing),
    transform var(--pui-motion-normal) var(--pui-motion-easing), border-color var(--pui-motion-fast);
}
.ps-gallery-card:hover { box-shadow: var(--pui-shadow-lg); transform: translateY(-2px); }
.ps-gallery-card:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); }
.ps-gallery-card[aria-pressed='true'] { border-color: var(--pui-color-primary); box-shadow: 0 0 0 2px var(--pui-color-primary), var(--pui-shadow-md); }
.ps-gallery-card__thumb {
  position: relative;
  aspect-ratio: 4 / 3;
  overflow: hidden;
  background: linear-gradient(135deg, var(--pui-color-primary-soft), var(--pui-color-accent-soft));
}
.ps-gallery-card__image { display: block; width: 100%; height: 100%; object-fit: cover; }
.ps-gallery-card__initial {
  display: grid;
  place-items: center;
  height: 100%;
  font-size: var(--pui-font-size-2xl);
  font-weight: var(--pui-font-weight-bold);
  color: var(--pui-color-primary);
}
.ps-gallery-card__body { display: grid; gap: var(--pui-space-1); padding: var(--pui-space-3) var(--pui-space-4) var(--pui-space-4); }
.ps-gallery-card__title { font-weight: var(--pui-font-weight-semibold); line-height: var(--pui-line-height-snug); overflow-wrap: anywhere; }
.ps-gallery-card__meta { font-size: var(--pui-font-size-xs); color: var(--pui-color-text-subtle); }

.ps-gallery-detail {
  position: sticky;
  top: var(--pui-space-4);
  display: grid;
  gap: var(--pui-space-4);
  padding: var(--pui-space-5);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-top: 4px solid var(--pui-color-primary);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-md);
}
.ps-gallery-detail__eyebrow {
  margin: 0;
  font-size: var(--pui-font-size-xs);
  font-weight: var(--pui-font-weight-bold);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--pui-color-primary);
}
.ps-gallery-detail__image {
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 4 / 3;
  object-fit: cover;
  border-radius: var(--pui-radius-md);
  background: var(--pui-color-surface-sunken);
}
.ps-gallery-detail__title { margin: 0; font-size: var(--pui-font-size-xl); font-weight: var(--pui-font-weight-bold); line-height: var(--pui-line-height-snug); overflow-wrap: anywhere; }
.ps-gallery-detail__description { margin: 0; color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); }
.ps-gallery-facts { display: grid; grid-template-columns: auto 1fr; gap: var(--pui-space-2) var(--pui-space-3); margin: 0; font-size: var(--pui-font-size-sm); }
.ps-gallery-facts > dt { font-weight: var(--pui-font-weight-semibold); color: var(--pui-color-text-muted); }
.ps-gallery-facts > dd { margin: 0; min-width: 0; overflow-wrap: anywhere; display: flex; flex-wrap: wrap; gap: var(--pui-space-1) var(--pui-space-2); align-items: center; }
.ps-gallery-tags { display: flex; flex-wrap: wrap; gap: var(--pui-space-2); margin: 0; padding: 0; list-style: none; }
`;
