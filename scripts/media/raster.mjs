// Rasterising and compositing for the hero loops: SVG to raw pixels with sharp, then per-pixel mixes
// in plain JavaScript (a frame is a few million bytes; this is fast enough and exact).
import sharp from 'sharp';

/** Renders an SVG document to raw RGB (3 channels) or RGBA (4). */
export async function rasterize(svgText, { alpha = false } = {}) {
  const image = sharp(Buffer.from(svgText));
  const { data, info } = await (alpha ? image.ensureAlpha() : image.removeAlpha()).raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Renders an SVG mask to one grey channel (0 = none, 255 = full). */
export async function rasterizeMask(svgText) {
  const { data, info } = await sharp(Buffer.from(svgText)).removeAlpha().greyscale().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * Light and shade: where `mask` is 0 the `lit` pixels show, where it is 255 the `ambient` pixels
 * multiplied by `shade` ({ r, g, b } in 0–255).
 */
export function mixLight(lit, ambient, mask, shade) {
  const out = Buffer.alloc(lit.data.length);
  const k = [shade.r / 255, shade.g / 255, shade.b / 255];
  for (let i = 0, p = 0; i < out.length; i += 3, p++) {
    const a = mask.data[p] / 255;
    for (let c = 0; c < 3; c++) out[i + c] = Math.round(lit.data[i + c] * (1 - a) + ambient.data[i + c] * k[c] * a);
  }
  return { data: out, width: lit.width, height: lit.height };
}

/** Draws an RGBA layer over an RGB image (source-over), in place on a copy. */
export function over(base, layer) {
  const out = Buffer.from(base.data);
  for (let i = 0, j = 0; i < out.length; i += 3, j += 4) {
    const a = layer.data[j + 3] / 255;
    if (a === 0) continue;
    for (let c = 0; c < 3; c++) out[i + c] = Math.round(layer.data[j + c] * a + out[i + c] * (1 - a));
  }
  return { data: out, width: base.width, height: base.height };
}

/** Multiplies the image by `shade` ({ r, g, b } in 0–255) where `mask` is white, in proportion. */
export function shadeWith(image, mask, shade) {
  const out = Buffer.alloc(image.data.length);
  const k = [shade.r / 255, shade.g / 255, shade.b / 255];
  for (let i = 0, p = 0; i < out.length; i += 3, p++) {
    const a = mask.data[p] / 255;
    for (let c = 0; c < 3; c++) out[i + c] = Math.round(image.data[i + c] * (1 - a + a * k[c]));
  }
  return { data: out, width: image.width, height: image.height };
}
