import { describe, expect, it } from 'vitest';
import { runCommandHandler } from '../../src/bus/command-codec.js';
import { toAppError } from '../../src/http/service-app.js';

// What PostgreSQL stopping looks like to a service (seen in test/e2e/faults/postgres-outage.test.ts):
// each must answer 503 UNAVAILABLE, never a 500.
describe('a database that went away is a 503, not a 500', () => {
  it.each([
    ['pg: a pooled connection that died', new Error('Client has encountered a connection error and is not queryable')],
    ['Prisma P1001', Object.assign(new Error("\nInvalid `prisma.user.findUnique()` invocation:\n\n\nCan't reach database server at 127.0.0.1:5432"), { code: 'P1001' })],
    ['Prisma P1017', Object.assign(new Error('Server has closed the connection.'), { code: 'P1017' })],
    ['the server shutting down', Object.assign(new Error('the database system is shutting down'), { code: '57P03' })],
  ])('%s', (_name, error) => {
    expect(toAppError(error)).toMatchObject({ code: 'UNAVAILABLE', status: 503 });
  });

  it('still hides any other error as a 500', () => {
    expect(toAppError(new Error('boom'))).toMatchObject({ code: 'INTERNAL', status: 500 });
  });
});

describe('a command whose handler lost the database', () => {
  it('replies UNAVAILABLE (retriable), not INTERNAL', async () => {
    const lost = Object.assign(new Error("Can't reach database server at 127.0.0.1:5432"), { code: 'P1001' });
    const reply = await runCommandHandler('wallet.v1.account.get', { userId: 'u1' }, () => Promise.reject(lost));
    expect(reply).toMatchObject({ ok: false, error: { code: 'UNAVAILABLE' } });
  });

  it('still lets any other failure through to the bus (logged, replied INTERNAL)', async () => {
    await expect(runCommandHandler('wallet.v1.account.get', { userId: 'u1' }, () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });
});
