import { createElement, useEffect } from 'react';
import { useLocation } from 'wouter';
import { loadElement } from '../lib/elements';
import { keepOffline } from '../offline/register';
import { OFFLINE_SCOPES } from '../offline/scopes';
import { tools } from '../tools';

// The tool of the page being opened starts loading with this module, as the page's script starts,
// not once the site has taken the page over: until its element is here, the tool on screen is a
// picture (its first screen) that takes no tap.
const opening = typeof location === 'undefined' ? undefined : tools.find((candidate) => `/student-apps/${candidate.route}` === location.pathname);
if (opening) void loadElement(opening.tag);

/**
 * `/student-apps/<route>`: the tool's element on the whole page below the header. The built page
 * already shows the tool's first screen in it (scripts/vite/first-screens.ts), which the element
 * takes over when its code runs.
 */
export function StudentTool() {
  const [path] = useLocation();
  const tool = tools.find((candidate) => `/student-apps/${candidate.route}` === path)!;

  useEffect(() => {
    void loadElement(tool.tag);
  }, [tool.tag]);
  useEffect(() => keepOffline(OFFLINE_SCOPES.studentApps), []);

  return (
    <div className="tool-stage">
      {createElement(tool.tag)}
    </div>
  );
}
