import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { tools } from '../tools';
import { ToolPicture } from './ToolPicture';

describe('the pictures of the /student-apps cards', () => {
  it("give each listed tool a picture of its own, never another tool's", () => {
    const drawnFor = new Map<string, string>();
    for (const tool of tools.filter((t) => !t.unlisted)) {
      const picture = renderToString(<ToolPicture tool={tool} />);
      expect(drawnFor.get(picture), `${tool.route} draws the picture of ${drawnFor.get(picture)}`).toBeUndefined();
      drawnFor.set(picture, tool.route);
    }
    expect(drawnFor.size).toBe(18);
  });
});
