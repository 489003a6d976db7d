// The async boundary: shared modules (React, the router, shared-ui) are negotiated with the host before
// anything that uses them runs.
void import('./bootstrap');
