export const cardCss = `
.pui-card {
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow: hidden;
  background: var(--pui-color-surface);
  border: 1px solid var(--pui-color-border);
  border-radius: var(--pui-radius-lg);
  box-shadow: var(--pui-shadow-sm);
  color: var(--pui-color-text);
}
.pui-card--interactive {
  transition: box-shadow var(--pui-motion-normal) var(--pui-motion-easing),
    transform var(--pui-motion-normal) var(--pui-motion-easing),
    border-color var(--pui-motion-normal) var(--pui-motion-easing);
}
.pui-card--interactive:hover, .pui-card--interactive:focus-within {
  box-shadow: var(--pui-shadow-lg);
  border-color: var(--pui-color-gray-300);
  transform: translateY(-2px);
}
.pui-card--accent { border-top: 4px solid var(--pui-color-primary); }
.pui-card__media {
  position: relative;
  aspect-ratio: var(--pui-card-aspect, 16 / 9);
  overflow: hidden;
  background: linear-gradient(135deg, var(--pui-color-primary-soft), var(--pui-color-accent-soft));
}
.pui-card__media > img { display: block; width: 100%; height: 100%; object-fit: cover; }
.pui-card__content { display: grid; gap: var(--pui-space-2); align-content: start; flex: 1 1 auto; padding: var(--pui-space-5); }
.pui-card__eyebrow {
  margin: 0;
  font-size: var(--pui-font-size-xs);
  font-weight: var(--pui-font-weight-bold);
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: var(--pui-color-primary);
}
.pui-card__title {
  margin: 0;
  font-size: var(--pui-font-size-lg);
  font-weight: var(--pui-font-weight-bold);
  line-height: var(--pui-line-height-snug);
  color: var(--pui-color-text);
}
.pui-card__body { color: var(--pui-color-text-muted); font-size: var(--pui-font-size-sm); min-width: 0; overflow-wrap: anywhere; }
.pui-card__body > :first-child { margin-top: 0; }
.pui-card__body > :last-child { margin-bottom: 0; }
.pui-card__footer {
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: var(--pui-space-2) var(--pui-space-3);
  padding: var(--pui-space-3) var(--pui-space-5);
  border-top: 1px solid var(--pui-color-border);
  background: var(--pui-color-surface-raised);
  font-size: var(--pui-font-size-sm);
  color: var(--pui-color-text-muted);
}
`;
