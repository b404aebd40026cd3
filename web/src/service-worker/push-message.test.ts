import { describe, expect, it } from 'vitest';
import { parsePushMessage } from './push-message';

describe('parsePushMessage', () => {
  it.each([
    [
      'the JSON we send',
      '{"title":"Frost at Jamestown","body":"-1.2 °C at 05:10","url":"/map/jamestown/dashboard","tag":"frost-jamestown"}',
      {
        title: 'Frost at Jamestown',
        body: '-1.2 °C at 05:10',
        url: '/map/jamestown/dashboard',
        tag: 'frost-jamestown',
      },
    ],
    ['no payload', null, { title: 'Mesonet', body: '', url: '/', tag: undefined }],
    ['plain text', 'Hello', { title: 'Mesonet', body: 'Hello', url: '/', tag: undefined }],
    ['JSON that is not an object', '42', { title: 'Mesonet', body: '', url: '/', tag: undefined }],
    ['blank fields', '{"title":" ","body":3,"tag":""}', { title: 'Mesonet', body: '', url: '/', tag: undefined }],
    ['another site', '{"title":"x","url":"https://example.com/"}', { title: 'x', body: '', url: '/', tag: undefined }],
    ['protocol-relative', '{"title":"x","url":"//example.com/"}', { title: 'x', body: '', url: '/', tag: undefined }],
  ])('%s', (_, payload, expected) => {
    expect(parsePushMessage(payload)).toEqual(expected);
  });
});
