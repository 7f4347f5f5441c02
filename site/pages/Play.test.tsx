// What the build draws into /play's one page (worker/src/site/play-page.ts then leaves out what an
// address does not show): the box for a code and the spinner of a code's game, each marked.
import { renderToString } from 'react-dom/server';
import { expect, it } from 'vitest';
import { App, pages } from '../App';

it('/play’s page holds the box for a code and the spinner of a code’s game, each marked for the worker', async () => {
  await pages['/play']!.preload();
  const main = /<main[^>]*>(.*)<\/main>/.exec(renderToString(<App ssrPath="/play" />))?.[1] ?? '';
  const box = /<section[^>]*data-play="no-code"[^>]*>.*?<\/section>/.exec(main)?.[0] ?? '';
  expect(box).toContain('Type your code');
  expect(box).toContain('Your code');
  expect(main.replace(box, '')).toMatch(/^<div[^>]*data-play="code"[^>]*>.*Loading the game….*<\/div>$/);
});
