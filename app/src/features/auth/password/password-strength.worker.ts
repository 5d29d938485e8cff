/**
 * Scores passwords off the page's thread: the dictionaries (about 2 MB) load here, only once a
 * screen that sets a password asks, and a slow score never makes typing stutter.
 */
import { judgePassword, loadPasswordScorer, type PasswordVerdict } from '@learnlog/shared';

export interface StrengthRequest {
  id: number;
  password: string;
  userInputs: string[];
}

export interface StrengthAnswer {
  id: number;
  verdict: PasswordVerdict;
}

const scorer = loadPasswordScorer();

self.addEventListener('message', (event: MessageEvent<StrengthRequest>) => {
  const { id, password, userInputs } = event.data;
  void scorer.then((score) => {
    const answer: StrengthAnswer = { id, verdict: judgePassword(password, score(password, userInputs)) };
    self.postMessage(answer);
  });
});
