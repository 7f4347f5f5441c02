// Writes the student tools' sounds as WAV files into a folder: `tsx scripts/make-sounds.ts <dir>`.
// Every sound is synthesized by widgets/tool-kit/synth.ts (no recorded or downloaded audio); the
// build serves the folder at /sounds/<name>.wav.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { SAMPLE_RATE, SOUND_NAMES, encodeWav, soundBits, synthesize, type SoundName } from '../widgets/tool-kit/synth.ts';

export async function makeSounds(dir: string): Promise<{ name: SoundName; file: string; bytes: number }[]> {
  await mkdir(dir, { recursive: true });
  const written = [];
  for (const name of SOUND_NAMES) {
    const wav = encodeWav(synthesize(name, SAMPLE_RATE), SAMPLE_RATE, soundBits[name]);
    const file = path.join(dir, `${name}.wav`);
    await writeFile(file, wav);
    written.push({ name, file, bytes: wav.byteLength });
  }
  return written;
}

async function main() {
  const dir = process.argv[2];
  if (!dir) {
    console.error('Usage: tsx scripts/make-sounds.ts <output folder>');
    process.exit(1);
  }
  for (const { file, bytes } of await makeSounds(path.resolve(dir))) console.log(`${file}  ${(bytes / 1024).toFixed(1)} KB`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
