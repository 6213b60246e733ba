/**
 * The agency logo a proposal document may print: an uploaded PNG or JPEG kept in the proposal as
 * a data: URL. This runs on the server and on the device, so it reads bytes with the web
 * platform only (atob, DataView, DecompressionStream), never Node's Buffer or zlib.
 */

export interface ProposalLogo {
  format: 'png' | 'jpeg';
  bytes: Uint8Array;
}

/** Larger images are refused rather than decoded: a logo never needs this many pixels. */
export const MAX_LOGO_PIXELS = 2048 * 2048;

/**
 * The image an uploaded logo holds. A web address gives null: nothing is fetched while a
 * document is made, so the agency's name stands in.
 */
export function proposalLogo(source: string | null | undefined): ProposalLogo | null {
  const match = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/]+={0,2})$/i.exec((source ?? '').trim());
  if (!match) return null;
  let binary: string;
  try {
    binary = atob(match[2]);
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return { format: match[1].toLowerCase() === 'png' ? 'png' : 'jpeg', bytes };
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Samples per pixel and the bit depths each PNG colour type allows. */
const PNG_COLOUR_TYPES: Record<number, { samples: number; depths: number[] }> = {
  0: { samples: 1, depths: [1, 2, 4, 8, 16] },
  2: { samples: 3, depths: [8, 16] },
  3: { samples: 1, depths: [1, 2, 4, 8] },
  4: { samples: 2, depths: [8, 16] },
  6: { samples: 4, depths: [8, 16] },
};
/** The Adam7 passes of an interlaced PNG: first column, first row, column step, row step. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
];

/**
 * The zlib data inflated, or null when it is broken or would grow past `limit` bytes: a small
 * upload must not unpack into gigabytes.
 */
async function inflate(data: Uint8Array<ArrayBuffer>, limit: number): Promise<Uint8Array | null> {
  const source = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(data);
      controller.close();
    },
  });
  const reader = source.pipeThrough(new DecompressionStream('deflate')).getReader();
  const parts: Uint8Array[] = [];
  let size = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.length;
      if (size > limit) {
        await reader.cancel().catch(() => {});
        return null;
      }
      parts.push(value);
    }
  } catch {
    return null;
  }
  const whole = new Uint8Array(size);
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/**
 * Whether a PNG is whole and sound. The PDF library decodes a PNG it is given, and a decoder
 * handed a lying header or short pixel data may allocate without bound or draw garbage instead
 * of failing; so the chunks, header, compressed pixels and every row's filter are checked first.
 */
export async function soundPng(data: Uint8Array): Promise<boolean> {
  if (data.length < 8 || PNG_SIGNATURE.some((byte, index) => data[index] !== byte)) return false;
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  let pos = 8;
  let header: {
    width: number;
    height: number;
    depth: number;
    colourType: number;
    interlaced: boolean;
  } | null = null;
  let palette = false;
  const compressed: Uint8Array[] = [];
  for (;;) {
    if (pos + 12 > data.length) return false;
    const length = view.getUint32(pos);
    const type = String.fromCharCode(...data.subarray(pos + 4, pos + 8));
    const body = pos + 8;
    if (length > 0x7fffffff || body + length + 4 > data.length || !/^[A-Za-z]{4}$/.test(type)) return false;
    if ((header === null) !== (type === 'IHDR')) return false;
    if (type === 'IHDR') {
      if (length !== 13) return false;
      const colourType = data[body + 9];
      header = {
        width: view.getUint32(body),
        height: view.getUint32(body + 4),
        depth: data[body + 8],
        colourType,
        interlaced: data[body + 12] === 1,
      };
      const kind = PNG_COLOUR_TYPES[colourType];
      if (!kind?.depths.includes(header.depth)) return false;
      if (data[body + 10] !== 0 || data[body + 11] !== 0 || data[body + 12] > 1) return false;
      if (header.width < 1 || header.height < 1 || header.width * header.height > MAX_LOGO_PIXELS)
        return false;
    } else if (type === 'PLTE') {
      if (length === 0 || length % 3 !== 0) return false;
      palette = true;
    } else if (type === 'IDAT') {
      compressed.push(data.subarray(body, body + length));
    } else if (type === 'IEND') {
      break;
    }
    pos = body + length + 4;
  }
  if (!header || compressed.length === 0 || (header.colourType === 3 && !palette)) return false;

  const bitsPerPixel = PNG_COLOUR_TYPES[header.colourType].samples * header.depth;
  const passes = header.interlaced ? ADAM7 : [[0, 0, 1, 1]];
  const extent = (origin: number, size: number, step: number) => Math.ceil((size - origin) / step);
  // The size the PNG format gives: every row a filter byte and its packed pixels, empty passes none.
  let expected = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const columns = extent(x0, header.width, dx);
    const lines = extent(y0, header.height, dy);
    if (columns > 0 && lines > 0) expected += lines * (1 + Math.ceil((columns * bitsPerPixel) / 8));
  }
  const joined = new Uint8Array(compressed.reduce((sum, part) => sum + part.length, 0));
  compressed.reduce((offset, part) => (joined.set(part, offset), offset + part.length), 0);
  const pixels = await inflate(joined, expected + 1024);
  if (!pixels || pixels.length < expected) return false;
  // Every filter byte where a decoder may read one, which for a pass with no columns still
  // takes a byte per row.
  let row = 0;
  for (const [x0, y0, dx, dy] of passes) {
    const lines = extent(y0, header.height, dy);
    const rowBytes = Math.max(0, Math.ceil((extent(x0, header.width, dx) * bitsPerPixel) / 8));
    for (let line = 0; line < lines && row < pixels.length; line++) {
      if (pixels[row] > 4) return false;
      row += 1 + rowBytes;
    }
  }
  return true;
}
