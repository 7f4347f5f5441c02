import type { Bindings } from '../env';
import { COPY_BUTTONS } from './client-scripts';
import { escapeHtml, ltiPage } from './html';
import { toolUrls } from './urls';

/**
 * GET /lti/register opened by hand (no `openid_configuration`): an LMS administrator who found the
 * address, told what it is for and how to start Dynamic Registration from the LMS, which opens
 * this address itself with the values it needs.
 */
export function registrationHelpPage(env: Bindings, origin: string): Response {
  const urls = toolUrls(origin);
  const support = escapeHtml(env.SUPPORT_EMAIL);
  return ltiPage({
    title: 'Register VERSE from your LMS',
    body: `<main><div class="card"><h1>Register VERSE from your LMS</h1>
<p>This is VERSE’s <strong>Dynamic Registration</strong> address. It adds VERSE’s free student tools to a school’s LMS, but it only works when the LMS opens it: the LMS sends along its own configuration, which VERSE reads to register itself.</p>
<p>To start, paste this address into your LMS’s tool registration:</p>
<p class="copy-row"><code id="register-url">${escapeHtml(urls.register)}</code> <button type="button" class="secondary" data-copy="register-url" data-said="register-said" hidden>Copy address</button> <span id="register-said" role="status"></span></p>
<h2>Where to paste it</h2>
<ul class="items">
<li><strong>Canvas</strong>: Admin → Developer Keys → + Developer Key → LTI Registration.</li>
<li><strong>Moodle 4.x</strong>: Site administration → Plugins → Activity modules → External tool → Manage tools → Tool URL, then Add LTI Advantage.</li>
<li><strong>Blackboard Learn</strong>: where it offers Dynamic Registration, in the LTI Tool Providers’ registration.</li>
<li><strong>Schoology</strong> has no Dynamic Registration: register VERSE by hand with the values on <a href="/lti">VERSE for LMS administrators</a>.</li>
</ul>
<p>The LMS then opens this page again with its configuration, and VERSE shows what it will register and a <strong>Register VERSE</strong> button.</p>
<p>Every value for a registration by hand, and the steps for each LMS: <a href="/lti">VERSE for LMS administrators</a>. Questions: <a href="mailto:${support}">${support}</a>.</p>
</div></main>`,
    script: `(${COPY_BUTTONS})();`,
  });
}
