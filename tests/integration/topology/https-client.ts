import http from 'node:http';
import http2 from 'node:http2';
import https from 'node:https';

export type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** One request over HTTP or HTTPS (trusting `ca`), on its own connection. */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; ca?: string } = {},
): Promise<Answer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.request(
      target,
      { method: options.method ?? 'GET', headers: options.headers, agent: false, ca: options.ca },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

/** The protocol the server negotiates for `origin` over TLS with ALPN, and the status of GET `path`. */
export function http2Get(origin: string, path: string, ca: string): Promise<{ protocol: string; status: number }> {
  return new Promise((resolve, reject) => {
    const session = http2.connect(origin, { ca });
    session.on('error', reject);
    const stream = session.request({ ':path': path });
    stream.on('response', (headers) => {
      const status = Number(headers[':status']);
      stream.resume();
      stream.on('end', () => {
        const protocol = session.alpnProtocol ?? '';
        session.close();
        resolve({ protocol, status });
      });
    });
    stream.on('error', reject);
    stream.end();
  });
}
