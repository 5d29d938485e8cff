/**
 * Worker thread that scores passwords with zxcvbn (password-strength.service.ts starts it): the
 * dictionaries load here, and a slow score never stops the server's event loop.
 */
import { parentPort } from 'node:worker_threads';
import { loadPasswordScorer } from '@learnlog/shared';

export interface ScoreRequest {
  id: number;
  password: string;
  userInputs: string[];
}

const score = await loadPasswordScorer();
parentPort?.on('message', (request: ScoreRequest) => {
  parentPort?.postMessage({ id: request.id, score: score(request.password, request.userInputs) });
});
