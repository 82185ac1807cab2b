// Load as behind a proxy: every request a new visitor, with its own session id and its own client
// address (X-Forwarded-For), so the per-visitor rate limits stay out of the way.
import autocannon from 'autocannon';

let visitor = 0;

/** POSTs `body(sessionId)` to `url` for `duration` seconds over `connections` connections, with `headers` added. */
export function loadAsVisitors(url, connections, duration, body, headers = {}) {
  return autocannon({
    url,
    method: 'POST',
    connections,
    duration,
    requests: [
      {
        setupRequest: (req) => {
          visitor += 1;
          const ip = `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
          return {
            ...req,
            headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
            body: JSON.stringify(body(`session-${process.pid}-${visitor}`)),
          };
        },
      },
    ],
  });
}
