/** What a Web Push message carries (issue 24): JSON `{title, body, url, tag}`. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  tag: string | undefined;
}

const fallbackTitle = 'Mesonet';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * The notification to show for a push's payload. A payload that is not the JSON we send (an empty
 * push, plain text) still shows something: the browser may penalise a push that shows nothing.
 */
export function parsePushMessage(payload: string | null): PushMessage {
  let data: unknown;
  try {
    data = payload === null ? null : JSON.parse(payload);
  } catch {
    return { title: fallbackTitle, body: payload ?? '', url: '/', tag: undefined };
  }
  const fields = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const url = text(fields.url);
  return {
    title: text(fields.title) ?? fallbackTitle,
    body: text(fields.body) ?? '',
    url: url !== undefined && url.startsWith('/') && !url.startsWith('//') ? url : '/',
    tag: text(fields.tag),
  };
}
