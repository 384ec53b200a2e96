import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { expect, it } from 'vitest';
import { signedInUser, signUp, TEST_ORIGIN, uniqueEmail } from '../../test/auth-helpers.ts';
import { describeOnEachDatabase } from '../../test/test-app.ts';

function multipart(filename: string, contentType: string, data: Buffer, field = 'image') {
  const boundary = `----pb${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } });

describeOnEachDatabase('image upload', (ctx) => {
  let auth: Record<string, string>;

  async function upload(filename: string, type: string, data: Buffer, field?: string) {
    const { app } = ctx();
    if (!auth) auth = { authorization: (await signedInUser(app)).authorization };
    const body = multipart(filename, type, data, field);
    return app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { ...auth, 'content-type': body.contentType },
      payload: body.payload,
    });
  }

  const stored = async () => (await readdir(ctx().env.IMAGES_DIR)).filter((f) => f !== '.gitkeep');

  it('When a real PNG is sent, then it is stored as WebP under a generated name', async () => {
    const res = await upload('../../evil.png', 'image/png', await photo(40, 30).png().toBuffer());
    expect(res.statusCode, res.body).toBe(200);
    const { url } = res.json().data;
    // Named on PUBLIC_URL (decision 025), so a client on another origin can show it as is.
    expect(url.startsWith(`${new URL(ctx().env.PUBLIC_URL).origin}/images/`)).toBe(true);
    expect(new URL(url).pathname).toMatch(/^\/images\/[A-Za-z0-9_-]{24}\.webp$/);
    const image = await ctx().app.inject({ method: 'GET', url });
    expect(image.statusCode).toBe(200);
    expect((await sharp(image.rawPayload).metadata()).format).toBe('webp');
  });

  it('When a large JPEG with EXIF and GPS is sent, then it is resized to 1600 px and the metadata is gone', async () => {
    const jpeg = await photo(2400, 1200)
      .withExif({ IFD0: { Make: 'PhoneCam', Orientation: '1' }, IFD3: { GPSLatitudeRef: 'N' } })
      .jpeg()
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload('photo.jpg', 'image/jpeg', jpeg);
    expect(res.statusCode, res.body).toBe(200);
    const image = await ctx().app.inject({ method: 'GET', url: res.json().data.url });
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.width).toBe(1600);
    expect(meta.height).toBe(800);
    expect(meta.exif).toBeUndefined();
    expect(image.rawPayload.includes(Buffer.from('PhoneCam'))).toBe(false);
  });

  it('When a text file is renamed to .png, then 415 and nothing is stored', async () => {
    const before = await stored();
    const res = await upload('cat.png', 'image/png', Buffer.from('just some text, not a picture'));
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_IMAGE');
    expect(await stored()).toEqual(before);
  });

  it('When an SVG with a script is sent, then 415 and nothing is stored', async () => {
    const before = await stored();
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    );
    const res = await upload('logo.png', 'image/png', svg);
    expect(res.statusCode).toBe(415);
    expect(await stored()).toEqual(before);
  });

  it('When the file is over 5 MB, then 413 with a clear message and nothing is stored', async () => {
    const before = await stored();
    const res = await upload('big.png', 'image/png', Buffer.alloc(5 * 1024 * 1024 + 10, 1));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: expect.stringContaining('5 MB'),
      code: 'FILE_TOO_LARGE',
    });
    expect(await stored()).toEqual(before);
  });

  it('When the field is not "image" or the body is not multipart, then 4xx', async () => {
    const png = await photo(8, 8).png().toBuffer();
    expect((await upload('a.png', 'image/png', png, 'file')).statusCode).toBe(400);
    const res = await ctx().app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: auth,
      payload: { image: 'x' },
    });
    expect(res.statusCode).toBe(415);
  });

  it('When nobody is signed in, then 401; with only an identity session (mid sign-up), then accepted', async () => {
    const { app } = ctx();
    const body = multipart('a.png', 'image/png', await photo(8, 8).png().toBuffer());
    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/upload',
      headers: { 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(anonymous.statusCode).toBe(401);
    const cookie = await signUp(app, { email: uniqueEmail() });
    const withSession = await app.inject({
      method: 'POST',
      url: '/api/upload',
      // As the web app's upload: the browser adds its Origin (issue #14 finding 12).
      headers: { cookie, origin: TEST_ORIGIN, 'content-type': body.contentType },
      payload: body.payload,
    });
    expect(withSession.statusCode, withSession.body).toBe(200);
  });
});
