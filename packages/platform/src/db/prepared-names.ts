import { createHash } from 'node:crypto';

/** More distinct statements than this are not worth a name each (nothing here builds SQL that varies so). */
const MAX_NAMED = 500;

/**
 * Names for the plain-SQL statements, so that each pooled connection parses and plans a statement once
 * and then only binds and executes it (PostgreSQL's extended protocol with a named statement). The bet
 * path's CTEs cost more to plan than to run; unnamed, they were planned on every call. The name is a
 * digest of the text, so equal texts share it and a different text can never reuse another's plan.
 */
export class PreparedNames {
  private readonly names = new Map<string, string>();

  nameOf(text: string): string | undefined {
    const known = this.names.get(text);
    if (known || this.names.size >= MAX_NAMED) return known;
    const name = `p_${createHash('sha256').update(text).digest('base64url').slice(0, 24)}`;
    this.names.set(text, name);
    return name;
  }
}
