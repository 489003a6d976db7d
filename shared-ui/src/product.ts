/** The name in every header and page title; one constant so the shell and standalone remotes agree. */
export const PRODUCT_NAME = 'Constituency Branch';
