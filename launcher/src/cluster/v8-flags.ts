import type { ProcessSpec } from './topology.js';

export const DEFAULT_HEAP_MB = 192;

/**
 * The young generation's semi-space, in MB, of the processes that answer every bet over HTTP: they
 * allocate the most per request, and 32 MB instead of V8's 16 halves how often they collect it. In the
 * benchmark (back to back, twice) that was about 5% less CPU per bet in each, for about 30 MB more RSS.
 * The other services keep V8's default, since they gain little and would pay the memory all the same.
 */
const SEMI_SPACE_MB: Partial<Record<ProcessSpec['service'], number>> = { gateway: 32, games: 32 };

/**
 * V8's memory flags for one service process (the Docker image sets the same through SERVICE_HEAP_MB and
 * SERVICE_SEMI_SPACE_MB). `semiSpaceMb`, when given, applies to every service.
 */
export function v8MemoryFlags(service: ProcessSpec['service'], memory: { heapMb: number; semiSpaceMb?: number }): string[] {
  const heapMb = memory.heapMb;
  const semiSpaceMb = memory.semiSpaceMb ?? SEMI_SPACE_MB[service];
  return [`--max-old-space-size=${heapMb}`, ...(semiSpaceMb ? [`--max-semi-space-size=${semiSpaceMb}`] : [])];
}
