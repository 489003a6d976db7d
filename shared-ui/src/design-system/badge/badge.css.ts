export const badgeCss = `
.pui-badge {
  display: inline-flex;
  align-items: center;
  gap: var(--pui-space-1);
  padding: 0.125rem var(--pui-space-2);
  border: 1px solid transparent;
  border-radius: var(--pui-radius-pill);
  font-size: var(--pui-font-size-xs);
  font-weight: var(--pui-font-weight-semibold);
  line-height: 1.4;
  white-space: nowrap;
  vertical-align: middle;
}
.pui-badge--dot::before { content: ''; width: 0.45rem; height: 0.45rem; border-radius: 50%; background: currentColor; }
.pui-badge--neutral { background: var(--pui-color-neutral-soft); color: var(--pui-color-neutral-ink); border-color: var(--pui-color-gray-200); }
.pui-badge--success { background: var(--pui-color-success-soft); color: var(--pui-color-success-ink); border-color: #c4e3cf; }
.pui-badge--warning { background: var(--pui-color-warning-soft); color: var(--pui-color-warning-ink); border-color: #f3dcb0; }
.pui-badge--danger { background: var(--pui-color-danger-soft); color: var(--pui-color-danger-ink); border-color: #f2c6c3; }
.pui-badge--info { background: var(--pui-color-info-soft); color: var(--pui-color-info-ink); border-color: #c5d8f0; }
.pui-badge--accent { background: var(--pui-color-accent-soft); color: var(--pui-color-accent-ink); border-color: #f4df9a; }
`;
