import type { EventType } from '@app/contracts';

const EVENTS_STREAM = 'EVENTS';
const SETTINGS_BUCKET = 'settings';

/** Subjects, stream and bucket names of one namespace. */
export class Names {
  constructor(private readonly ns: string) {}
  subject(s: string) {
    return this.ns ? `${this.ns}.${s}` : s;
  }
  eventType(subject: string) {
    return (this.ns ? subject.slice(this.ns.length + 1) : subject) as EventType;
  }
  get stream() {
    return this.ns ? `${this.ns}_${EVENTS_STREAM}` : EVENTS_STREAM;
  }
  get bucket() {
    return this.ns ? `${this.ns}_${SETTINGS_BUCKET}` : SETTINGS_BUCKET;
  }
}
