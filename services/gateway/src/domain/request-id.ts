import { randomUUID } from 'node:crypto';

/** Ids we accept from a caller: short, and only characters that cannot break a log line or a header. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/** Keeps the caller's request id when it looks like one (a load balancer's trace id), otherwise makes a new one. */
export function chooseRequestId(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
