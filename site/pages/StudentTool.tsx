import { createElement, useEffect } from 'react';
import { useLocation } from 'wouter';
import { Spinner } from '../components/Spinner';
import { loadElement } from '../lib/elements';
import { keepOffline } from '../offline/register';
import { OFFLINE_SCOPES } from '../offline/scopes';
import { tools } from '../tools';

/**
 * `/student-apps/<route>`: the tool's element on the whole page below the header. The element's
 * code loads after the page; until it is defined, a spinner shows in its place (CSS `:defined`,
 * so the prerendered page shows it too).
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
      <div className="tool-loading">
        <Spinner label={`Loading ${tool.name}`} />
      </div>
    </div>
  );
}
