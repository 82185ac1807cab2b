// Twilio's Messages API on loopback for benches: checks the Basic credentials and the form fields
// as the real API does, counts accepted messages per recipient, answers 201 at once.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';

export async function startTwilioPeer() {
  const peer = { accountSid: `AC${randomBytes(16).toString('hex')}`, authToken: randomBytes(16).toString('hex'), sent: 0, refused: 0, byRecipient: new Map() };
  const expected = () => `Basic ${Buffer.from(`${peer.accountSid}:${peer.authToken}`).toString('base64')}`;
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      const ok = req.method === 'POST' && req.url === `/2010-04-01/Accounts/${peer.accountSid}/Messages.json` && req.headers.authorization === expected() && form.get('To') && form.get('From') && form.get('Body');
      if (!ok) {
        peer.refused++;
        res.writeHead(400, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 21602, message: 'refused', status: 400 }));
        return;
      }
      peer.sent++;
      peer.byRecipient.set(form.get('To'), (peer.byRecipient.get(form.get('To')) ?? 0) + 1);
      res.writeHead(201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sid: `SM${randomBytes(16).toString('hex')}`, status: 'queued' }));
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  peer.url = `http://127.0.0.1:${server.address().port}`;
  peer.close = () => new Promise((resolve) => { server.closeAllConnections(); server.close(resolve); });
  return peer;
}
