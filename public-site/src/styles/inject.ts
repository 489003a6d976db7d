// Page stylesheets are injected by the shared helper; see shared-ui/src/page-styles.
export { injectStyles, PAGE_STYLE_ATTRIBUTE, useInjectedStyles } from '@party/shared-ui';
