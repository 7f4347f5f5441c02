import { createElement, useEffect } from 'react';
import { useLocation } from 'wouter';
import { loadElement } from '../lib/elements';
import { keepOffline } from '../offline/register';
import { OFFLINE_SCOPES } from '../offline/scopes';
import { tools } from '../tools';

/**
 * `/student-apps/<route>`: the tool's element on the whole page below the header. The element's
 * code loads after the page; the built page already shows the tool's first screen in it
 * (scripts/vite/first-screens.ts), which the element takes over when its code runs.
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
