/** The digest mail's words: the learner's text escaped in the HTML part, counts in good English, the unsubscribe link and headers. */
import { describe, expect, it } from 'vitest';
import { digestMail } from './weekly-digest-mail';

const UNSUBSCRIBE = 'https://learnlog.example/api/reminders/unsubscribe?token=7.sig';

describe('the weekly digest mail', () => {
  it('escapes what the learner wrote in the HTML part and keeps it as written in the text part', () => {
    const mail = digestMail('ann@example.com', { entries: [{ title: '<script>x</script> & "quotes"', keyLearning: null }], entryCount: 1, cardsDue: 0, goals: [] }, 'https://learnlog.example', UNSUBSCRIBE);
    expect(mail.html).toContain('&#60;script&#62;x&#60;/script&#62; &#38; &#34;quotes&#34;');
    expect(mail.html).not.toContain('<script>');
    expect(mail.text).toContain('- <script>x</script> & "quotes"');
    expect(mail.text).toContain('(1 entry)');
    expect(mail.text).not.toContain('due for review');
  });

  it('counts entries past the listed ones, names one card in the singular, and carries the RFC 8058 headers', () => {
    const entries = Array.from({ length: 20 }, (_, i) => ({ title: `Entry ${i}`, keyLearning: 'k' }));
    const mail = digestMail('ann@example.com', { entries, entryCount: 23, cardsDue: 1, goals: [{ title: 'Goal', targetDate: '2026-01-20' }] }, 'https://learnlog.example', UNSUBSCRIBE);
    expect(mail.text).toContain('(23 entries)');
    expect(mail.text).toContain('- and 3 more');
    expect(mail.text).toContain('1 card due for review: https://learnlog.example/review');
    expect(mail.text).toContain('- Goal (2026-01-20)');
    expect(mail.text).toContain(`No more weekly e-mails: ${UNSUBSCRIBE}`);
    expect(mail.headers).toEqual({ 'List-Unsubscribe': `<${UNSUBSCRIBE}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });
});
