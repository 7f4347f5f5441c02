import type { Plugin } from 'vite';
import { loadModule } from './load.ts';
import { clientOnly } from './client.ts';

type Synth = typeof import('../../widgets/tool-kit/synth.ts');

async function wavFiles(): Promise<Map<string, Uint8Array>> {
  const { SAMPLE_RATE, SOUND_NAMES, encodeWav, soundBits, synthesize } = await loadModule<Synth>('widgets/tool-kit/synth.ts');
  return new Map(SOUND_NAMES.map((name) => [`sounds/${name}.wav`, new Uint8Array(encodeWav(synthesize(name, SAMPLE_RATE), SAMPLE_RATE, soundBits[name]))]));
}

/**
 * The student tools' sounds at `/sounds/<name>.wav`, synthesized by the tool kit's own code
 * (no recorded or downloaded audio): written by the build, made on request by `vite dev`.
 */
export function sounds(): Plugin {
  return {
    name: 'verse-sounds',
    applyToEnvironment: clientOnly,
    configureServer(server) {
      let files: Promise<Map<string, Uint8Array>> | undefined;
      server.middlewares.use(async (req, res, next) => {
        const path = new URL(req.url ?? '/', 'http://dev.local').pathname.slice(1);
        if (!path.startsWith('sounds/')) return next();
        const wav = (await (files ??= wavFiles())).get(path);
        if (!wav) return next();
        res.setHeader('Content-Type', 'audio/wav');
        res.end(wav);
      });
    },
    async generateBundle() {
      for (const [fileName, source] of await wavFiles()) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
