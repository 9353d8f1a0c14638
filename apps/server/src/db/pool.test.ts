import { describe, expect, it } from 'vitest';
import { isTemporarilyUnavailable, unavailableReason } from './pool.ts';

const withCode = (code: string, message = 'failed') => Object.assign(new Error(message), { code });

describe('isTemporarilyUnavailable', () => {
  it('knows network failures, connection-level SQL states and the driver pool messages', () => {
    for (const error of [
      withCode('ECONNREFUSED'),
      withCode('ECONNRESET'),
      withCode('ETIMEDOUT'),
      withCode('57P01', 'terminating connection due to administrator command'),
      withCode('57P03', 'the database system is starting up'),
      withCode('08006'),
      withCode('57014', 'canceling statement due to statement timeout'),
      withCode('53300', 'too many connections'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
    ]) {
      expect(isTemporarilyUnavailable(error), String(error.message)).toBe(true);
    }
  });

  it('looks through Drizzle wrappers and aggregate errors', () => {
    const wrapped = Object.assign(new Error('Failed query: select 1\nparams: '), { cause: withCode('ECONNREFUSED') });
    expect(isTemporarilyUnavailable(wrapped)).toBe(true);
    expect(isTemporarilyUnavailable(new AggregateError([withCode('ECONNREFUSED')], 'connect'))).toBe(true);
  });

  it('leaves real mistakes alone: constraint violations, syntax errors, programming errors', () => {
    for (const error of [
      withCode('23505', 'duplicate key value violates unique constraint'),
      withCode('42601', 'syntax error'),
      withCode('22P02', 'invalid input syntax for type uuid'),
      new TypeError('x is not a function'),
      Object.assign(new Error('Failed query'), { cause: withCode('23503') }),
      null,
      'ECONNREFUSED',
    ]) {
      expect(isTemporarilyUnavailable(error), String(error)).toBe(false);
    }
  });

  it('logs the innermost cause, never the wrapper that carries the SQL values', () => {
    const wrapped = Object.assign(new Error('Failed query: insert ...\nparams: secret@example.com'), {
      cause: withCode('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    });
    expect(unavailableReason(wrapped)).toBe('ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:5432');
  });
});
