import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, judgePassword, loadPasswordScorer, passwordUserInputs } from './password-strength';

describe('the password rule', () => {
  it('refuses the passwords a security review got through, and accepts a few unrelated words', async () => {
    const score = await loadPasswordScorer();
    const verdict = (password: string, inputs: string[] = []) => judgePassword(password, score(password, inputs));
    for (const weak of ['password', '12345678', '        ', 'password1234', 'qwertyuiop', 'sunshine2024!']) {
      expect(verdict(weak).ok, weak).toBe(false);
    }
    expect(verdict('password').message).toBe(PASSWORD_MESSAGES.tooShort);
    expect(verdict('password1234').message).toMatch(/^This password is too easy to guess\. /);
    expect(verdict('correct horse battery staple')).toMatchObject({ ok: true, score: 4, label: 'Very strong' });
  });

  it("counts the learner's own e-mail and name against the password", async () => {
    const score = await loadPasswordScorer();
    const inputs = passwordUserInputs({ email: 'ada.lovelace@example.com', firstName: 'Ada', lastName: 'Lovelace' });
    expect(inputs).toEqual(expect.arrayContaining(['ada.lovelace@example.com', 'lovelace', 'learnlog']));
    // Strong for a stranger, weak for Ada: her own address and name plus the app's name.
    expect(judgePassword('ada.lovelace@example.com', score('ada.lovelace@example.com', [])).ok).toBe(true);
    expect(judgePassword('ada.lovelace@example.com', score('ada.lovelace@example.com', inputs)).ok).toBe(false);
    expect(judgePassword('lovelacelearnlog', score('lovelacelearnlog', inputs)).ok).toBe(false);
  });
});
