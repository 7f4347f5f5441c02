import { createElement, useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { loadElement } from '../lib/elements';
import { keepOffline } from '../offline/register';
import { OFFLINE_SCOPES } from '../offline/scopes';
import { tools } from '../tools';

/**
 * `/student-apps/<route>`: the tool's element on the whole page below the header. The element's
 * code loads after the page; the built page already shows the tool's first screen in it
 * (scripts/vite/first-screens.ts), which the element takes over when its code runs. The address's
 * settings (`?lesson=5`) apply as on the tool's embed page, by the same reader, which loads only
 * when there are any.
 */
export function StudentTool() {
  const [path] = useLocation();
  const search = useSearch();
  const tool = tools.find((candidate) => `/student-apps/${candidate.route}` === path)!;
  const stage = useRef<HTMLDivElement>(null);

  useEffect(() => {
    void loadElement(tool.tag);
  }, [tool.tag]);
  useEffect(() => {
    const element = stage.current?.firstElementChild;
    if (search && element instanceof HTMLElement) void import('../../widgets/tool-kit/url-settings').then(({ applyUrlSettings }) => applyUrlSettings(element, search));
  }, [tool.tag, search]);
  useEffect(() => keepOffline(OFFLINE_SCOPES.studentApps), []);

  return (
    <div className="tool-stage" ref={stage}>
      {createElement(tool.tag)}
    </div>
  );
}
