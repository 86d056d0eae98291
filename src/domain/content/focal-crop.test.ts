import { describe, expect, it } from 'vitest';
import { PLACE_ASPECTS, cropAround } from './focal-crop.ts';

const PHOTO = { width: 3000, height: 2000 };

describe('cropAround', () => {
  it("cuts a 3000×2000 photograph's 3:4 portrait as tall as the photograph, as close to (0.8, 0.3) as it can", () => {
    // Centred on x = 2400 the crop would end at 3150: pushed back to the right edge.
    expect(cropAround(PHOTO, PLACE_ASPECTS.portrait, { x: 0.8, y: 0.3 })).toEqual({
      left: 1500,
      top: 0,
      width: 1500,
      height: 2000,
    });
  });

  it('centres the crop on the focal point where the image allows it', () => {
    expect(cropAround(PHOTO, PLACE_ASPECTS.portrait, { x: 0.4, y: 0.5 })).toEqual({
      left: 450,
      top: 0,
      width: 1500,
      height: 2000,
    });
    expect(cropAround({ width: 2000, height: 3000 }, PLACE_ASPECTS.case, { x: 0.5, y: 0.3 })).toEqual({
      left: 0,
      top: 150,
      width: 2000,
      height: 1500,
    });
  });

  it('keeps the crop inside the image for a focal point on an edge or a corner', () => {
    expect(cropAround(PHOTO, PLACE_ASPECTS.portrait, { x: 0, y: 0 })).toEqual({ left: 0, top: 0, width: 1500, height: 2000 });
    expect(cropAround(PHOTO, PLACE_ASPECTS.portrait, { x: 1, y: 1 })).toEqual({ left: 1500, top: 0, width: 1500, height: 2000 });
    expect(cropAround({ width: 2000, height: 3000 }, PLACE_ASPECTS.zone, { x: 1, y: 1 })).toEqual({
      left: 0,
      top: 1500,
      width: 2000,
      height: 1500,
    });
  });

  it('takes an image already of the aspect whole, wherever its focal point', () => {
    const whole = { left: 0, top: 0, width: 1500, height: 2000 };
    expect(cropAround({ width: 1500, height: 2000 }, PLACE_ASPECTS.portrait, { x: 0.9, y: 0.1 })).toEqual(whole);
    expect(cropAround({ width: 1440, height: 1080 }, PLACE_ASPECTS.case)).toEqual({ left: 0, top: 0, width: 1440, height: 1080 });
  });

  it('cuts around the centre without a focal point', () => {
    expect(cropAround(PHOTO, PLACE_ASPECTS.case)).toEqual({ left: 167, top: 0, width: 2667, height: 2000 });
  });
});
