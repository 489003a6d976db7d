// Page stylesheets are injected by the shared helper; see shared-ui/src/page-styles.
export { useInjectedStyles } from '@party/shared-ui';
