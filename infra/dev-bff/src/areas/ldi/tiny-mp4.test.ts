import { createTinyMp4, TINY_MP4_SIZE } from './tiny-mp4';

/** Top-level boxes of an MP4 as [type, offset, size]. */
function topBoxes(file: Buffer): [string, number, number][] {
  const boxes: [string, number, number][] = [];
  for (let offset = 0; offset < file.length;) {
    const size = file.readUInt32BE(offset);
    boxes.push([file.subarray(offset + 4, offset + 8).toString('latin1'), offset, size]);
    offset += size;
  }
  return boxes;
}

describe('createTinyMp4', () => {
  it('is an ftyp, moov, mdat file whose chunk offset points at the first frame', () => {
    const file = createTinyMp4(3);
    const boxes = topBoxes(file);
    expect(boxes.map(([type]) => type)).toEqual(['ftyp', 'moov', 'mdat']);
    const [, mdatOffset] = boxes[2] ?? ['', 0];
    const stco = file.indexOf('stco', 0, 'latin1');
    expect(file.readUInt32BE(stco + 12)).toBe(mdatOffset + 8);
    // the first sample is a length-prefixed IDR slice (NAL type 5)
    expect(file[mdatOffset + 12]! & 0x1f).toBe(5);
  });

  it('declares its size, one sample a second and the duration in the movie header', () => {
    const file = createTinyMp4(4);
    const avc1 = file.indexOf('avc1', file.indexOf('stsd', 0, 'latin1'), 'latin1');
    expect(file.readUInt16BE(avc1 + 4 + 24)).toBe(TINY_MP4_SIZE.width);
    expect(file.readUInt16BE(avc1 + 4 + 26)).toBe(TINY_MP4_SIZE.height);
    const stsz = file.indexOf('stsz', 0, 'latin1');
    expect(file.readUInt32BE(stsz + 12)).toBe(4);
    const mvhd = file.indexOf('mvhd', 0, 'latin1');
    // after the version/flags, creation and modification times: timescale, then duration
    expect(file.readUInt32BE(mvhd + 20) / file.readUInt32BE(mvhd + 16)).toBe(4);
  });
});
