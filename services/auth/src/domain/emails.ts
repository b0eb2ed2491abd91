/** The e-mails auth sends, as data: the mailer decides how they travel (SendGrid or the local mailbox). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** the links in the message, so the local mailbox can list and log them */
  links: string[];
}

interface MailInput {
  to: string;
  siteName: string;
  username: string;
  link: string;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function page(paragraphs: string[], link: string, button: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(link);
  return `<!doctype html>\n<html><body style="font-family:sans-serif">\n${body}\n<p><a href="${href}">${escapeHtml(button)}</a></p>\n<p style="color:#666">${href}</p>\n</body></html>`;
}

export function verificationEmail({ to, siteName, username, link }: MailInput): MailMessage {
  const lines = [`Hi ${username},`, `Please confirm your e-mail address for ${siteName} by opening this link:`];
  const footer = 'If you did not create this account, you can ignore this message.';
  return {
    to,
    subject: `Verify your e-mail for ${siteName}`,
    text: `${lines.join('\n\n')}\n\n${link}\n\n${footer}\n`,
    html: page([...lines, footer], link, 'Verify e-mail'),
    links: [link],
  };
}

export function passwordResetEmail({ to, siteName, username, link }: MailInput): MailMessage {
  const lines = [`Hi ${username},`, `Someone asked to reset the password of your ${siteName} account. This link works once, for one hour:`];
  const footer = 'If it was not you, ignore this message: your password stays as it is.';
  return {
    to,
    subject: `Reset your ${siteName} password`,
    text: `${lines.join('\n\n')}\n\n${link}\n\n${footer}\n`,
    html: page([...lines, footer], link, 'Reset password'),
    links: [link],
  };
}
