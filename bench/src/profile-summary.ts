// Where each process spent its CPU during the measured load: reads the .cpuprofile files that
// `npm run bench -- --profile=DIR` leaves in DIR with its windows.json, counts only the samples taken
// inside the load window, and prints per process its CPU time per bet and what that time went to.
//   npx tsx bench/src/profile-summary.ts DIR
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** One measured load: the monotonic clock (µs, the profiles' own) at its start and end, and the processes. */
export interface ProfileWindow {
  label: string;
  startUs: number;
  endUs: number;
  bets: number;
  processes: Record<string, string>;
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** What a sampled frame belongs to: an npm package, a Node built-in, this repository's code, or V8's own. */
function categoryOf(frame: { functionName: string; url: string }): string {
  const { url, functionName } = frame;
  if (!url) return functionName || '(native)';
  const inModules = url.lastIndexOf('node_modules/');
  if (inModules >= 0) {
    const parts = url.slice(inModules + 'node_modules/'.length).split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (url.startsWith('node:')) return url;
  const repo = /\/(services|packages)\/([^/]+)\//.exec(url);
  return repo ? `${repo[1]}/${repo[2]} (ours)` : url;
}

export function summarizeProfile(profile: CpuProfile, window: ProfileWindow) {
  const frames = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  const byCategory = new Map<string, number>();
  let at = profile.startTime;
  let busyUs = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    at += delta;
    if (at < window.startUs || at > window.endUs) return;
    const category = categoryOf(frames.get(id)!);
    if (category === '(idle)') return;
    busyUs += delta;
    byCategory.set(category, (byCategory.get(category) ?? 0) + delta);
  });
  const top = [...byCategory.entries()].sort((a, b) => b[1] - a[1]).slice(0, 8);
  return { busyMs: busyUs / 1000, msPerBet: window.bets ? busyUs / 1000 / window.bets : 0, top: top.map(([name, us]) => ({ name, share: busyUs ? us / busyUs : 0 })) };
}

function main(dir: string) {
  const windows = JSON.parse(readFileSync(join(dir, 'windows.json'), 'utf8')) as ProfileWindow[];
  const files = readdirSync(dir).filter((f) => f.endsWith('.cpuprofile'));
  for (const window of windows) {
    const seconds = (window.endUs - window.startUs) / 1e6;
    process.stdout.write(`\n${window.label}: ${window.bets} bets in ${seconds.toFixed(1)} s\n`);
    let total = 0;
    for (const [pid, name] of Object.entries(window.processes)) {
      const file = files.find((f) => f.split('.')[3] === pid);
      if (!file) continue;
      const s = summarizeProfile(JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile, window);
      total += s.msPerBet;
      const parts = s.top.map((t) => `${t.name} ${(t.share * 100).toFixed(0)}%`).join(', ');
      process.stdout.write(`  ${name.padEnd(8)} ${s.msPerBet.toFixed(2)} ms CPU per bet (${((s.busyMs / 1000 / seconds) * 100).toFixed(0)}% of a core): ${parts}\n`);
    }
    process.stdout.write(`  all Node processes: ${total.toFixed(2)} ms CPU per bet\n`);
  }
}

if (process.argv[2]) main(process.argv[2]);
