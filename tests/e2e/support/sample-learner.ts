/**
 * A learner with sample records of every kind (resources in each status, goals, entries with
 * markdown, a learn plan, a feedback message), made through the API in the page's context.
 */
import type { Page } from 'playwright-core';
import { newAccount, registerViaApi } from './accounts';
import { createEntryViaApi, createGoalViaApi, createResourceViaApi } from './learner-records';

async function apiPost(page: Page, path: string, data: Record<string, unknown>): Promise<void> {
  const response = await page.request.post(path, { data });
  if (!response.ok()) throw new Error(`POST ${path} answered ${response.status()}: ${await response.text()}`);
}

/**
 * Signs the page up (onboarded) with a few of everything, so lists, cards, badges and progress
 * bars are on screen; as an admin (`email` in ADMIN_EMAILS) it reaches every Pro screen too.
 */
export async function signUpLearnerWithData(page: Page, email: string): Promise<void> {
  await registerViaApi(page, newAccount({ email }));
  const book = await createResourceViaApi(page, { title: 'Eloquent JavaScript', type: 'book', status: 'in-progress', progress: 40, tags: ['javascript'] });
  await createResourceViaApi(page, { title: 'Rust by Example', type: 'documentation', url: 'https://doc.rust-lang.org/rust-by-example/' });
  await createResourceViaApi(page, { title: 'CS50', type: 'course', status: 'completed' });
  await createGoalViaApi(page, { title: 'Ship a side project', priority: 'high', tags: ['career'], linkedResources: [book.id] });
  await createGoalViaApi(page, { title: 'Read 12 books', status: 'completed' });
  // A code line wider than a phone: the preview's code block scrolls, so it must take focus.
  const code = '```\nconst counter = makeCounter(); counter(); counter(); // a closure keeps its own count between calls\n```';
  await createEntryViaApi(page, { title: 'Closures click', content: `A **closure** keeps the scope it was made in.\n\n${code}`, tags: ['javascript'], isPublic: true });
  await createEntryViaApi(page, { title: 'Borrowing rules', content: 'One mutable reference at a time.', tags: ['rust'], isFavorite: true, keyLearning: 'Aliasing XOR mutation' });
  await apiPost(page, '/api/learn-plans', { title: 'Master TypeScript', goal: 'Write type-safe apps', linkedResourceIds: [book.id] });
  await apiPost(page, '/api/feedback', { type: 'feature', subject: 'Dark mode', message: 'Please keep the dark theme.' });
}
