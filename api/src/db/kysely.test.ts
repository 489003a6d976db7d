import { describe, expect, it } from 'vitest';
import { connectionDeadlines, DatabaseUnavailableError, isDatabaseUnavailable } from './kysely.js';

describe('connectionDeadlines', () => {
  it('gives up on a query a second after the server would have cancelled it, and on a lock sooner', () => {
    expect(connectionDeadlines({})).toEqual({
      statement_timeout: 5000,
      query_timeout: 6000,
      lock_timeout: 2000,
    });
    expect(connectionDeadlines({ statementTimeoutMs: 1000 })).toEqual({
      statement_timeout: 1000,
      query_timeout: 2000,
      lock_timeout: 1000,
    });
  });

  it('takes the deadlines it is given', () => {
    expect(connectionDeadlines({ statementTimeoutMs: 4000, queryTimeoutMs: 8000, lockTimeoutMs: 0 })).toEqual(
      {
        statement_timeout: 4000,
        query_timeout: 8000,
        lock_timeout: 0,
      },
    );
  });

  it('sets no deadline at all when statements may run without limit (migrations run by hand)', () => {
    expect(connectionDeadlines({ statementTimeoutMs: 0 })).toEqual({
      statement_timeout: 0,
      query_timeout: 0,
      lock_timeout: 0,
    });
  });
});

describe('isDatabaseUnavailable', () => {
  const coded = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

  it('counts a missed query deadline, a lock wait past its limit and a cancelled statement as unavailability', () => {
    expect(isDatabaseUnavailable(new Error('Query read timeout'))).toBe(true);
    expect(
      isDatabaseUnavailable(new DatabaseUnavailableError('The database did not answer within 6000 ms')),
    ).toBe(true);
    expect(isDatabaseUnavailable(coded('55P03', 'canceling statement due to lock timeout'))).toBe(true);
    expect(isDatabaseUnavailable(coded('57014', 'canceling statement due to statement timeout'))).toBe(true);
  });

  it('does not count faults in the query or the data', () => {
    expect(isDatabaseUnavailable(coded('23505', 'duplicate key value'))).toBe(false);
    expect(isDatabaseUnavailable(coded('42P01', 'relation does not exist'))).toBe(false);
    expect(isDatabaseUnavailable(new Error('something else'))).toBe(false);
  });
});
