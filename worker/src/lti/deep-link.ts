import type { Bindings } from '../env';
import { platformById, updateDeepLink, type SessionRow } from '../store/lti';
import { PICKER } from './client-scripts';
import { signJwt } from './keys';
import { autoPostPage, escapeHtml, ltiPage, refusalPage, scriptValue } from './html';
import { CLAIM, type DeepLinkContext } from './launch';
import { ltiTools, parseSettings, settingsProblem, toolById } from './settings';
import { toolUrls } from './urls';

/** One activity the instructor chose: a tool, its settings, its title and, when graded, its points. */
export type ChosenItem = { tool: string; settings: Record<string, string>; title: string; points: number | null };

type DeepLinkState = DeepLinkContext & { items?: ChosenItem[] };

export const deepLinkState = (session: SessionRow) => JSON.parse(session.deep_link ?? '{}') as DeepLinkState;

/** Whether the gradebook column may be offered: the platform said it takes line items, or said nothing. */
const offersLineItem = (state: DeepLinkState) => state.acceptLineItem !== false;

const DEFAULT_POINTS = 10;

/** The picker: tools, settings (with a preview of the tool's embed page) and, when allowed, the gradebook column. */
export function pickerPage(token: string, state: DeepLinkState, problem?: string): Response {
  const items = state.items ?? [];
  const toolChoices = ltiTools
    .map(
      (tool, index) =>
        `<label><input type="radio" name="tool" value="${escapeHtml(tool.id)}"${index === 0 ? ' required' : ''}><span><strong>${escapeHtml(tool.name)}</strong> ${escapeHtml(tool.blurb)}</span></label>`,
    )
    .join('');
  const chosen = items.length
    ? `<div class="card ok"><h2>Chosen so far</h2><ul class="items">${items.map((item) => `<li>${escapeHtml(item.title)}${item.points ? ` (${item.points} points)` : ''}</li>`).join('')}</ul></div>`
    : '';
  const graded = offersLineItem(state)
    ? `<label class="check"><input type="checkbox" name="graded" value="1" checked> Graded: each student’s score goes to the gradebook</label>
<label for="points">Points</label><input type="number" id="points" name="points" min="1" max="1000" value="${DEFAULT_POINTS}">`
    : '<p class="hint">This place in the course does not take a gradebook column, so the activity is not graded.</p>';
  return ltiPage({
    title: 'Add a VERSE activity',
    body: `<main aria-labelledby="picker-title">
<h1 id="picker-title">Add a VERSE activity</h1>
<p>Choose a tool, set it up and check the preview. Your students open it from the course; nothing asks for their names.</p>
${problem ? `<p class="card refusal" role="alert">${escapeHtml(problem)}</p>` : ''}
${chosen}
<form method="post" action="/lti/deep-link" id="picker">
<input type="hidden" name="session" value="${escapeHtml(token)}">
<fieldset><legend>Tool</legend><div class="tools">${toolChoices}</div></fieldset>
<fieldset><legend>Settings</legend>
<div id="setting-fields"></div>
<label for="settings">All settings, as a link’s query <span class="hint">(for example <code>list=with-sh&amp;time=30</code>; each tool’s Copy link gives them)</span></label>
<input type="text" id="settings" name="settings" autocomplete="off" spellcheck="false">
</fieldset>
<fieldset><legend>In the course</legend>
<label for="title">Title <span class="hint">(the tool’s name when left empty)</span></label>
<input type="text" id="title" name="title" maxlength="200" value="${escapeHtml(state.title ?? '')}">
${graded}
</fieldset>
<h2 id="preview-heading">Preview</h2>
<iframe class="preview" id="preview" title="Preview of the activity" src="about:blank"></iframe>
<div class="actions">
${state.acceptMultiple ? '<button type="submit" name="action" value="add" class="secondary">Add it and choose another</button>' : ''}
<button type="submit" name="action" value="done">Add to the course</button>
</div>
</form></main>`,
    script: `(${PICKER})(${scriptValue({ tools: Object.fromEntries(ltiTools.map((tool) => [tool.id, { route: tool.route, name: tool.name, settings: tool.settings, help: tool.help }])) })});`,
  });
}

/** Reads the picker's form into one item, or says what is missing. */
export function itemFromForm(form: FormData, state: DeepLinkState): ChosenItem | string {
  const tool = toolById(form.get('tool'));
  if (!tool) return 'Choose a tool first.';
  const settings = parseSettings(String(form.get('settings') ?? ''));
  const problem = settingsProblem(tool, settings);
  if (problem) return problem;
  const title = String(form.get('title') ?? '').trim().slice(0, 200) || tool.name;
  let points: number | null = null;
  if (offersLineItem(state) && form.get('graded')) {
    points = Number(form.get('points') ?? DEFAULT_POINTS);
    if (!Number.isFinite(points) || points < 1 || points > 1000) return 'Points must be a number from 1 to 1000.';
  }
  return { tool: tool.id, settings, title, points };
}

/** The signed LtiDeepLinkingResponse with the chosen items, posted to the platform. */
export async function deepLinkResponse(env: Bindings, origin: string, session: SessionRow, items: ChosenItem[]): Promise<Response> {
  const platform = await platformById(env.DB, session.platform_id);
  if (!platform || platform.disabled) return refusalPage({ status: 403, what: 'This school’s connection to VERSE is turned off.', tell: 'The LTI registration of this platform is disabled in VERSE.' });
  const state = deepLinkState(session);
  const urls = toolUrls(origin);
  const contentItems = items.map((item) => {
    const tool = toolById(item.tool)!;
    return {
      type: 'ltiResourceLink',
      title: item.title,
      text: tool.blurb,
      url: urls.launch,
      custom: { tool: tool.id, ...item.settings },
      ...(item.points ? { lineItem: { label: item.title, scoreMaximum: item.points, resourceId: tool.id } } : {}),
    };
  });
  const jwt = await signJwt(env, {
    iss: platform.client_id,
    aud: platform.issuer,
    nonce: crypto.randomUUID(),
    [CLAIM.deploymentId]: session.deployment_id,
    [CLAIM.messageType]: 'LtiDeepLinkingResponse',
    [CLAIM.version]: '1.3.0',
    [CLAIM.contentItems]: contentItems,
    ...(state.data ? { [CLAIM.deepLinkData]: state.data } : {}),
  });
  // The session answered: it cannot send a second response.
  await updateDeepLink(env.DB, session.id, JSON.stringify({ ...state, items, answered: true }));
  return autoPostPage('Adding the activity to your course', state.returnUrl, { JWT: jwt });
}

export async function rememberItems(env: Bindings, session: SessionRow, items: ChosenItem[]): Promise<void> {
  await updateDeepLink(env.DB, session.id, JSON.stringify({ ...deepLinkState(session), items }));
}
