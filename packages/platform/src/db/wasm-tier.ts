import { setFlagsFromString } from 'node:v8';

let applied = false;

/**
 * Keeps WebAssembly on V8's baseline compiler (Liftoff) in this process. Prisma's query compiler is
 * WebAssembly, and V8's optimising tier (TurboFan) recompiles its hot functions in the background and
 * keeps the result: in a probe here a process holding one Prisma client went from 99 MB to 149 MB of
 * RSS with it, for no measurable gain (3,000 model queries took the same CPU time either way: their cost
 * is in JavaScript and in the database, not in the compiler). Called for the distributed mode only,
 * before the first client compiles anything: in the embedded mode PGlite is WebAssembly too, and there
 * the optimising tier is the database's speed.
 */
export function keepWasmOnBaselineCompiler(): void {
  if (applied) return;
  setFlagsFromString('--liftoff-only');
  applied = true;
}
