/** /terms: the terms of using this LearnLog server, in plain words. */
import { LegalPage } from './legal-page';
import type { LegalText } from './legal-text';

// A self-hoster edits these words to match how they run their server.
const TERMS_TEXT: LegalText = {
  title: 'Terms',
  intro: 'By using LearnLog on this server you agree to these terms. They are short on purpose.',
  sections: [
    {
      heading: 'Your journal is yours',
      points: [
        'What you write stays yours. The server keeps it only to sync it between your devices and to show what you choose to share.',
        'You can export everything at any time from Profile → Your data.',
      ],
    },
    {
      heading: 'Using the service',
      points: [
        'Keep your password to yourself and sign out devices you no longer use.',
        'Do not publish entries that break the law or other people’s rights; public entries may be removed if they do.',
        'The free plan has daily limits; paid plans and lifetime access are described on the pricing page, and a lifetime purchase is a one-time payment.',
      ],
    },
    {
      heading: 'No guarantee',
      points: [
        'LearnLog is offered as it is. Your device keeps its own copy of your journal, and exports are there so that a copy is always in your hands.',
      ],
    },
  ],
};

export default function TermsPage() {
  return <LegalPage text={TERMS_TEXT} />;
}
