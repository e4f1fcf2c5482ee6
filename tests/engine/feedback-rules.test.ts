// @vitest-environment node
import { checkFeedback, countWords, FEEDBACK_MAX_CHARS, validWordBounds } from '@/engine/feedback-rules';
import { merchant } from './fixtures';

describe('countWords', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['hello', 1],
    ['  hello   world  ', 2],
    ['line one\nline two', 4],
    ["don't stop", 2],
    ['my e-wallet deposit', 3],
    ['Salamat po!!! :) ...', 2],
    ['— - !!! ?', 0],
    ['GCash 500 pesos', 3],
    ['hindi,pumasok.ang deposit', 4],
    ['Maligayang pagdating 🎉', 2],
  ])('%j → %d', (text, n) => {
    expect(countWords(text)).toBe(n);
  });
});

describe('checkFeedback', () => {
  const bounds = { minWords: 3, maxWords: 5 };
  it.each([
    [null, 'one two three', 'categoryRequired'],
    ['bogus', 'one two three', 'categoryRequired'],
    ['suggestion', '', 'wordCount'],
    ['suggestion', 'one two', 'wordCount'],
    ['suggestion', 'one two three', null],
    ['complaint', 'one two three four five', null],
    ['game', 'one two three four five six', 'wordCount'],
    ['payment', 'one, two! three?', null],
    ['other', 'a '.repeat(FEEDBACK_MAX_CHARS), 'tooLong'],
  ] as const)('%s / %j → %s', (category, content, error) => {
    expect(checkFeedback({ category, content }, bounds)).toBe(error);
  });

  it('uses the bounds it is given (merchant file)', () => {
    const text = 'word '.repeat(10);
    expect(checkFeedback({ category: 'other', content: text }, { minWords: 10, maxWords: 300 })).toBeNull();
    expect(checkFeedback({ category: 'other', content: text }, { minWords: 11, maxWords: 300 })).toBe('wordCount');
    expect(checkFeedback({ category: 'other', content: text }, { minWords: 1, maxWords: 9 })).toBe('wordCount');
  });
});

describe('validWordBounds', () => {
  it.each([
    [10, 300, true],
    [1, 1, true],
    [0, 10, false],
    [20, 10, false],
    [1.5, 10, false],
    [-1, 10, false],
  ])('%d..%d → %s', (minWords, maxWords, ok) => {
    expect(validWordBounds({ minWords, maxWords })).toBe(ok);
  });
});

describe('the merchant file section feedback', () => {
  it('ships 10–300 words by default', () => {
    expect(merchant().feedback).toEqual({ minWords: 10, maxWords: 300 });
  });

  it.each([[{ minWords: 20, maxWords: 10 }], [{ minWords: 0, maxWords: 10 }], [{ minWords: 5.5, maxWords: 10 }], [{ minWords: 5, maxWords: 10, extra: true }]])(
    'refuses %j',
    (feedback) => {
      expect(() => merchant({ feedback })).toThrow(/feedback/);
    },
  );

  it('accepts equal bounds', () => {
    expect(merchant({ feedback: { minWords: 5, maxWords: 5 } }).feedback).toEqual({ minWords: 5, maxWords: 5 });
  });
});
