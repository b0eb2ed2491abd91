import { describe, expect, it } from 'vitest';
import { emailChangedNotice, maskEmail, passwordResetEmail, verificationEmail } from '../../src/domain/emails.js';
import { welcomeMessage } from '../../src/domain/messages.js';
import { sendGridBody } from '../../src/mail/sendgrid-mailer.js';

const input = { to: 'a@example.com', siteName: 'Points<Play>', username: 'alice', link: 'https://x.example/reset-password?token=abc&x="1"' };

describe('the e-mails auth sends', () => {
  it('carry their link in the text, the HTML and the list of links', () => {
    for (const mail of [verificationEmail(input), passwordResetEmail(input)]) {
      expect(mail.to).toBe('a@example.com');
      expect(mail.links).toEqual([input.link]);
      expect(mail.text).toContain(input.link);
    }
  });

  it('escape what they put into HTML', () => {
    const html = verificationEmail(input).html;
    expect(html).not.toContain('<Play>');
    expect(html).toContain('Points&#60;Play&#62;');
    expect(html).toContain('href="https://x.example/reset-password?token=abc&#38;x=&#34;1&#34;"');
  });

  it('say that a reset link lasts one hour', () => {
    expect(passwordResetEmail(input).text).toContain('for one hour');
  });

  it('become a SendGrid v3 body with text before HTML and click tracking off (links are secrets)', () => {
    const body = sendGridBody(verificationEmail(input), 'noreply@example.com', 'Site');
    expect(body.personalizations).toEqual([{ to: [{ email: 'a@example.com' }] }]);
    expect(body.from).toEqual({ email: 'noreply@example.com', name: 'Site' });
    expect(body.content.map((c) => c.type)).toEqual(['text/plain', 'text/html']);
    expect(body.tracking_settings.click_tracking.enable).toBe(false);
  });
});

describe('the notice of an e-mail change', () => {
  it('goes to the old address, names the new one only masked, and links to the site', () => {
    const mail = emailChangedNotice({ to: 'old@example.com', siteName: 'PointsPlay', username: 'alice', newEmail: 'new.person@example.org', siteLink: 'https://play.example.com' });
    expect(mail.to).toBe('old@example.com');
    expect(mail.subject).toBe('Your PointsPlay e-mail address was changed');
    expect(mail.text).toContain('n***@example.org');
    expect(mail.text).not.toContain('new.person');
    expect(mail.links).toEqual(['https://play.example.com']);
  });

  it('masks odd addresses too', () => {
    expect(maskEmail('a@b.c')).toBe('a***@b.c');
    expect(maskEmail('@b.c')).toBe('***');
  });
});

describe('the welcome message', () => {
  it('names the configured signup bonus', () => {
    expect(welcomeMessage('alice', 250)).toBe('Welcome, alice! You received 250 bonus points.');
    expect(welcomeMessage('alice', 1500)).toBe('Welcome, alice! You received 1,500 bonus points.');
  });

  it('promises no bonus when there is none', () => {
    expect(welcomeMessage('alice', 0)).toBe('Welcome, alice! Your account is ready.');
  });
});
