import net from 'node:net';
import { expect, test } from './fixtures';

/** Sends one request exactly as written, as a proxy or a scanner may, and reads the status line and the body. */
function rawRequest(baseURL: string, requestLine: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(baseURL);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () =>
      socket.write(`${requestLine}\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nConnection: close\r\n\r\n`),
    );
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve({ status: Number(answer.split(' ')[1]), body: answer.slice(answer.indexOf('\r\n\r\n') + 4) }));
    socket.on('error', reject);
  });
}

test('a target that is not a path of this site is refused with 400, never a server fault; a path is answered', async ({ baseURL }) => {
  const page = await rawRequest(baseURL!, 'GET /map HTTP/1.1');
  expect(page.status).toBe(200);
  expect(page.body).toContain('Browse Furniture');
  // Absolute forms, whatever host they name (only a proxy is sent them), "*", and targets Node takes but no URL parser reads.
  for (const target of [
    'http://evil.example/map',
    'HTTP://evil.example/map',
    'https://[::1]/map',
    '*',
    'http://[::1/map',
    'http://[/api/companies',
    'http://[fe80::1%eth0]/map',
  ])
    expect((await rawRequest(baseURL!, `GET ${target} HTTP/1.1`)).status, target).toBe(400);
  expect((await rawRequest(baseURL!, 'TRACE /api/companies HTTP/1.1')).status).toBe(405);
});
