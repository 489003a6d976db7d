// The chrome's stylesheet is injected by the shared helper, as the remotes' page styles are; see
// shared-ui/src/page-styles.
export { injectStyles } from '@party/shared-ui';
