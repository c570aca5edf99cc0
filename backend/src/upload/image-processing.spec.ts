import { describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { checkImageUrl, imageUrlOf } from '../common/image-url.js';
import { MAX_DIMENSION, processImage, sniffImage } from './image-processing.js';
import { parseExtraParams } from './upload.service.js';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 60 } } });

describe('image checks', () => {
  it('sniffs JPEG, PNG and GIF by their first bytes only', async () => {
    expect(sniffImage(await picture(4, 4).jpeg().toBuffer())).toBe('jpeg');
    expect(sniffImage(await picture(4, 4).png().toBuffer())).toBe('png');
    expect(sniffImage(await picture(4, 4).gif().toBuffer())).toBe('gif');
    expect(sniffImage(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(sniffImage(Buffer.from('<html>x.png</html>'))).toBeNull();
    expect(sniffImage(Buffer.alloc(0))).toBeNull();
  });

  it('re-encodes: JPEG stays JPEG, GIF and PNG become PNG, fitted in the box, id = hash', async () => {
    const jpeg = await processImage(await picture(3000, 1500).jpeg().toBuffer());
    expect(jpeg.contentType).toBe('image/jpeg');
    expect([jpeg.width, jpeg.height]).toEqual([MAX_DIMENSION, MAX_DIMENSION / 2]);
    expect(jpeg.id).toMatch(/^[0-9a-f]{64}$/);
    const gif = await processImage(await picture(20, 10).gif().toBuffer());
    expect(gif.contentType).toBe('image/png');
    expect([gif.width, gif.height]).toEqual([20, 10]);
    expect((await processImage(await picture(20, 10).png().toBuffer())).contentType).toBe(
      'image/png',
    );
  });

  it('drops metadata (EXIF)', async () => {
    const withExif = await picture(30, 30)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret place', Artist: 'someone' } })
      .toBuffer();
    expect((await sharp(withExif).metadata()).exif).toBeDefined();
    const out = await processImage(withExif);
    const meta = await sharp(out.data).metadata();
    expect(meta.exif).toBeUndefined();
    expect(out.data.includes(Buffer.from('secret place'))).toBe(false);
  });

  it('refuses what is not a whole JPEG, GIF or PNG', async () => {
    const png = await picture(8, 8).png().toBuffer();
    const forged = Buffer.concat([png.subarray(0, 8), Buffer.from('garbage'.repeat(20))]);
    await expect(processImage(forged)).rejects.toMatchObject({ status: 415 });
    await expect(processImage(Buffer.from('<svg/>'))).rejects.toMatchObject({ status: 415 });
    // A PNG's magic number on a JPEG: the decoder says otherwise.
    const jpeg = await picture(8, 8).jpeg().toBuffer();
    const mislabelled = Buffer.concat([png.subarray(0, 8), jpeg]);
    await expect(processImage(mislabelled)).rejects.toMatchObject({ status: 415 });
  });

  it('refuses a decompression bomb from its header, before decoding it', async () => {
    const bomb = await sharp({
      create: { width: 6400, height: 6400, channels: 3, background: '#000' },
      limitInputPixels: false,
    })
      .greyscale()
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.length).toBeLessThan(1_000_000);
    await expect(processImage(bomb)).rejects.toMatchObject({ status: 413 });
  });

  it('reads extraParams: JSON naming an artifact id; none for a profile image', () => {
    const noun = (type: string) => (type === 'convo' ? 'question' : type);
    expect(parseExtraParams('profileimage', undefined, noun)).toBeNull();
    expect(parseExtraParams('convoimage', '{"artifactID":"abc_DEF-1"}', noun)).toBe('abc_DEF-1');
    expect(parseExtraParams('personimage', '{"personID":"p1"}', noun)).toBe('p1');
    expect(() => parseExtraParams('convoimage', '', noun)).toThrow(
      'extraParams must be JSON naming the artifactID of the question the image is for.',
    );
    for (const bad of [
      undefined,
      '',
      '[1]',
      'null',
      '{',
      '{"artifactID":1}',
      '{"artifactID":"a b"}',
    ])
      expect(() => parseExtraParams('categoryimage', bad, noun)).toThrow(/extraParams/);
    expect(() => parseExtraParams('convoimage', 'x'.repeat(2000), noun)).toThrow(/at most/);
  });

  it('accepts as ImageURL only this site images, or empty', () => {
    const url = imageUrlOf('a'.repeat(64));
    expect(checkImageUrl('ImageURL', url)).toBe(url);
    expect(checkImageUrl('ImageURL', '')).toBeNull();
    expect(checkImageUrl('ImageURL', null)).toBeNull();
    for (const bad of [
      'https://evil.example/x.png',
      'javascript:alert(1)',
      `${url}/x`,
      '/api/image/ab',
    ])
      expect(() => checkImageUrl('ImageURL', bad)).toThrow(/uploaded image/);
  });
});
