import type { AddressInfo } from 'node:net';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { testApp } from '../test/test-app';
import { listen } from './listen';

const created = await testApp();
const server = await listen(created.app, 0, '127.0.0.1');
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** Sends one request line as written, with a Host header, and answers the status line of the reply. */
const statusLineOf = (target: string) =>
  new Promise<string>((resolve, reject) => {
    const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1', () => {
      socket.write(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    });
    let reply = '';
    socket.on('data', (chunk: Buffer) => (reply += chunk.toString('latin1')));
    socket.on('end', () => resolve(reply.split('\r\n')[0]!));
    socket.on('error', reject);
  });

describe('request targets', () => {
  it('answer a path of this site', async () => {
    expect(await statusLineOf('/api/health')).toBe('HTTP/1.1 200 OK');
  });

  it('refuse with 400 a target in absolute form, whatever host it names, and one that is no URL', async () => {
    for (const target of ['http://evil.example/map', 'http://127.0.0.1/api/health', 'https://evil.example/api/furniture', '*'])
      expect(await statusLineOf(target), target).toBe('HTTP/1.1 400 Bad Request');
  });
});
