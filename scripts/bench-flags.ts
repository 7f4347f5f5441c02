// The flags the benches share. A browser bench measures the running server (`npm start`) at --base,
// a loopback origin, with the CPU slowed down --rate times; a local bench serves its own seeded
// state on --port (--prebuilt: the build already made) for --rounds rounds.
import { parseArgs, type ParseArgsConfig } from 'node:util';

type ParseArgsOptionsConfig = NonNullable<ParseArgsConfig['options']>;

type Values<O extends ParseArgsOptionsConfig> = { [K in keyof O]: O[K] extends { type: 'boolean' } ? boolean : O[K] extends { default: string } ? string : string | undefined };

const parse = <O extends ParseArgsOptionsConfig>(options: O) => parseArgs({ options }).values as unknown as Values<O>;

/** A number flag, kept within `min` and `max`. */
export const bounded = (value: string, min: number, max: number): number => Math.max(min, Math.min(max, Number(value)));

/** A browser bench's flags: its own, then `base` (checked to be a loopback origin) and `rate` (1 to 20). */
export function browserBenchFlags<O extends ParseArgsOptionsConfig>(own: O) {
  const values = parse({ base: { type: 'string', default: 'http://127.0.0.1:8787' }, rate: { type: 'string', default: '4' }, ...own });
  const base = values.base as string;
  if (!/^http:\/\/(?:127\.0\.0\.1|localhost)(?::\d+)?$/.test(base)) throw new Error('--base must be a loopback origin, e.g. http://127.0.0.1:8787');
  return { values, base, rate: bounded(values.rate as string, 1, 20) };
}

/** A local bench's flags: its own, then `rounds`, `port` and `prebuilt`. */
export function localBenchFlags<O extends ParseArgsOptionsConfig>(own: O, defaults: { rounds: string; port: string }) {
  return parse({
    ...own,
    rounds: { type: 'string', default: defaults.rounds },
    port: { type: 'string', default: defaults.port },
    prebuilt: { type: 'boolean', default: false },
  });
}
