export const pageCss = `
.pui-page {
  width: 100%;
  max-width: 72rem;
  margin-inline: auto;
  padding: clamp(1.25rem, 1rem + 2vw, 2.5rem) clamp(1rem, 0.5rem + 2.5vw, 2rem) var(--pui-space-12);
}
.pui-page--narrow { max-width: 40rem; }
.pui-page--wide { max-width: 90rem; }
.pui-page--full { max-width: none; }
.pui-page__header {
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: var(--pui-space-4) var(--pui-space-6);
  margin-bottom: clamp(1.5rem, 1rem + 2vw, 2.5rem);
}
.pui-page__heading { min-width: min(100%, 16rem); flex: 1 1 24rem; }
.pui-page__eyebrow {
  margin: 0 0 var(--pui-space-2);
  font-size: var(--pui-font-size-xs);
  font-weight: var(--pui-font-weight-bold);
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: var(--pui-color-primary);
}
.pui-page__title {
  margin: 0;
  font-size: var(--pui-font-size-4xl);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-tight);
  letter-spacing: -0.015em;
  color: var(--pui-color-text);
}
.pui-page__title::after {
  content: '';
  display: block;
  width: 3.5rem;
  height: 4px;
  margin-top: var(--pui-space-3);
  border-radius: var(--pui-radius-pill);
  background: linear-gradient(90deg, var(--pui-color-accent) 0 60%, var(--pui-color-primary) 60% 100%);
}
.pui-page__subtitle {
  margin: var(--pui-space-3) 0 0;
  max-width: 65ch;
  font-size: var(--pui-font-size-lg);
  color: var(--pui-color-text-muted);
}
.pui-page__actions { display: flex; flex-wrap: wrap; gap: var(--pui-space-3); align-items: center; }
.pui-page__body { display: grid; gap: var(--pui-space-8); min-width: 0; }
@media (max-width: 40rem) {
  .pui-page__actions { width: 100%; }
  .pui-page__actions > * { flex: 1 1 auto; }
}
`;
