import { currentLanguage, localize, m, type HotelInfo, type MailKind } from '@innkeep/api-contract';

/** What one mail says, before it is laid out as HTML and as text. */
export interface MailContent {
  subject: string;
  /** Paragraphs after the opening one, in plain words. */
  paragraphs: string[];
  /** Label/value rows (dates, prices), shown as a table in HTML. */
  details?: [string, string][];
  /** The one thing to do, as a link. */
  action?: { label: string; url: string };
}

/**
 * The opening paragraph of each mail, translated into the reader's language when rendered; admins may
 * replace it (Settings key `mailOpenings`), and their text is sent as they wrote it.
 */
export const DEFAULT_OPENINGS: Record<MailKind, string> = {
  welcome: m('Welcome! Your account is ready: you can book rooms, order food and follow your stays online.'),
  'booking-received': m('Thank you for your booking. Here is what we have for you.'),
  'booking-confirmed': m('Good news: your booking is confirmed. We look forward to welcoming you.'),
  'booking-cancelled': m('Your booking has been cancelled.'),
  'pre-arrival': m('Your stay is coming up soon. Save time at the front desk by checking in online before you arrive.'),
  invoice: m('Thank you for staying with us. Your invoice is ready.'),
  'staff-approved': m('Your staff account has been approved. You can sign in now.'),
  'staff-rejected': m('Your request for a staff account was not approved.'),
  'password-reset': m('Someone asked to choose a new password for your account. If it was you, use the link below.'),
  'password-changed': m('The password of your account was just changed, and every device was signed out.'),
  test: m('This is a test mail. If you can read it, mail from Innkeep reaches this address.'),
  'booking-changed': m('Your booking has changed. Here is your stay as it is now.'),
  'pay-link': m('Here is the link to pay online, as the front desk offered.'),
  'email-change': m('Please confirm that this is your new email address.'),
  'email-changed': m('The email address of your account was just changed.'),
  'daily-summary': m('Here is the hotel today at a glance.'),
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch] ?? ch);

/**
 * One layout for every mail: the hotel's name, the opening and the content, the hotel's address and
 * contact at the foot. Inline styles only and no remote images or trackers: mail clients block both.
 * Rendered in the current language (queueMail runs it in the reader's): the default opening is
 * translated and `<html lang>` names the language.
 */
export function renderMail(hotel: HotelInfo, opening: string, content: MailContent): RenderedMail {
  const language = currentLanguage();
  const paragraphs = [localize(language, opening), ...content.paragraphs];
  const footer = `${hotel.hotelName} · ${hotel.address} · ${hotel.contactPhone} · ${hotel.contactEmail}`;
  const p = (text: string) => `<p style="margin:0 0 16px;line-height:1.5">${escapeHtml(text)}</p>`;
  const details = content.details?.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${content.details
        .map(
          ([label, value]) =>
            `<tr><th scope="row" style="text-align:left;padding:4px 16px 4px 0;font-weight:600">${escapeHtml(label)}</th><td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
        )
        .join('')}</table>`
    : '';
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#1c7ed6;color:#ffffff;padding:10px 16px;border-radius:4px;text-decoration:none">${escapeHtml(content.action.label)}</a></p><p style="margin:0 0 16px;font-size:13px;color:#555555">${escapeHtml(content.action.url)}</p>`
    : '';
  const html = `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(
    content.subject,
  )}</title></head><body style="margin:0;padding:24px;background:#f1f3f5;color:#212529;font-family:Arial,Helvetica,sans-serif;font-size:15px"><div style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px"><h1 style="font-size:20px;margin:0 0 16px">${escapeHtml(
    hotel.hotelName,
  )}</h1>${p(paragraphs[0] ?? '')}${details}${paragraphs.slice(1).map(p).join('')}${action}<hr style="border:0;border-top:1px solid #dee2e6;margin:24px 0 12px"><p style="margin:0;font-size:13px;color:#555555">${escapeHtml(
    footer,
  )}</p></div></body></html>`;
  const text = [
    hotel.hotelName,
    '',
    paragraphs[0] ?? '',
    ...(content.details?.length ? ['', ...content.details.map(([label, value]) => `${label}: ${value}`)] : []),
    ...paragraphs.slice(1).flatMap((paragraph) => ['', paragraph]),
    ...(content.action ? ['', `${content.action.label}: ${content.action.url}`] : []),
    '',
    '--',
    footer,
    '',
  ].join('\n');
  return { subject: content.subject, html, text };
}
