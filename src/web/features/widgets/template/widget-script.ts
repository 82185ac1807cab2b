/**
 * The default template's behaviour, as it runs on a customer's page: a plain function (no
 * dependencies, ES2017) that reads its settings from the data-af-* attributes of #af-widget, so
 * the designer can rewrite them (session id in the test tab, auto-open, logo). `__TEXTS__` is
 * replaced by the agent-language strings. Replies stream (Server-Sent Events) with a JSON fallback.
 */
export const WIDGET_SCRIPT = `(function () {
  var root = document.getElementById('af-widget');
  if (!root || root.getAttribute('data-af-ready')) return;
  root.setAttribute('data-af-ready', 'true');
  var T = __TEXTS__;
  var d = root.dataset;
  var apiBase = (d.afApiBase || '').replace(/\\/+$/, '');
  var sessionId = d.afSessionId || 'widget-' + Date.now() + '-' + Array.prototype.map.call(crypto.getRandomValues(new Uint8Array(8)), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  function q(selector) { return root.querySelector(selector); }
  var launcher = q('.af-launcher'), panel = q('.af-panel'), list = q('.af-messages'), form = q('.af-form');
  var input = q('.af-input'), send = q('.af-send'), ended = q('.af-ended'), logo = q('.af-logo');
  var history = [], pending = false, finished = false;
  if (d.afLogoUrl) { logo.src = d.afLogoUrl; logo.hidden = false; }

  function add(role, text) {
    var bubble = document.createElement('div');
    bubble.className = 'af-msg af-' + role;
    bubble.textContent = text;
    list.appendChild(bubble);
    list.scrollTop = list.scrollHeight;
    return bubble;
  }
  function setOpen(open, focus) {
    panel.hidden = !open;
    root.classList.toggle('af-open', open);
    launcher.setAttribute('aria-expanded', String(open));
    if (open && focus) input.focus();
  }
  function finish() {
    finished = true;
    input.disabled = true;
    send.disabled = true;
    ended.hidden = false;
  }
  function readEvents(res, bubble) {
    var reader = res.body.getReader(), decoder = new TextDecoder(), buffer = '', text = '', reply = null;
    function handle(block) {
      var event = 'message', data = '';
      block.split('\\n').forEach(function (line) {
        if (line.indexOf('event:') === 0) event = line.slice(6).trim();
        else if (line.indexOf('data:') === 0) data += line.slice(5).trim();
      });
      if (!data) return;
      var payload = JSON.parse(data);
      if (event === 'delta' || event === 'replace') { text = event === 'replace' ? payload.text : text + payload.text; bubble.className = 'af-msg af-assistant'; bubble.textContent = text; list.scrollTop = list.scrollHeight; }
      else if (event === 'done') reply = payload;
      else if (event === 'error') throw new Error(payload.message);
    }
    function pump() {
      return reader.read().then(function (chunk) {
        if (chunk.done) return reply;
        buffer += decoder.decode(chunk.value, { stream: true });
        var blocks = buffer.split('\\n\\n');
        buffer = blocks.pop();
        blocks.forEach(handle);
        return pump();
      });
    }
    return pump();
  }

  launcher.addEventListener('click', function () { setOpen(true, true); });
  q('.af-close').addEventListener('click', function () { setOpen(false, false); });
  add('assistant', T.greeting);

  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var text = input.value.trim();
    if (!text || pending || finished) return;
    input.value = '';
    add('user', text);
    pending = true;
    send.disabled = true;
    var bubble = add('assistant af-typing', '');
    fetch(apiBase + '/api/agent-versions/' + encodeURIComponent(d.afVersionId || '') + '/chat', {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream' },
      body: JSON.stringify({ message: text, sessionId: sessionId, messages: history.slice(-10), channel: 'widget' })
    })
      .then(function (res) {
        if (!res.ok) throw new Error(String(res.status));
        var type = res.headers.get('content-type') || '';
        return type.indexOf('text/event-stream') === 0 && res.body ? readEvents(res, bubble) : res.json();
      })
      .then(function (reply) {
        var answer = (reply && (reply.message || reply.response)) || T.noText;
        bubble.className = 'af-msg af-assistant';
        bubble.textContent = answer;
        history.push({ role: 'user', content: text }, { role: 'assistant', content: answer });
        if (reply && reply.isConversationFinished) finish();
      })
      .catch(function () {
        bubble.className = 'af-msg af-assistant af-error';
        bubble.textContent = T.error;
      })
      .then(function () {
        pending = false;
        send.disabled = finished;
        list.scrollTop = list.scrollHeight;
      });
  });

  if (d.afAutoOpen === 'true') setTimeout(function () { setOpen(true, false); }, Number(d.afAutoOpenDelay) || 1500);
})();`;
