// Addresses of the content server: the studio shows the page view's drawing (a frame of its own
// origin) with every root-relative address of the server's HTML on the server.
import { describe, expect, it } from 'vitest';
import { htmlOnContentServer, onContentServer } from './content-server-url.ts';

describe('onContentServer', () => {
  it('puts a root-relative address on the live site, and leaves others as they are', () => {
    expect(onContentServer('/media/a.jpg', 'http://127.0.0.1:3000/jacobs')).toBe('http://127.0.0.1:3000/media/a.jpg');
    expect(onContentServer('https://example.com/a.jpg', 'http://127.0.0.1:3000/jacobs')).toBe('https://example.com/a.jpg');
    expect(onContentServer('//evil.example/a.jpg', 'http://127.0.0.1:3000/jacobs')).toBe('//evil.example/a.jpg');
  });
});

describe('htmlOnContentServer', () => {
  const html =
    '<link rel="preload" href="/assets/inter.woff2"><style>@font-face{src:url(/assets/inter.woff2)}.a{background:url("/images/x.svg")}</style>' +
    '<a href="/jacobs/contact">Contact</a><a href="https://example.com/">Out</a><a href="#main">Skip</a>' +
    '<img src="/media/a-800.jpg" srcset="/media/a-400.jpg 400w, /media/a-800.jpg 800w" alt="A rug">';

  it('in the studio: every root-relative address of the drawing on the server, nothing else changed', () => {
    expect(htmlOnContentServer(html, 'http://192.168.1.20:3000/jacobs')).toBe(
      '<link rel="preload" href="http://192.168.1.20:3000/assets/inter.woff2"><style>@font-face{src:url(http://192.168.1.20:3000/assets/inter.woff2)}.a{background:url("http://192.168.1.20:3000/images/x.svg")}</style>' +
        '<a href="http://192.168.1.20:3000/jacobs/contact">Contact</a><a href="https://example.com/">Out</a><a href="#main">Skip</a>' +
        '<img src="http://192.168.1.20:3000/media/a-800.jpg" srcset="http://192.168.1.20:3000/media/a-400.jpg 400w, http://192.168.1.20:3000/media/a-800.jpg 800w" alt="A rug">',
    );
  });

  it('in the web admin, served by the content server itself: unchanged', () => {
    expect(htmlOnContentServer(html, '/jacobs')).toBe(html);
  });
});
