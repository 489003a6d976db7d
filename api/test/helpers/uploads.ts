import sharp from 'sharp';

/** Request bodies and image bytes for upload tests. */

export interface FilePart {
  data: Buffer;
  filename: string;
  type: string;
}

/** A multipart/form-data body, built the way a browser's FormData is sent. */
export async function multipart(fields: Record<string, string | string[] | FilePart>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (typeof value === 'string') form.append(name, value);
    else if (Array.isArray(value)) value.forEach((item) => form.append(name, item));
    else form.append(name, new Blob([new Uint8Array(value.data)], { type: value.type }), value.filename);
  }
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    headers: { 'content-type': response.headers.get('content-type')! },
  };
}

export const PNG = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#c00' } })
  .png()
  .toBuffer();

export const JPEG = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#0a6' } })
  .jpeg()
  .toBuffer();

/** A noisy, photo-like JPEG of the given size: heavy however it is encoded at full size. */
export function noisyPhoto(width: number, height: number, background = '#000', sigma = 60): Promise<Buffer> {
  return sharp({
    create: { width, height, channels: 3, background, noise: { type: 'gaussian', mean: 120, sigma } },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
}

/** A noisy photo-like image that is far above 10 KB however it is encoded at full size. */
export const PHOTO = await noisyPhoto(1200, 800);

const TRUNCATED = await sharp({
  create: {
    width: 300,
    height: 300,
    channels: 3,
    background: '#000',
    noise: { type: 'gaussian', mean: 128, sigma: 50 },
  },
})
  .png()
  .toBuffer()
  .then((png) => png.subarray(0, Math.floor(png.length / 2)));

/** Files that must never be taken for images. */
export const NOT_IMAGES = {
  text: { data: Buffer.from('just some text, honestly'), filename: 'photo.png', type: 'image/png' },
  empty: { data: Buffer.alloc(0), filename: 'empty.png', type: 'image/png' },
  svg: {
    data: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script><rect width="10" height="10"/></svg>',
    ),
    filename: 'icon.png',
    type: 'image/png',
  },
  /** A PNG signature and header, then HTML: the header parses, the image does not. */
  headerThenHtml: {
    data: Buffer.concat([PNG.subarray(0, 33), Buffer.from('<html><script>alert(1)</script></html>')]),
    filename: 'x.png',
    type: 'image/png',
  },
  /** A PNG cut off half-way: metadata reads, decoding fails. */
  truncated: {
    data: TRUNCATED,
    filename: 'cut.png',
    type: 'image/png',
  },
} satisfies Record<string, FilePart>;

/** A whole PNG followed by HTML: decodes as an image; must only ever be served as one. */
export const POLYGLOT = Buffer.concat([
  PNG,
  Buffer.from('<html><body><script>alert(1)</script></body></html>'),
]);

/** A real PNG header followed by 6 MB: too large, whatever it is. */
export const OVERSIZED = Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024, 1)]);
