// Helpers for the UI tests of the shell and every remote, reached as `@party/shared-ui/testing`. Test-only:
// it starts a Node HTTP server and sets the session by hand, so app code never imports it (lint forbids it)
// and it is not shared through Module Federation.
export {
  fail,
  nativeFormData,
  ok,
  startTestApi,
  type RecordedRequest,
  type TestApi,
  type TestHandler,
  type TestReply,
} from '../api-client/test-api-server';
export { setupTestApi, type TestApiHooks } from './setup-test-api';
/** A session as a sign-in would leave it (or none), without going through the API. */
export { endSession, startSession } from '../session/session-store';
