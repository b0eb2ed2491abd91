import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthHarness, eventually } from './support/harness.js';

interface Received {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: any;
}

/** A local stand-in for api.sendgrid.com that records each request and answers as told. */
async function fakeSendGrid() {
  const received: Received[] = [];
  const state = { status: 202 };
  const server: Server = createServer((req, res) => {
    let text = '';
    req.on('data', (c: Buffer) => (text += c.toString('utf8')));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: JSON.parse(text) });
      res.writeHead(state.status, { 'content-type': 'application/json' }).end(state.status === 202 ? '' : '{"errors":[{"message":"boom"}]}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, received, state, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('e-mail through SendGrid', () => {
  let h: AuthHarness;
  let sendgrid: Awaited<ReturnType<typeof fakeSendGrid>>;

  beforeAll(async () => {
    sendgrid = await fakeSendGrid();
    h = await AuthHarness.start('distributed', {
      env: { SENDGRID_API_URL: sendgrid.url },
      settings: { email_enabled: 'true', sendgrid_api_key: 'SG.test-key', email_from: 'noreply@example.com', site_name: 'PointsPlay', site_url: 'https://play.example.com/' },
    });
  });
  afterAll(async () => {
    await h?.close();
    await sendgrid?.close();
  });

  it('posts the v3 mail/send request with the Bearer key, the sender from the settings and the link', async () => {
    const { email } = await h.registerUser();
    const request = await eventually(() => sendgrid.received.find((r) => r.body.personalizations[0].to[0].email === email));
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v3/mail/send');
    expect(request.headers.authorization).toBe('Bearer SG.test-key');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toMatchObject({
      personalizations: [{ to: [{ email }] }],
      from: { email: 'noreply@example.com', name: 'PointsPlay' },
      subject: 'Verify your e-mail for PointsPlay',
      content: [
        { type: 'text/plain', value: expect.stringMatching(/https:\/\/play\.example\.com\/api\/auth\/verify-email\?token=[A-Za-z0-9_-]{43}/) },
        { type: 'text/html', value: expect.stringContaining('https://play.example.com/api/auth/verify-email?token=') },
      ],
      tracking_settings: { click_tracking: { enable: false, enable_text: false } },
    });
    expect((await h.mailbox()).length).toBe(0);
  });

  it('a failing SendGrid never costs the account: registration succeeds and the user is signed in', async () => {
    sendgrid.state.status = 500;
    try {
      const before = sendgrid.received.length;
      const { token, user } = await h.registerUser();
      await eventually(() => sendgrid.received.length > before);
      await expect(h.resolve(token)).resolves.toMatchObject({ userId: user.id });
      expect((await h.http('GET', '/api/auth/user', { token })).status).toBe(200);
    } finally {
      sendgrid.state.status = 202;
    }
  });

  it('switches to the local mailbox as soon as an admin turns e-mail off, without a restart', async () => {
    await h.bus.kv.put('email_enabled', 'false');
    await new Promise((r) => setTimeout(r, 300));
    const { email } = await h.registerUser();
    const mail = await h.waitForMail(email, 'Verify');
    expect(mail.links[0]).toMatch(/^https:\/\/play\.example\.com\/api\/auth\/verify-email\?token=/);
    expect(sendgrid.received.some((r) => r.body.personalizations[0].to[0].email === email)).toBe(false);
  });
});
