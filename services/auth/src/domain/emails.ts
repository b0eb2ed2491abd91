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

/** The HTML of a message: its paragraphs, the button and the bare link, then the footer (after the link). */
function page(paragraphs: string[], link: string, button: string, footer: string): string {
  const body = paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n');
  const href = escapeHtml(link);
  return `<!doctype html>\n<html><body style="font-family:sans-serif">\n${body}\n<p><a href="${href}">${escapeHtml(button)}</a></p>\n<p style="color:#666">${href}</p>\n<p>${escapeHtml(footer)}</p>\n</body></html>`;
}

/** A message in both parts alike: the paragraphs, the link, then the footer. */
function message(to: string, subject: string, paragraphs: string[], link: string, button: string, footer: string): MailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${link}\n\n${footer}\n`,
    html: page(paragraphs, link, button, footer),
    links: [link],
  };
}

/** To the address of a new account. */
export function verificationEmail({ to, siteName, username, link }: MailInput): MailMessage {
  const lines = [`Hi ${username},`, `Please confirm your e-mail address for ${siteName} by opening this link:`];
  const footer = 'If you did not create this account, you can ignore this message.';
  return message(to, `Verify your e-mail for ${siteName}`, lines, link, 'Verify e-mail', footer);
}

/** To the new address of an account whose e-mail was changed: the account exists already, someone wants this address on it. */
export function newEmailVerificationEmail({ to, siteName, username, link }: MailInput): MailMessage {
  const lines = [`Hi ${username},`, `Someone asked to use this e-mail address for their ${siteName} account. Please confirm that it is yours by opening this link:`];
  const footer = 'If it was not you, you can ignore this message: the address stays unconfirmed.';
  return message(to, `Verify your new e-mail for ${siteName}`, lines, link, 'Verify e-mail', footer);
}

export function passwordResetEmail({ to, siteName, username, link }: MailInput): MailMessage {
  const lines = [`Hi ${username},`, `Someone asked to reset the password of your ${siteName} account. This link works once, for one hour:`];
  const footer = 'If it was not you, ignore this message: your password stays as it is.';
  return message(to, `Reset your ${siteName} password`, lines, link, 'Reset password', footer);
}

/** Hides most of an address for a message to someone else's inbox: j***@example.com. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** To the address an account had, when the e-mail is changed: the owner hears of it even if it was not them. */
export function emailChangedNotice({ to, siteName, username, newEmail, siteLink }: { to: string; siteName: string; username: string; newEmail: string; siteLink: string }): MailMessage {
  const lines = [
    `Hi ${username},`,
    `The e-mail address of your ${siteName} account was changed to ${maskEmail(newEmail)}. Messages about your account, including password resets, now go there.`,
  ];
  const footer = `If you did not make this change, sign in and change your password and e-mail address at once, or contact the ${siteName} team: someone else may be using your account.`;
  return message(to, `Your ${siteName} e-mail address was changed`, lines, siteLink, `Open ${siteName}`, footer);
}
