/**
 * The weekly digest as an e-mail: plain text and a simple HTML part, a link to unsubscribe in
 * both, and the RFC 8058 headers so a mail client's own "Unsubscribe" button works in one click.
 * It goes to the learner's own address, so it may carry their own text (push payloads may not).
 */
import type { MailMessage } from './mailer.service';
import type { WeeklyDigest } from './weekly-digest.service';

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export function digestMail(to: string, digest: WeeklyDigest, appUrl: string, unsubscribeUrl: string): MailMessage {
  const text: string[] = ['Your week in LearnLog', ''];
  const html: string[] = ['<h1>Your week in LearnLog</h1>'];
  if (digest.entryCount > 0) {
    text.push(`What you learned this week (${plural(digest.entryCount, 'entry', 'entries')}):`);
    html.push(`<h2>What you learned this week (${plural(digest.entryCount, 'entry', 'entries')})</h2><ul>`);
    for (const entry of digest.entries) {
      text.push(`- ${entry.title}${entry.keyLearning ? `: ${entry.keyLearning}` : ''}`);
      html.push(`<li><strong>${escapeHtml(entry.title)}</strong>${entry.keyLearning ? ` — ${escapeHtml(entry.keyLearning)}` : ''}</li>`);
    }
    const more = digest.entryCount - digest.entries.length;
    if (more > 0) {
      text.push(`- and ${more} more`);
      html.push(`<li>and ${more} more</li>`);
    }
    text.push('');
    html.push('</ul>');
  }
  if (digest.cardsDue > 0) {
    const due = `${plural(digest.cardsDue, 'card', 'cards')} due for review`;
    text.push(`${due}: ${appUrl}/review`, '');
    html.push(`<p><a href="${escapeHtml(`${appUrl}/review`)}">${due}</a></p>`);
  }
  if (digest.goals.length > 0) {
    text.push('Goals ahead (next 14 days):');
    html.push('<h2>Goals ahead (next 14 days)</h2><ul>');
    for (const goal of digest.goals) {
      text.push(`- ${goal.title} (${goal.targetDate})`);
      html.push(`<li>${escapeHtml(goal.title)} (${goal.targetDate})</li>`);
    }
    text.push('');
    html.push('</ul>');
  }
  text.push(`No more weekly e-mails: ${unsubscribeUrl}`);
  html.push(`<p style="color:#666;font-size:12px"><a href="${escapeHtml(unsubscribeUrl)}">Unsubscribe from weekly e-mails</a></p>`);
  return {
    to,
    subject: 'Your week in LearnLog',
    text: text.join('\n'),
    html: `<!doctype html><html><body style="font-family:sans-serif">${html.join('\n')}</body></html>`,
    headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
