// Feedback form rules: the categories, how words are counted, and the spec's bound
// 'Feedback content is between {0} and {1} words' with the bounds from the merchant file.

export const FEEDBACK_CATEGORIES = ['suggestion', 'complaint', 'payment', 'game', 'other'] as const;
export type FeedbackCategory = (typeof FEEDBACK_CATEGORIES)[number];

export const isFeedbackCategory = (v: unknown): v is FeedbackCategory => typeof v === 'string' && (FEEDBACK_CATEGORIES as readonly string[]).includes(v);

/** Most characters a feedback may hold, whatever the word bounds. */
export const FEEDBACK_MAX_CHARS = 5000;

export interface WordBounds {
  readonly minWords: number;
  readonly maxWords: number;
}

// A word: letters or digits, joined by an apostrophe or a hyphen inside it ("don't", "e-wallet").
// Punctuation and emoji alone are not words.
const WORD = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** The number of words of a text. */
export function countWords(text: string): number {
  return text.match(WORD)?.length ?? 0;
}

export type FeedbackError = 'categoryRequired' | 'wordCount' | 'tooLong';

/** The first problem of a feedback, or null when it can be sent. */
export function checkFeedback(input: { category: string | null; content: string }, bounds: WordBounds): FeedbackError | null {
  if (!isFeedbackCategory(input.category)) return 'categoryRequired';
  if (input.content.length > FEEDBACK_MAX_CHARS) return 'tooLong';
  const words = countWords(input.content);
  if (words < bounds.minWords || words > bounds.maxWords) return 'wordCount';
  return null;
}

/** Bounds a merchant file may hold: positive integers, the minimum not above the maximum. */
export const validWordBounds = (b: WordBounds): boolean =>
  Number.isSafeInteger(b.minWords) && Number.isSafeInteger(b.maxWords) && b.minWords > 0 && b.minWords <= b.maxWords;
