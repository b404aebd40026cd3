import { describe, expect, it } from 'vitest';
import { isReleaseQuestion, releaseQuestionType } from './release-question';

describe('isReleaseQuestion: the worker answers only the question it knows', () => {
  it.each([
    ['the question', { type: releaseQuestionType, url: 'https://mesonet.example/assets/index-a1.js' }, true],
    ['another type', { type: 'SKIP_WAITING', url: '/assets/index-a1.js' }, false],
    ['no url', { type: releaseQuestionType }, false],
    ['a url that is not text', { type: releaseQuestionType, url: 7 }, false],
    ['null', null, false],
    ['text', releaseQuestionType, false],
  ])('%s → %s', (_case, data, asked) => {
    expect(isReleaseQuestion(data)).toBe(asked);
  });
});
