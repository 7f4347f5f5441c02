import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { makeSounds } from './make-sounds';

const dir = await mkdtemp(path.join(tmpdir(), 'verse-sounds-'));
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The fields of a PCM WAV header. */
function header(wav: Buffer) {
  return {
    riff: wav.toString('ascii', 0, 4),
    riffSize: wav.readUInt32LE(4),
    wave: wav.toString('ascii', 8, 12),
    format: wav.readUInt16LE(20),
    channels: wav.readUInt16LE(22),
    rate: wav.readUInt32LE(24),
    byteRate: wav.readUInt32LE(28),
    bits: wav.readUInt16LE(34),
    data: wav.toString('ascii', 36, 40),
    dataSize: wav.readUInt32LE(40),
  };
}

describe('make-sounds', () => {
  it('writes the six sounds as small, valid 22.05 kHz mono PCM WAV files', async () => {
    const written = await makeSounds(dir);
    expect(written.map((w) => w.name)).toEqual(['correct', 'miss', 'background', 'unwrap', 'success', 'end']);
    for (const { name, file, bytes } of written) {
      expect(path.basename(file)).toBe(`${name}.wav`);
      const wav = await readFile(file);
      expect(wav.byteLength).toBe(bytes);
      const h = header(wav);
      expect(h).toMatchObject({ riff: 'RIFF', wave: 'WAVE', format: 1, channels: 1, rate: 22050, data: 'data' });
      expect(h.riffSize).toBe(wav.byteLength - 8);
      expect(h.byteRate).toBe(22050 * (h.bits / 8));
      expect(h.dataSize).toBeLessThanOrEqual(wav.byteLength - 44);
      const seconds = h.dataSize / h.byteRate;
      if (name === 'background') {
        expect(h.bits).toBe(8);
        expect(seconds).toBeGreaterThanOrEqual(2);
        expect(seconds).toBeLessThanOrEqual(6);
      } else {
        expect(h.bits).toBe(16);
        expect(seconds).toBeGreaterThan(0.2);
        expect(seconds).toBeLessThan(2);
      }
      expect(bytes).toBeLessThan(100 * 1024);
    }
  });

  it('makes the same bytes every time, so the build is reproducible', async () => {
    const again = await makeSounds(path.join(dir, 'again'));
    for (const { name, file } of again) {
      expect((await readFile(file)).equals(await readFile(path.join(dir, `${name}.wav`)))).toBe(true);
    }
  });
});
