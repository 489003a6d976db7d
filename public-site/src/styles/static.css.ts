/**
 * The static pages (features/static): Downloads, Contact and Get involved. Classes are `ps-static-`
 * prefixed; values come from the design tokens.
 */
export const staticCss = `
:where([class*='ps-static']), :where([class*='ps-static'])::before, :where([class*='ps-static'])::after {
  box-sizing: border-box;
}
.ps-static-icon { display: block; flex: none; }
.ps-static-button { gap: var(--pui-space-2); }
.ps-static-note { margin: 0; color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); }
.ps-static-link {
  color: var(--pui-color-primary);
  font-weight: var(--pui-font-weight-semibold);
  text-decoration: underline;
  text-decoration-thickness: 1px;
  text-underline-offset: 0.2em;
  border-radius: var(--pui-radius-sm);
  overflow-wrap: anywhere;
}
.ps-static-link:hover { color: var(--pui-color-primary-active); text-decoration-thickness: 2px; }
.ps-static-link:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); }

/* Downloads */
.ps-static-downloads { display: grid; gap: var(--pui-space-4); margin: 0; padding: 0; list-style: none; }
.ps-static-download {
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: var(--pui-space-4) var(--pui-space-6);
  padding: var(--pui-space-5) var(--pui-space-6);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-left: 4px solid var(--pui-color-primary);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-static-download__badge {
  display: inline-grid;
  justify-items: center;
  gap: 2px;
  width: 3.5rem;
  padding: var(--pui-space-2) 0;
  border-radius: var(--pui-radius-md);
  background: var(--pui-color-primary-soft);
  color: var(--pui-color-primary);
}
.ps-static-download__type {
  font-size: var(--pui-font-size-xs);
  font-weight: var(--pui-font-weight-bold);
  letter-spacing: 0.08em;
}
.ps-static-download__text { display: grid; gap: var(--pui-space-1); min-width: 0; }
.ps-static-download__title {
  margin: 0;
  font-size: var(--pui-font-size-lg);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-snug);
  color: var(--pui-color-text);
}
.ps-static-download__description { margin: 0; color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); }
.ps-static-download__meta {
  margin: 0;
  font-size: var(--pui-font-size-xs);
  font-weight: var(--pui-font-weight-semibold);
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: var(--pui-color-text-subtle);
}

/* Contact */
.ps-static-contacts {
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 15rem), 1fr));
  gap: var(--pui-space-5);
  margin: 0;
  padding: 0;
  list-style: none;
}
.ps-static-contact {
  display: grid;
  align-content: start;
  gap: var(--pui-space-2);
  min-width: 0;
  padding: var(--pui-space-6);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-top: 4px solid var(--pui-color-primary);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-static-contact__icon, .ps-static-way__icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.75rem;
  margin-bottom: var(--pui-space-1);
  border-radius: 50%;
  background: var(--pui-color-accent-soft);
  color: var(--pui-color-accent-ink);
}
.ps-static-contact__title {
  margin: 0;
  font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-bold);
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--pui-color-text-muted);
}
.ps-static-contact__value { margin: 0; font-size: var(--pui-font-size-lg); }
.ps-static-contact__hint { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-subtle); }
.ps-static-address { display: grid; font-style: normal; color: var(--pui-color-text); }
.ps-static-hours { display: grid; gap: var(--pui-space-2); margin: 0; font-size: var(--pui-font-size-sm); }
.ps-static-hours__row { display: grid; gap: 2px; }
.ps-static-hours dt { color: var(--pui-color-text-muted); }
.ps-static-hours dd { margin: 0; font-weight: var(--pui-font-weight-semibold); color: var(--pui-color-text); }
.ps-static-inline-links {
  display: flex;
  flex-wrap: wrap;
  gap: var(--pui-space-3) var(--pui-space-6);
  margin: 0;
  padding: 0;
  list-style: none;
}

/* Get involved */
.ps-static-ways {
  display: grid;
  /* Four ways: two by two on a wide screen, one column on a phone; never 3 + 1. */
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 24rem), 1fr));
  gap: var(--pui-space-5);
  margin: 0;
  padding: 0;
  list-style: none;
}
.ps-static-way {
  display: grid;
  grid-template-rows: auto auto auto 1fr auto;
  gap: var(--pui-space-3);
  min-width: 0;
  padding: var(--pui-space-6);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-top: 4px solid var(--pui-color-accent);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-static-way__icon { background: var(--pui-color-primary-soft); color: var(--pui-color-primary); }
.ps-static-way__title {
  margin: 0;
  font-size: var(--pui-font-size-xl);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
  color: var(--pui-color-text);
}
.ps-static-way__text { margin: 0; color: var(--pui-color-text-muted); }
.ps-static-way__points {
  display: grid;
  align-content: start;
  gap: var(--pui-space-2);
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: var(--pui-font-size-sm);
}
.ps-static-way__points li { position: relative; padding-left: var(--pui-space-6); color: var(--pui-color-text); }
.ps-static-way__points li::before {
  content: '';
  position: absolute;
  left: 0.25rem;
  top: 0.45em;
  width: 0.5rem;
  height: 0.5rem;
  border-radius: 50%;
  background: var(--pui-color-accent);
  box-shadow: 0 0 0 3px var(--pui-color-accent-soft);
}
.ps-static-way__actions { display: flex; flex-wrap: wrap; gap: var(--pui-space-2); padding-top: var(--pui-space-2); }


@media (max-width: 40rem) {
  .ps-static-download { grid-template-columns: auto minmax(0, 1fr); }
  .ps-static-download > .pui-button { grid-column: 1 / -1; }
}
`;
