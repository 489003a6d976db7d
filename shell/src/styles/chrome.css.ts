/**
 * The chrome's styles (the skip link, the navigation bar, the footer and the start-up failure): prefixed
 * `shell-` so they cannot touch a remote's markup, and built on the design system's tokens (with the same
 * values as fallbacks, for the moment before those load).
 */
export const chromeCss = `
body { margin: 0; }
.shell-app { min-height: 100vh; display: flex; flex-direction: column; background: var(--pui-color-bg, #f6f7f4);
  color: var(--pui-color-text, #1d2621); font-family: var(--pui-font-family, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif); }
.shell-skip { position: absolute; left: -9999px; top: 0; z-index: 100; background: #fff; padding: 0.5rem 1rem; }
.shell-skip:focus { left: 1rem; top: 1rem; }
.shell-visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; overflow: hidden;
  clip: rect(0 0 0 0); white-space: nowrap; border: 0; }
.shell-header { background: var(--pui-color-primary, #0b6b3a); color: #fff; box-shadow: 0 2px 8px rgb(0 0 0 / 0.15);
  position: sticky; top: 0; z-index: 50; }
.shell-header__inner { max-width: 1200px; margin: 0 auto; padding: 0.5rem 1rem; display: flex; align-items: center; gap: 1rem; }
.shell-logo { display: flex; align-items: center; gap: 0.6rem; color: #fff; text-decoration: none; font-weight: 700; }
.shell-logo__mark { display: inline-grid; place-items: center; width: 2.5rem; height: 2.5rem; border-radius: 50%;
  background: var(--pui-color-accent, #f2b705); color: var(--pui-color-text, #18201b); font-size: 0.95rem; }
.shell-logo__text { font-size: 1.1rem; white-space: nowrap; }
/* A long first name must not push the menu onto a second row. */
.shell-account__greeting { max-width: 9rem; overflow: hidden; text-overflow: ellipsis; }
.shell-menu-button { display: none; margin-left: auto; background: transparent; color: #fff; border: 1px solid rgb(255 255 255 / 0.5);
  border-radius: 6px; font-size: 1.25rem; padding: 0.25rem 0.6rem; cursor: pointer; }
.shell-nav { display: flex; align-items: center; gap: 0.5rem; margin-left: auto; }
.shell-nav__list { display: flex; flex-wrap: wrap; gap: 0.1rem; list-style: none; margin: 0; padding: 0; }
.shell-nav__link { display: block; white-space: nowrap; color: #fff; text-decoration: none; padding: 0.5rem 0.6rem; border-radius: 6px; font-size: 0.95rem; }
.shell-nav__link:hover { background: rgb(255 255 255 / 0.12); }
.shell-nav__link.active { background: rgb(0 0 0 / 0.22); box-shadow: inset 0 -3px 0 var(--pui-color-accent, #f2b705); }
.shell-app a:focus-visible, .shell-app button:focus-visible { outline: 3px solid var(--pui-color-accent, #f2b705); outline-offset: 2px; }
.shell-account { position: relative; }
.shell-group { position: relative; }
.shell-group__button { background: transparent; border: 0; font: inherit; cursor: pointer; }
.shell-group__panel { position: absolute; left: 0; top: calc(100% + 0.3rem); min-width: 12rem; list-style: none; margin: 0;
  background: #fff; color: var(--pui-color-text, #1d2621); border-radius: 10px; box-shadow: 0 12px 32px rgb(0 0 0 / 0.18);
  padding: 0.4rem; z-index: 60; }
.shell-account__button { white-space: nowrap; display: flex; align-items: center; gap: 0.5rem; background: rgb(255 255 255 / 0.12); color: #fff;
  border: 1px solid rgb(255 255 255 / 0.35); border-radius: 999px; padding: 0.3rem 0.8rem; font: inherit; cursor: pointer; }
.shell-account__panel { position: absolute; right: 0; top: calc(100% + 0.4rem); min-width: 14rem; background: #fff;
  color: var(--pui-color-text, #1d2621); border-radius: 10px; box-shadow: 0 12px 32px rgb(0 0 0 / 0.18); padding: 0.4rem; }
.shell-account__list { list-style: none; margin: 0; padding: 0; }
.shell-account__list--admin { border-top: 1px solid #e3e6e1; margin-top: 0.3rem; padding-top: 0.3rem; }
.shell-account__link { display: block; padding: 0.45rem 0.7rem; border-radius: 6px; color: inherit; text-decoration: none; }
.shell-account__status { margin: 0; padding: 0.45rem 0.7rem; color: #4a5560; font-size: 0.9rem; }
.shell-account__link:hover, .shell-account__link.active { background: #eef5f0; color: var(--pui-color-primary, #0b6b3a); }
.shell-account__logout { width: 100%; text-align: left; margin-top: 0.3rem; padding: 0.45rem 0.7rem; border: 0; border-top: 1px solid #e3e6e1;
  background: transparent; color: var(--pui-color-danger, #b42318); font: inherit; cursor: pointer; }
.shell-avatar { width: 1.8rem; height: 1.8rem; border-radius: 50%; object-fit: cover; }
.shell-avatar--initial { display: inline-grid; place-items: center; background: var(--pui-color-accent, #f2b705);
  color: var(--pui-color-primary, #0b6b3a); font-weight: 700; }
.shell-health { background: #fff4d6; color: #5c4300; border-bottom: 1px solid #f2d27a; padding: 0.75rem 1rem; text-align: center; font-weight: 600; }
.shell-main { flex: 1; width: 100%; max-width: 1200px; margin: 0 auto; padding: 1.5rem 1rem 3rem; box-sizing: border-box; }
.shell-main:focus { outline: none; }
.shell-footer { background: #10261a; color: #d9e4dc; padding: 2rem 1rem; font-size: 0.9rem; }
.shell-footer__inner { max-width: 1200px; margin: 0 auto; display: flex; flex-wrap: wrap; gap: 1rem; justify-content: space-between; }
.shell-footer a { color: #fff; }
.shell-footer__versions { flex-basis: 100%; margin: 0; font-size: 0.75rem; color: #9fb3a6; }
.shell-fatal { max-width: 40rem; margin: 4rem auto; padding: 2rem; background: #fff; border-radius: 12px; font-family: system-ui, sans-serif; }
@media (max-width: 900px) {
  .shell-menu-button { display: inline-block; }
  .shell-nav { display: none; position: absolute; left: 0; right: 0; top: 100%; flex-direction: column; align-items: stretch;
    background: var(--pui-color-primary, #0b6b3a); padding: 0.5rem 1rem 1rem; }
  .shell-nav--open { display: flex; }
  .shell-nav__list { flex-direction: column; }
  .shell-account__panel, .shell-group__panel { position: static; margin-top: 0.4rem; box-shadow: none; }
}
`;
