/**
 * A real, playable MP4 (H.264 Baseline) made without an encoder: every macroblock is I_PCM (raw samples),
 * every frame an IDR, one frame a second, the colour changing each second so a student sees the video play.
 * Small on purpose: 64×48 pixels, a few kilobytes a frame.
 */

const WIDTH_MBS = 4;
const HEIGHT_MBS = 3;
/** H.264 mb_type of an I_PCM macroblock in an I slice. */
const MB_TYPE_I_PCM = 25;
const TIMESCALE = 1000;

/** Pixel size of the generated video. */
export const TINY_MP4_SIZE = { width: WIDTH_MBS * 16, height: HEIGHT_MBS * 16 } as const;

class BitWriter {
  private readonly bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number): void {
    this.current = (this.current << 1) | (value & 1);
    this.count += 1;
    if (this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }

  u(value: number, bits: number): void {
    for (let shift = bits - 1; shift >= 0; shift -= 1) this.bit((value >> shift) & 1);
  }

  /** Exp-Golomb unsigned. */
  ue(value: number): void {
    const code = value + 1;
    const length = Math.floor(Math.log2(code)) + 1;
    this.u(0, length - 1);
    this.u(code, length);
  }

  se(value: number): void {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }

  alignWithZeros(): void {
    while (this.count !== 0) this.bit(0);
  }

  byte(value: number): void {
    this.u(value, 8);
  }

  /** rbsp_trailing_bits: a stop bit, then zeros to the byte boundary. */
  finish(): Buffer {
    this.bit(1);
    this.alignWithZeros();
    return Buffer.from(this.bytes);
  }
}

/** A NAL unit: header byte, then the payload with emulation-prevention bytes. */
function nal(refIdc: number, type: number, rbsp: Buffer): Buffer {
  const out = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

function sequenceParameterSet(): Buffer {
  const w = new BitWriter();
  w.u(66, 8); // profile_idc: Baseline
  w.u(0xc0, 8); // constraint_set0 and set1
  w.u(10, 8); // level 1.0
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type
  w.ue(1); // max_num_ref_frames
  w.u(0, 1); // gaps_in_frame_num_value_allowed_flag
  w.ue(WIDTH_MBS - 1);
  w.ue(HEIGHT_MBS - 1);
  w.u(1, 1); // frame_mbs_only_flag
  w.u(1, 1); // direct_8x8_inference_flag
  w.u(0, 1); // frame_cropping_flag
  w.u(0, 1); // vui_parameters_present_flag
  return nal(3, 7, w.finish());
}

function pictureParameterSet(): Buffer {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.u(0, 1); // entropy_coding_mode_flag: CAVLC
  w.u(0, 1); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.u(0, 1); // weighted_pred_flag
  w.u(0, 2); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.u(1, 1); // deblocking_filter_control_present_flag
  w.u(0, 1); // constrained_intra_pred_flag
  w.u(0, 1); // redundant_pic_cnt_present_flag
  return nal(3, 8, w.finish());
}

/** A solid-colour IDR frame (Y, Cb, Cr kept inside 16..240, so no sample is 0). */
function idrFrame(index: number, yuv: readonly [number, number, number]): Buffer {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I (all slices)
  w.ue(0); // pic_parameter_set_id
  w.u(0, 4); // frame_num
  w.ue(index % 2); // idr_pic_id: consecutive IDRs differ
  w.u(0, 1); // no_output_of_prior_pics_flag
  w.u(0, 1); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc
  const [y, cb, cr] = yuv;
  for (let mb = 0; mb < WIDTH_MBS * HEIGHT_MBS; mb += 1) {
    w.ue(MB_TYPE_I_PCM);
    w.alignWithZeros();
    for (let i = 0; i < 256; i += 1) w.byte(y);
    for (let i = 0; i < 64; i += 1) w.byte(cb);
    for (let i = 0; i < 64; i += 1) w.byte(cr);
  }
  return nal(3, 5, w.finish());
}

/** Colours the frames cycle through (BT.601 YCbCr): blue, green, orange, purple. */
const FRAME_COLOURS: readonly (readonly [number, number, number])[] = [
  [41, 240, 110],
  [145, 54, 34],
  [151, 44, 201],
  [70, 170, 180],
];

function u32(value: number): Buffer {
  const buffer = Buffer.alloc(4);
  buffer.writeUInt32BE(value >>> 0);
  return buffer;
}

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
}

