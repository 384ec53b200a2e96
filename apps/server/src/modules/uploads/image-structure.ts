/**
 * Walks the container of each accepted image format far enough to find where the image
 * really ends. Anything after that end (a ZIP, a script, an HTML page: a polyglot) and
 * any image that stops before it (truncated) is refused before a decoder sees it.
 * Returns the problem as a short reason, or undefined when the structure is whole.
 */
export type SniffedFormat = 'jpeg' | 'png' | 'gif' | 'webp' | 'avif';

export interface Structure {
  problem?: 'truncated' | 'trailing-data' | 'malformed';
  /** Frames counted while walking (GIF only; 1 elsewhere). */
  frames: number;
  /** The largest canvas or frame area the container declares (GIF only; 0 elsewhere). */
  declaredPixels: number;
}

const ok = (frames = 1, declaredPixels = 0): Structure => ({ frames, declaredPixels });
const bad = (problem: NonNullable<Structure['problem']>): Structure => ({
  problem,
  frames: 0,
  declaredPixels: 0,
});

/** The format from the first bytes alone: what the name or the sent type say never counts. */
export function sniffFormat(b: Buffer): SniffedFormat | undefined {
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpeg';
  if (b.length >= 8 && b.subarray(0, 8).equals(PNG_SIGNATURE)) return 'png';
  const head = b.subarray(0, 6).toString('latin1');
  if (head === 'GIF87a' || head === 'GIF89a') return 'gif';
  if (
    b.length >= 12 &&
    b.toString('latin1', 0, 4) === 'RIFF' &&
    b.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (b.length >= 12 && b.toString('latin1', 4, 8) === 'ftyp') {
    const brands = b.toString('latin1', 8, Math.min(b.length, b.readUInt32BE(0)));
    if (brands.includes('avif') || brands.includes('avis')) return 'avif';
  }
  return undefined;
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function checkStructure(format: SniffedFormat, b: Buffer): Structure {
  switch (format) {
    case 'jpeg':
      return jpeg(b);
    case 'png':
      return png(b);
    case 'gif':
      return gif(b);
    case 'webp':
      return webp(b);
    case 'avif':
      return isoBoxes(b);
  }
}

/** Offset just past the EOI marker of the JPEG starting at `start`, or a problem. */
function jpegEnd(b: Buffer, start: number): number | Structure {
  let i = start + 2;
  while (i < b.length) {
    if (b[i] !== 0xff) return bad('malformed');
    while (b[i] === 0xff) i += 1; // fill bytes
    if (i >= b.length) return bad('truncated');
    const marker = b[i]!;
    i += 1;
    if (marker === 0xd9) return i;
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (i + 2 > b.length) return bad('truncated');
    const length = b.readUInt16BE(i);
    if (length < 2) return bad('malformed');
    i += length;
    if (i > b.length) return bad('truncated');
    if (marker !== 0xda) continue;
    // Entropy-coded data: 0xFF is only ever followed by a stuffed 0x00 or a restart marker.
    while (i < b.length) {
      if (b[i] !== 0xff) {
        i += 1;
        continue;
      }
      const next = b[i + 1];
      if (next === undefined) return bad('truncated');
      if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff)
        i += next === 0xff ? 1 : 2;
      else break;
    }
    if (i >= b.length) return bad('truncated');
  }
  return bad('truncated');
}

function jpeg(b: Buffer): Structure {
  const end = jpegEnd(b, 0);
  if (typeof end !== 'number') return end;
  // Phones append further whole JPEGs (MPF, Ultra HDR gain maps): those are allowed; any
  // other byte after the last end marker, zero padding aside, is not.
  let i = end;
  while (i < b.length) {
    if (b[i] === 0x00) {
      i += 1;
      continue;
    }
    if (b[i] === 0xff && b[i + 1] === 0xd8 && b[i + 2] === 0xff) {
      const next = jpegEnd(b, i);
      if (typeof next !== 'number') return bad('trailing-data');
      i = next;
      continue;
    }
    return bad('trailing-data');
  }
  return ok();
}

function png(b: Buffer): Structure {
  let i = 8;
  while (i + 8 <= b.length) {
    const length = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    if (!/^[A-Za-z]{4}$/.test(type)) return bad('malformed');
    i += 12 + length;
    if (i > b.length) return bad('truncated');
    if (type === 'IEND') return i === b.length ? ok() : bad('trailing-data');
  }
  return bad('truncated');
}

function skipSubBlocks(b: Buffer, start: number): number {
  let i = start;
  while (i < b.length) {
    const size = b[i]!;
    i += 1;
    if (size === 0) return i;
    i += size;
  }
  return -1;
}

function gif(b: Buffer): Structure {
  if (b.length < 13) return bad('truncated');
  const flags = b[10]!;
  let i = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  let frames = 0;
  // The decoder allocates the logical screen, whatever the frames inside it are.
  let declared = b.readUInt16LE(6) * b.readUInt16LE(8);
  while (i < b.length) {
    const block = b[i]!;
    if (block === 0x3b) return i + 1 === b.length ? ok(frames, declared) : bad('trailing-data');
    if (block === 0x21) {
      i = skipSubBlocks(b, i + 2);
    } else if (block === 0x2c) {
      if (i + 10 > b.length) return bad('truncated');
      declared = Math.max(declared, b.readUInt16LE(i + 5) * b.readUInt16LE(i + 7));
      const local = b[i + 9]!;
      i += 10 + (local & 0x80 ? 3 * 2 ** ((local & 0x07) + 1) : 0);
      i = skipSubBlocks(b, i + 1); // after the LZW minimum code size
      frames += 1;
    } else {
      return bad('malformed');
    }
    if (i < 0) return bad('truncated');
  }
  return bad('truncated');
}

function webp(b: Buffer): Structure {
  const declared = b.readUInt32LE(4) + 8;
  if (declared > b.length) return bad('truncated');
  return declared === b.length ? ok() : bad('trailing-data');
}

/** AVIF is ISO-BMFF: top-level boxes must tile the file exactly. */
function isoBoxes(b: Buffer): Structure {
  let i = 0;
  while (i < b.length) {
    if (i + 8 > b.length) return bad('truncated');
    let size = b.readUInt32BE(i);
    const type = b.toString('latin1', i + 4, i + 8);
    if (!/^[a-zA-Z0-9 ]{4}$/.test(type)) return bad('trailing-data');
    if (size === 1) {
      if (i + 16 > b.length) return bad('truncated');
      size = Number(b.readBigUInt64BE(i + 8));
    } else if (size === 0) {
      size = b.length - i;
    }
    if (size < 8) return bad('malformed');
    i += size;
    if (i > b.length) return bad('truncated');
  }
  return ok();
}
