/** Point 4 of the first week: goals are editable like resources, and an overdue active goal is marked. */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { LearningGoal } from '@learnlog/shared';
import { useE2E } from './support/e2e-harness';
import { VIEWPORTS } from './support/browser';
import { registerViaApi } from './support/accounts';
import { createGoalViaApi, eventually } from './support/learner-records';
import { GoalsScreen, choose, toast } from './page-models/daily-screens';

const e2e = useE2E();

const DEVICES = {
  phone: { viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true },
  desktop: { viewport: VIEWPORTS.desktop },
};

const serverGoals = async (page: Page) => (await (await page.request.get('/api/learning-goals')).json()) as LearningGoal[];

describe('editing goals', () => {
  for (const [device, options] of Object.entries(DEVICES)) {
    it(`changes title, description, target date, priority and tags, and marks an overdue goal, ${device}`, async () => {
      const { page } = await e2e.newSession(options);
      await registerViaApi(page);
      await createGoalViaApi(page, { title: 'Read SICP', description: 'Chapter by chapter', targetDate: '2031-01-01', tags: ['lisp'] });
      await createGoalViaApi(page, { title: 'Finish the Rust book', targetDate: '2020-03-01' });
      await createGoalViaApi(page, { title: 'Paused long ago', targetDate: '2020-03-01', status: 'paused' });
      const goals = new GoalsScreen(page);
      await goals.goto();

      // Overdue: an active goal past its target day; a paused one is not.
      await goals.card('Finish the Rust book').getByTestId('goal-overdue').getByText('Overdue · target Mar 1, 2020').waitFor();
      expect(await goals.card('Read SICP').getByTestId('goal-overdue').count()).toBe(0);
      expect(await goals.card('Paused long ago').getByTestId('goal-overdue').count()).toBe(0);

      await goals.card('Read SICP').getByRole('button', { name: 'Edit Read SICP' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Learning Goal' });
      expect(await dialog.getByLabel('Title', { exact: true }).inputValue()).toBe('Read SICP');
      expect(await dialog.getByLabel('Target date (optional)').inputValue()).toBe('2031-01-01');
      await dialog.getByLabel('Title', { exact: true }).fill('Read SICP twice');
      await dialog.getByLabel('Description (optional)').fill('Once for the ideas, once for the exercises');
      await dialog.getByLabel('Target date (optional)').fill('2021-06-30');
      await choose(page, dialog, 'Priority', 'High');
      await dialog.getByLabel('Tags', { exact: true }).fill('scheme');
      await dialog.getByLabel('Tags', { exact: true }).press('Enter');
      await dialog.getByRole('button', { name: 'Save Changes' }).click();
      await dialog.waitFor({ state: 'detached' });
      await toast(page, 'Goal updated').waitFor();

      const card = goals.card('Read SICP twice');
      await card.getByText('High priority').waitFor();
      await card.getByText('Once for the ideas, once for the exercises').waitFor();
      expect(await card.getByRole('list', { name: 'Tags' }).getByRole('listitem').allInnerTexts()).toEqual(['lisp', 'scheme']);
      // Moved into the past: now overdue.
      await card.getByTestId('goal-overdue').waitFor();

      const stored = await eventually(
        () => serverGoals(page),
        (list) => list.some((g) => g.title === 'Read SICP twice'),
        'the edited goal on the server',
      );
      expect(stored.find((g) => g.title === 'Read SICP twice')).toMatchObject({
        description: 'Once for the ideas, once for the exercises',
        targetDate: '2021-06-30',
        priority: 'high',
        tags: ['lisp', 'scheme'],
      });

      // Completing an overdue goal clears the mark.
      await goals.setStatus('Finish the Rust book', 'Completed');
      await goals.section(/^Completed Goals/).getByRole('listitem', { name: 'Finish the Rust book' }).waitFor();
      expect(await goals.card('Finish the Rust book').getByTestId('goal-overdue').count()).toBe(0);
    });
  }
});
