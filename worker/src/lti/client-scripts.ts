// The scripts of the LTI pages, as the browser runs them (plain JavaScript text: the worker's
// bundler never rewrites them). Each is a function expression the page calls with its values.

/**
 * Login, where the platform offers client-side storage: `lti.put_data` the browser binding into
 * the platform's storage frame (target origin: the platform's authorization endpoint), then on to
 * the platform. A platform that never answers: on after 2 s (the partitioned cookie still binds).
 */
export const PUT_BINDING_THEN_GO = `function (o) {
  var done = false;
  function go() { if (done) return; done = true; location.replace(o.next); }
  try {
    var frame = o.target === '_parent' ? window.parent : window.parent.frames[o.target];
    var id = crypto.randomUUID();
    window.addEventListener('message', function (event) {
      var d = event.data;
      if (event.origin === o.origin && d && d.subject === 'lti.put_data.response' && d.message_id === id) go();
    });
    frame.postMessage({ subject: 'lti.put_data', message_id: id, key: o.key, value: o.value }, o.origin);
  } catch (e) { go(); }
  setTimeout(go, 2000);
}`;

/** Launch without the cookie: `lti.get_data` the binding back from the platform and post the launch again with it. */
export const GET_BINDING_THEN_POST = `function (o) {
  var form = document.getElementById('again');
  var done = false;
  function post(value) { if (done) return; done = true; form.elements.namedItem('binding').value = value; form.submit(); }
  try {
    var frame = o.target === '_parent' ? window.parent : window.parent.frames[o.target];
    var id = crypto.randomUUID();
    window.addEventListener('message', function (event) {
      var d = event.data;
      if (event.origin === o.origin && d && d.subject === 'lti.get_data.response' && d.message_id === id) post(typeof d.value === 'string' ? d.value : '');
    });
    frame.postMessage({ subject: 'lti.get_data', message_id: id, key: o.key }, o.origin);
  } catch (e) { post(''); }
  setTimeout(function () { post(''); }, 2000);
}`;

/**
 * The play page: sizes the activity's frame from its `lti.frameResize` messages and passes the
 * height on to the LMS; turns each completed result of the tool into one score (an attempt id per
 * completion, the same id on every retry of its post, and its Idempotency-Key in the outbox).
 */
export const PLAY = `function (o) {
  var frame = document.getElementById('activity');
  var status = document.getElementById('score-status');
  var lastHeight = 0;
  function tellParent() {
    var height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height !== lastHeight && window.parent !== window) { lastHeight = height; window.parent.postMessage({ subject: 'lti.frameResize', height: height }, '*'); }
  }
  // Through the result outbox (/offline/outbox.js) where it loaded: kept on the device while
  // offline, sent once when the network returns (the attempt id is its Idempotency-Key). Without
  // it, a plain post with a few retries.
  var outbox = window.verseOutbox;
  var mine = {};
  function settled(key, code) {
    if (!mine[key]) return;
    status.textContent = code >= 200 && code < 300 ? o.saved : o.failed;
  }
  if (outbox) window.addEventListener(outbox.settled, function (event) { settled(event.detail.key, event.detail.status); });
  function send(body, tries) {
    if (outbox) {
      mine[body.attempt] = true;
      outbox.sendOrKeep({ url: '/api/lti/score', body: body, key: body.attempt, headers: { Authorization: 'Bearer ' + o.token } })
        .then(function (result) { if (result === 'kept') status.textContent = o.kept; });
      return;
    }
    fetch('/api/lti/score', { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + o.token }, body: JSON.stringify(body) })
      .then(function (r) {
        if (r.ok) { status.textContent = o.saved; return; }
        if (r.status >= 500 && tries < 5) { setTimeout(function () { send(body, tries + 1); }, 1000 * Math.pow(2, tries)); return; }
        status.textContent = o.failed;
      })
      .catch(function () { if (tries < 5) setTimeout(function () { send(body, tries + 1); }, 1000 * Math.pow(2, tries)); else status.textContent = o.failed; });
  }
  window.addEventListener('message', function (event) {
    if (event.origin !== location.origin || event.source !== frame.contentWindow) return;
    var d = event.data;
    if (!d || typeof d !== 'object') return;
    if (d.subject === 'lti.frameResize' && typeof d.height === 'number') { frame.style.height = Math.max(200, Math.ceil(d.height)) + 'px'; tellParent(); return; }
    if (d.type !== 'verse:result' || !d.statement || !o.graded) return;
    var s = d.statement;
    if (!s.verb || !/\\/completed$/.test(s.verb.id) || !s.result || !s.result.score) return;
    status.textContent = o.saving;
    send({ attempt: crypto.randomUUID(), scoreGiven: s.result.score.raw, scoreMaximum: s.result.score.max }, 0);
  });
  if (typeof ResizeObserver === 'function') new ResizeObserver(tellParent).observe(document.documentElement);
  tellParent();
}`;

/**
 * The deep-linking picker: the chosen tool's settings as controls, kept in step with the settings
 * query field, and the preview of the tool's embed page. The tool's own settings come from its
 * declaration (their labels, the names of their values and their help, as its settings panel and
 * docs show them); the reading comfort every tool shares from the elements' documentation,
 * /custom-elements.json (a select where the docs list the values).
 */
