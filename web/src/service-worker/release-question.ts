/**
 * The one question a page asks the worker that controls it: is this script among the files of the
 * release you saved? A page whose entry script is not runs an older release than its worker. Shared by
 * the worker and the page, so both speak the same message.
 */
export const releaseQuestionType = 'mesonet:is-saved-release-file';

export interface ReleaseQuestion {
  type: typeof releaseQuestionType;
  url: string;
}

export function isReleaseQuestion(data: unknown): data is ReleaseQuestion {
  if (typeof data !== 'object' || data === null) return false;
  const { type, url } = data as Record<string, unknown>;
  return type === releaseQuestionType && typeof url === 'string';
}
