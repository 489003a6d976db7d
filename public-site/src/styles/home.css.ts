/**
 * The home page (features/home): the hero, the Why Choose Us reasons and the links onward. Classes are
 * `ps-home-` prefixed; values come from the design tokens.
 */
export const homeCss = `
:where([class*='ps-home']), :where([class*='ps-home'])::before, :where([class*='ps-home'])::after {
  box-sizing: border-box;
}
.ps-home {
  display: grid;
  gap: clamp(2rem, 1.5rem + 2vw, 3.5rem);
  width: 100%;
  max-width: 72rem;
  margin-inline: auto;
  padding: clamp(1rem, 0.5rem + 2vw, 2rem) clamp(1rem, 0.5rem + 2.5vw, 2rem) var(--pui-space-12);
}

.ps-home-hero {
  position: relative;
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  align-items: center;
  gap: var(--pui-space-8);
  padding: clamp(2rem, 1.25rem + 4vw, 4.5rem) clamp(1.25rem, 1rem + 3vw, 3.5rem);
  overflow: hidden;
  border-radius: var(--pui-radius-xl);
  background:
    radial-gradient(circle at 88% 18%, rgb(242 183 5 / 0.26), transparent 42%),
    linear-gradient(135deg, var(--pui-color-primary) 0%, var(--pui-color-primary-active) 100%);
  color: var(--pui-color-primary-contrast);
  box-shadow: var(--pui-shadow-lg);
}
.ps-home-hero::after {
  content: '';
  position: absolute;
  inset: auto 0 0 0;
  height: 6px;
  background: var(--pui-color-accent);
}
.ps-home-hero__content { display: grid; gap: var(--pui-space-4); min-width: 0; }
.ps-home-hero__eyebrow {
  margin: 0;
  font-size: var(--pui-font-size-xs);
  font-weight: var(--pui-font-weight-bold);
  letter-spacing: 0.1em;
  text-transform: uppercase;
  color: var(--pui-color-accent);
}
.ps-home-hero__title {
  margin: 0;
  max-width: 18ch;
  font-size: clamp(2rem, 1.4rem + 2.6vw, 3.25rem);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
  letter-spacing: -0.02em;
}
.ps-home-hero__lead {
  margin: 0;
  max-width: 56ch;
  font-size: var(--pui-font-size-lg);
  color: rgb(255 255 255 / 0.92);
}
.ps-home-hero__actions { display: flex; flex-wrap: wrap; gap: var(--pui-space-3); margin-top: var(--pui-space-2); }
.ps-home-hero .pui-button--primary { background: var(--pui-color-accent); color: var(--pui-color-text); }
.ps-home-hero .pui-button--primary:hover { background: var(--pui-color-accent-soft); }
.ps-home-hero .pui-button--secondary {
  background: transparent;
  color: var(--pui-color-primary-contrast);
  border-color: rgb(255 255 255 / 0.7);
}
.ps-home-hero .pui-button--secondary:hover { background: rgb(255 255 255 / 0.12); border-color: var(--pui-color-primary-contrast); }
.ps-home-hero__emblem { width: clamp(8rem, 18vw, 13rem); height: auto; color: var(--pui-color-primary-contrast); }
.ps-home-hero__emblem-core { fill: var(--pui-color-accent); fill-opacity: 0.9; }
.ps-home-hero__emblem-dot { fill: var(--pui-color-primary-contrast); fill-opacity: 0.85; }

.ps-home-reasons {
  display: grid;
  /* Six reasons: three columns on a wide screen, two on a tablet, one on a phone; never 4 + 2. */
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 19rem), 1fr));
  gap: var(--pui-space-5);
  margin: 0;
  padding: 0;
  list-style: none;
}
.ps-home-reason {
  display: grid;
  align-content: start;
  gap: var(--pui-space-3);
  min-width: 0;
  padding: var(--pui-space-6);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
}
.ps-home-reason__icon {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 3rem;
  height: 3rem;
  border-radius: var(--pui-radius-md);
  background: var(--pui-color-primary-soft);
  color: var(--pui-color-primary);
  box-shadow: inset 0 -3px 0 var(--pui-color-accent);
}
.ps-home-icon { display: block; }
.ps-home-reason__title {
  margin: 0;
  font-size: var(--pui-font-size-lg);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-snug);
  color: var(--pui-color-text);
}
.ps-home-reason__text { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }

.ps-home-links {
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 15rem), 1fr));
  gap: var(--pui-space-4);
  margin: 0;
  padding: 0;
  list-style: none;
}
.ps-home-link {
  display: grid;
  grid-template-rows: auto 1fr auto;
  gap: var(--pui-space-2);
  min-width: 0;
  padding: var(--pui-space-5);
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-left: 4px solid var(--pui-color-accent);
  border-radius: var(--pui-radius-md);
}
.ps-home-link__title { margin: 0; font-size: var(--pui-font-size-md); font-weight: var(--pui-font-weight-bold); color: var(--pui-color-text); }
.ps-home-link__text { margin: 0; font-size: var(--pui-font-size-sm); color: var(--pui-color-text-muted); }
.ps-home-link__anchor {
  display: inline-flex;
  align-items: center;
  gap: var(--pui-space-1);
  justify-self: start;
  font-size: var(--pui-font-size-sm);
  font-weight: var(--pui-font-weight-semibold);
  color: var(--pui-color-primary);
  text-decoration: underline;
  text-underline-offset: 0.2em;
  border-radius: var(--pui-radius-sm);
}
.ps-home-link__anchor:hover { color: var(--pui-color-primary-active); text-decoration-thickness: 2px; }
.ps-home-link__anchor:focus-visible { outline: 2px solid transparent; box-shadow: var(--pui-focus-ring); }
.ps-home-arrow { flex: none; transition: transform var(--pui-motion-fast) var(--pui-motion-easing); }
.ps-home-link__anchor:hover .ps-home-arrow { transform: translateX(2px); }

@media (max-width: 48rem) {
  .ps-home-hero { grid-template-columns: minmax(0, 1fr); }
  .ps-home-hero__emblem { display: none; }
}
@media (prefers-reduced-motion: reduce) {
  .ps-home-arrow { transition: none; }
}
`;