function box(type: string, ...payload: Buffer[]): Buffer {
  const body = Buffer.concat(payload);
  return Buffer.concat([u32(body.length + 8), Buffer.from(type, 'latin1'), body]);
}

function fullBox(type: string, version: number, flags: number, ...payload: Buffer[]): Buffer {
  return box(type, u32((version << 24) | flags), ...payload);
}

const MATRIX = Buffer.concat([0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map(u32));

function moov(sps: Buffer, pps: Buffer, sampleSizes: number[], durationMs: number, chunkOffset: number) {
  const { width, height } = TINY_MP4_SIZE;
  const avcC = box(
    'avcC',
    Buffer.from([1, sps[1] ?? 66, sps[2] ?? 0, sps[3] ?? 10, 0xff, 0xe1]),
    u16(sps.length),
    sps,
    Buffer.from([1]),
    u16(pps.length),
    pps,
  );
  const avc1 = box(
    'avc1',
    Buffer.alloc(6),
    u16(1), // data_reference_index
    Buffer.alloc(16),
    u16(width),
    u16(height),
    u32(0x00480000),
    u32(0x00480000),
    Buffer.alloc(4),
    u16(1), // frame_count
    Buffer.alloc(32), // compressorname
    u16(0x0018),
    u16(0xffff),
    avcC,
  );
  const stbl = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), avc1),
    fullBox('stts', 0, 0, u32(1), u32(sampleSizes.length), u32(durationMs / sampleSizes.length)),
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(sampleSizes.length), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(sampleSizes.length), ...sampleSizes.map(u32)),
    fullBox('stco', 0, 0, u32(1), u32(chunkOffset)),
  );
  const minf = box(
    'minf',
    fullBox('vmhd', 0, 1, Buffer.alloc(8)),
    box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
    stbl,
  );
  const mdia = box(
    'mdia',
    fullBox('mdhd', 0, 0, u32(0), u32(0), u32(TIMESCALE), u32(durationMs), u16(0x55c4), u16(0)),
    fullBox('hdlr', 0, 0, u32(0), Buffer.from('vide', 'latin1'), Buffer.alloc(12), Buffer.from('Video\0')),
    minf,
  );
  const tkhd = fullBox(
    'tkhd',
    0,
    3, // enabled, in movie
    u32(0),
    u32(0),
    u32(1), // track_ID
    u32(0),
    u32(durationMs),
    Buffer.alloc(8),
    u16(0),
    u16(0),
    u16(0), // volume: video
    u16(0),
    MATRIX,
    u32(width << 16),
    u32(height << 16),
  );
  const mvhd = fullBox(
    'mvhd',
    0,
    0,
    u32(0),
    u32(0),
    u32(TIMESCALE),
    u32(durationMs),
    u32(0x00010000),
    u16(0x0100),
    Buffer.alloc(10),
    MATRIX,
    Buffer.alloc(24),
    u32(2), // next_track_ID
  );
  return box('moov', mvhd, box('trak', tkhd, mdia));
}

/** An MP4 of `seconds` one-second frames (at least 1). */
export function createTinyMp4(seconds: number): Buffer {
  const frames = Math.max(1, Math.floor(seconds));
  const sps = sequenceParameterSet();
  const pps = pictureParameterSet();
  // samples are length-prefixed NAL units (avcC lengthSizeMinusOne = 3)
  const samples = Array.from({ length: frames }, (_, index) => {
    const frame = idrFrame(index, FRAME_COLOURS[index % FRAME_COLOURS.length] ?? [128, 128, 128]);
    return Buffer.concat([u32(frame.length), frame]);
  });
  const ftyp = box(
    'ftyp',
    Buffer.from('isom', 'latin1'),
    u32(0x200),
    Buffer.from('isomiso2avc1mp41', 'latin1'),
  );
  const durationMs = frames * TIMESCALE;
  const sizes = samples.map((sample) => sample.length);
  const headerSize = ftyp.length + moov(sps, pps, sizes, durationMs, 0).length;
  return Buffer.concat([ftyp, moov(sps, pps, sizes, durationMs, headerSize + 8), box('mdat', ...samples)]);
}