export const PICKER = `function (o) {
  var form = document.getElementById('picker');
  var fields = document.getElementById('setting-fields');
  var query = document.getElementById('settings');
  var preview = document.getElementById('preview');
  var title = document.getElementById('title');
  var docs = null;
  fetch('/custom-elements.json').then(function (r) { return r.ok ? r.json() : null; }).then(function (d) { docs = d; render(); }).catch(function () {});
  function chosen() { var c = form.querySelector('input[name=tool]:checked'); return c ? c.value : null; }
  function attributesOf(id) {
    if (!docs) return [];
    for (var i = 0; i < docs.modules.length; i++) {
      var ds = docs.modules[i].declarations || [];
      for (var j = 0; j < ds.length; j++) if (ds[j].tagName === 'verse-' + id) {
        // The reading comfort every tool shares (the tool's own settings come from its declaration).
        var common = ['audio', 'font', 'spacing', 'tint'];
        return (ds[j].attributes || []).filter(function (a) { return common.indexOf(a.name) >= 0; }).map(function (a) {
          return { name: a.name, label: a.name, hint: (a.description || '').replace(/\`/g, ''), options: values(a.description || '').map(function (v) { return [v, v]; }), fallback: a.default ? String(a.default).replace(/"/g, '') : '' };
        });
      }
    }
    return [];
  }
  function values(description) {
    var found = [], m, re = /\`([^\`]+)\`/g;
    while ((m = re.exec(description))) if (found.indexOf(m[1]) < 0 && !/ /.test(m[1])) found.push(m[1]);
    return found.length > 1 ? found : [];
  }
  function current() { var p = new URLSearchParams(query.value.replace(/^.*\\?/, '')); return p; }
  /** The tool's declared settings as controls: a choice lists its values by the names people read. */
  function declared(id) {
    var tool = o.tools[id];
    return Object.keys(tool.settings).map(function (key) {
      var s = tool.settings[key];
      var options = s.type === 'choice' ? s.values.map(function (v) { return [String(v), (s.labels && s.labels[v]) || String(v)]; }) : [];
      var fallback = Array.isArray(s.default) ? s.default.join(',') : String(s.default);
      var named = options.filter(function (op) { return op[0] === fallback; })[0];
      return { name: key, label: s.label, hint: tool.help[key] || '', options: options, fallback: named ? named[1] : fallback };
    });
  }
  function render() {
    var id = chosen();
    fields.textContent = '';
    if (!id) return;
    var params = current();
    // The tool's own settings first, then the reading comfort every tool shares.
    declared(id).concat(attributesOf(id)).forEach(function (a) {
      var key = a.name.replace(/-([a-z])/g, function (_, c) { return c.toUpperCase(); });
      var label = document.createElement('label');
      var control;
      var options = a.options;
      label.htmlFor = 'setting-' + a.name;
      label.textContent = a.label;
      var hint = document.createElement('span');
      hint.className = 'hint';
      hint.textContent = ' ' + a.hint;
      label.appendChild(hint);
      if (options.length) {
        control = document.createElement('select');
        var blank = document.createElement('option');
        blank.value = '';
        blank.textContent = 'Default' + (a.fallback ? ' (' + a.fallback + ')' : '');
        control.appendChild(blank);
        options.forEach(function (v) { var op = document.createElement('option'); op.value = v[0]; op.textContent = v[1]; control.appendChild(op); });
      } else {
        control = document.createElement('input');
        control.type = 'text';
        if (a.fallback) control.placeholder = a.fallback;
      }
      control.id = 'setting-' + a.name;
      control.dataset.setting = key;
      control.value = params.get(key) || params.get(a.name) || '';
      control.addEventListener('change', fromControls);
      fields.appendChild(label);
      fields.appendChild(control);
    });
    update();
  }
  function fromControls() {
    var params = current();
    fields.querySelectorAll('[data-setting]').forEach(function (c) { if (c.value) params.set(c.dataset.setting, c.value); else params.delete(c.dataset.setting); });
    query.value = params.toString();
    update();
  }
  function update() {
    var id = chosen();
    if (!id) { preview.src = 'about:blank'; return; }
    var tool = o.tools[id];
    var q = query.value.replace(/^.*\\?/, '');
    preview.src = '/embed/' + tool.route + (q ? '?' + q : '');
    preview.title = 'Preview of ' + tool.name;
    title.placeholder = tool.name;
  }
  form.addEventListener('change', function (e) { if (e.target && e.target.name === 'tool') { query.value = ''; render(); } });
  query.addEventListener('change', function () { render(); });
}`;

/** Registration done: tells the platform's page that opened (or frames) the registration to close it. */
export const CLOSE_REGISTRATION = `function () {
  var to = window.opener || (window.parent !== window ? window.parent : null);
  if (to) to.postMessage({ subject: 'org.imsglobal.lti.close' }, '*');
}`;

/** Copy buttons: each `[data-copy]` button copies the text of the element it names, and says so beside it. */
export const COPY_BUTTONS = `function () {
  document.querySelectorAll('button[data-copy]').forEach(function (button) {
    var said = document.getElementById(button.getAttribute('data-said'));
    button.hidden = false;
    button.addEventListener('click', function () {
      var text = document.getElementById(button.getAttribute('data-copy')).textContent;
      navigator.clipboard.writeText(text).then(function () { said.textContent = 'Copied.'; }, function () { said.textContent = 'Could not copy: select the address and copy it.'; });
    });
  });
}`;
