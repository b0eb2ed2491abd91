import { describe, expect, it } from 'vitest';
import { emailChangedNotice, maskEmail, newEmailVerificationEmail, passwordResetEmail, verificationEmail } from '../../src/domain/emails.js';
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

  it('put the "ignore this" footer after the link, in the HTML as in the text', () => {
    const plain = { ...input, siteName: 'PointsPlay', link: 'https://x.example/link?token=abc' };
    const notice = emailChangedNotice({ to: 'old@example.com', siteName: 'PointsPlay', username: 'alice', newEmail: 'n@example.org', siteLink: plain.link });
    const mails = [verificationEmail(plain), newEmailVerificationEmail(plain), passwordResetEmail(plain), notice];
    const footers = [
      'If you did not create this account, you can ignore this message.',
      'If it was not you, you can ignore this message: the address stays unconfirmed.',
      'If it was not you, ignore this message: your password stays as it is.',
      'If you did not make this change, sign in and change your password',
    ];
    mails.forEach((mail, i) => {
      const footer = footers[i]!;
      for (const part of [mail.text, mail.html]) {
        const linkAt = part.indexOf(plain.link);
        expect(linkAt).toBeGreaterThan(0);
        expect(part.indexOf(footer)).toBeGreaterThan(part.lastIndexOf(plain.link));
        expect(part.indexOf(footer)).toBe(part.lastIndexOf(footer));
      }
      expect(mail.html.indexOf(footer)).toBeGreaterThan(mail.html.indexOf('</a>'));
    });
  });

  it('ask a new account to confirm its address, and a changed address to confirm it is wanted on an existing account', () => {
    const signUp = verificationEmail(input);
    expect(signUp.subject).toBe('Verify your e-mail for Points<Play>');
    expect(signUp.text).toContain('Please confirm your e-mail address for Points<Play> by opening this link:');
    expect(signUp.text).toContain('If you did not create this account, you can ignore this message.');

    const changed = newEmailVerificationEmail(input);
    expect(changed.to).toBe('a@example.com');
    expect(changed.links).toEqual([input.link]);
    expect(changed.subject).toBe('Verify your new e-mail for Points<Play>');
    expect(changed.text).toBe(
      `Hi alice,\n\nSomeone asked to use this e-mail address for their Points<Play> account. Please confirm that it is yours by opening this link:\n\n${input.link}\n\nIf it was not you, you can ignore this message: the address stays unconfirmed.\n`,
    );
    expect(changed.html).toContain('Someone asked to use this e-mail address for their Points&#60;Play&#62; account.');
    for (const part of [changed.text, changed.html]) expect(part).not.toContain('create this account');
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
