/** /privacy: what this server stores about a learner, for how long, who can read it, and how to take it out. */
import { SESSION_TTL_DAYS } from '@learnlog/shared';
import { LegalPage } from './legal-page';
import type { LegalText } from './legal-text';

// A self-hoster edits these words to match how they run their server.
const PRIVACY_TEXT: LegalText = {
  title: 'Privacy',
  intro: 'LearnLog keeps your journal on your device first and syncs it with this server. This page says what the server keeps and why.',
  sections: [
    {
      heading: 'What the server stores',
      points: [
        'Your account: name, e-mail address, a hash of your password (never the password itself), your profile picture and the social links you add.',
        'What you write and track: journal entries (with their photos), resources, goals, learn plans and milestones, review history, and feedback you send.',
        'Your signed-in devices: the browser and system name (such as “Chrome on Android”) and when each was last seen.',
        'Payments, if this server takes them, are handled by Stripe: your card details go to Stripe, never to this server, which keeps only what you bought.',
      ],
    },
    {
      heading: 'For how long',
      points: [
        'Your records stay until you delete them; a deleted record leaves your journal on every device.',
        `A signed-in session ends after ${SESSION_TTL_DAYS} days without use, or when you sign it out from Profile → Signed-in devices.`,
        'Your account stays until you ask the people who run this server to remove it.',
      ],
    },
    {
      heading: 'Who can read it',
      points: [
        'Only you, by default. An entry you make public can be read by anyone with its link until you make it private again.',
        'The people who run this server can reach its database, as with any server; they see feedback you send and the list of accounts.',
        'AI summaries, when this server has an AI provider set up, send the text of the entries being summarised to that provider. Without one, summaries are made on this server.',
      ],
    },
    {
      heading: 'Taking your data with you',
      points: [
        'Profile → Your data exports everything you wrote as a file you can keep or import elsewhere, at any time.',
        'Your device keeps its own copy of your journal, so it stays readable offline.',
      ],
    },
  ],
};

export default function PrivacyPage() {
  return <LegalPage text={PRIVACY_TEXT} />;
}
