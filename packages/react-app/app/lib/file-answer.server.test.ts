import { describe, expect, test } from 'vitest';
import { artworkDownload, passFileOn, plainAnswer } from './file-answer.server.js';

const answered = (headers: Record<string, string>) => new Response(new Uint8Array([1, 2, 3]), { headers });

describe('files passed on to the browser', () => {
  test('as they come, of the type given, with the length and disposition the API said, never cached', async () => {
    const passed = passFileOn(
      answered({
        'content-type': 'text/html',
        'content-length': '3',
        'content-disposition': 'inline; filename="a.pdf"',
      }),
      'application/pdf',
    );
    expect(Object.fromEntries(passed.headers)).toEqual({
      'content-type': 'application/pdf',
      'content-length': '3',
      'content-disposition': 'inline; filename="a.pdf"',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(new Uint8Array(await passed.arrayBuffer())).toEqual(new Uint8Array([1, 2, 3]));
  });

  test('an artwork file is always a download, and of an artwork type or plain bytes', () => {
    const inline = artworkDownload(
      answered({ 'content-type': 'application/pdf', 'content-disposition': 'inline' }),
    );
    expect([inline.headers.get('content-type'), inline.headers.get('content-disposition')]).toEqual([
      'application/pdf',
      'attachment',
    ]);
    const named = artworkDownload(
      answered({ 'content-type': 'text/html', 'content-disposition': 'attachment; filename="x.html"' }),
    );
    expect([named.headers.get('content-type'), named.headers.get('content-disposition')]).toEqual([
      'application/octet-stream',
      'attachment; filename="x.html"',
    ]);
  });

  test('a file that cannot be given is a short text, never cached', async () => {
    const answer = plainAnswer('Fichier introuvable.', 404);
    expect([answer.status, answer.headers.get('cache-control'), await answer.text()]).toEqual([
      404,
      'no-store',
      'Fichier introuvable.',
    ]);
  });
});
