/**
 * Where an image is cut for each place that shows it (ADR 0054): the largest crop of the place's aspect
 * that keeps the image's focal point as close to the crop's centre as the image allows. Pure: the
 * server cuts the renditions with it (`server/studio/image-renditions.ts`) and the studio draws the same
 * crop in its previews, so what she sees is what the pages get.
 */

/** A point of an image as fractions of its width (from the left) and height (from the top), 0–1 each. */
export type FocalPoint = { readonly x: number; readonly y: number };

/** An image without a focal point of its own (one uploaded before there were any) is cut around its centre. */
export const FOCAL_CENTRE: FocalPoint = { x: 0.5, y: 0.5 };

/**
 * An image's focal point: its own, or the centre for one stored without. Kept here, apart from the
 * document's schema, so the public pages (which read the schema) carry none of the cropping.
 */
export const focusOf = (image: { readonly focus?: FocalPoint | undefined }): FocalPoint => image.focus ?? FOCAL_CENTRE;

/** The places an uploaded image is shown, and the aspect (width : height) each needs. */
export const IMAGE_PLACES = ['portrait', 'case', 'zone'] as const;
export type ImagePlace = (typeof IMAGE_PLACES)[number];
export const PLACE_ASPECTS: Record<ImagePlace, { readonly width: number; readonly height: number }> = {
  portrait: { width: 3, height: 4 },
  case: { width: 4, height: 3 },
  zone: { width: 4, height: 3 },
};

/** A rectangle of an image, in whole pixels. */
export type CropBox = { left: number; top: number; width: number; height: number };

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

/**
 * The crop of an image of `size` at `aspect` around `focus`: as wide or as tall as the image (the largest
 * of that aspect), centred on the focal point, pushed back inside the image where the point is near an edge.
 */
export function cropAround(
  size: { readonly width: number; readonly height: number },
  aspect: { readonly width: number; readonly height: number },
  focus: FocalPoint = FOCAL_CENTRE,
): CropBox {
  const ratio = aspect.width / aspect.height;
  const wider = size.width / size.height > ratio;
  const width = wider ? Math.min(size.width, Math.round(size.height * ratio)) : size.width;
  const height = wider ? size.height : Math.min(size.height, Math.round(size.width / ratio));
  const left = clamp(Math.round(clamp(focus.x, 0, 1) * size.width - width / 2), 0, size.width - width);
  const top = clamp(Math.round(clamp(focus.y, 0, 1) * size.height - height / 2), 0, size.height - height);
  return { left, top, width, height };
}
