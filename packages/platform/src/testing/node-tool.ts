import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

export interface ToolRun {
  code: number;
  stdout: string;
  stderr: string;
}

/**
 * Runs a built command-line tool (`dist/tools/*.js`) with Node and only the environment given (PATH
 * aside), and answers how it ended instead of throwing on a non-zero exit: tests read its exit code and
 * what it printed.
 */
export function runNodeTool(script: string, args: readonly string[], env: Record<string, string | undefined>): Promise<ToolRun> {
  return promisify(execFile)(process.execPath, [script, ...args], { env: { PATH: process.env.PATH, ...env } }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (err: ToolRun) => ({ code: err.code, stdout: err.stdout, stderr: err.stderr }),
  );
}
