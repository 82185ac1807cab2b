// The Telegram Bot API on loopback for benches: one bot; getMe, setWebhook (its secret kept),
// deleteWebhook, sendChatAction and sendMessage (JSON, parse_mode HTML) checked as documented,
// each sendMessage counted per chat with the time it arrived; answers at once.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export async function startTelegramPeer() {
  const id = 7_000_000_000 + Math.floor(Math.random() * 1e9);
  const peer = { botId: id, token: `${id}:AAE${randomBytes(24).toString('base64url')}`, secret: null, sent: 0, refused: 0, firstSentAt: new Map(), byChat: new Map() };
  const server = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const answer = (status, json) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      const match = /^\/bot([^/]+)\/([A-Za-z]+)$/.exec(req.url ?? '');
      if (!match || match[1] !== peer.token) return answer(401, { ok: false, error_code: 401, description: 'Unauthorized' });
      let body;
      try {
        body = JSON.parse(raw || '{}');
      } catch {
        body = null;
      }
      const method = match[2];
      const refuse = () => {
        peer.refused++;
        answer(400, { ok: false, error_code: 400, description: 'Bad Request' });
      };
      if (req.method !== 'POST' || !body || !String(req.headers['content-type']).startsWith('application/json')) return refuse();
      if (method === 'getMe') return answer(200, { ok: true, result: { id, is_bot: true, first_name: 'Bench', username: 'bench_bot' } });
      if (method === 'setWebhook') {
        if (!String(body.url).startsWith('https://') || typeof body.secret_token !== 'string') return refuse();
        peer.secret = body.secret_token;
        return answer(200, { ok: true, result: true });
      }
      if (method === 'deleteWebhook' || method === 'sendChatAction') return answer(200, { ok: true, result: true });
      if (method !== 'sendMessage' || body.chat_id === undefined || !body.text || body.parse_mode !== 'HTML') return refuse();
      const chat = String(body.chat_id);
      peer.sent++;
      peer.byChat.set(chat, (peer.byChat.get(chat) ?? 0) + 1);
      if (!peer.firstSentAt.has(chat)) peer.firstSentAt.set(chat, performance.now());
      answer(200, { ok: true, result: { message_id: peer.sent, date: 1, chat: { id: Number(chat), type: 'private' }, text: body.text } });
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${server.address().port}`;
  peer.close = () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); });
  return peer;
}
