import { describe, expect, it } from 'vitest';
import { findOperation, loadDocument, REPOSITORY_ROOT } from './contract';
import { scanFrontendCalls } from './frontend-calls';

const document = loadDocument();
// Reading every frontend source with the type checker takes a few seconds.
const scan = scanFrontendCalls(REPOSITORY_ROOT);

describe('the frontends call only what the API documents', () => {
  it('finds the calls and can follow every one of them', () => {
    expect(scan.unresolved).toEqual([]);
    // A scanner that finds nothing would pass everything below.
    expect(scan.calls.length).toBeGreaterThan(50);
  });

  it('finds each called method and path in the document', () => {
    const missing = scan.calls
      .filter((call) => !findOperation(document, call.method, `/api${call.path}`))
      .map((call) => `${call.method} ${call.path} (${call.where})`);
    expect(missing).toEqual([]);
  });

  it('sends only documented query parameters', () => {
    const undocumented = scan.calls.flatMap((call) => {
      const ref = findOperation(document, call.method, `/api${call.path}`);
      if (!ref) return [];
      const documented = new Set(
        (ref.operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      );
      return call.query
        .filter((name) => !documented.has(name))
        .map((name) => `${ref.operation.operationId}: ?${name} (${call.where})`);
    });
    expect(undocumented).toEqual([]);
  });
});
