import type { CSSProperties } from 'react';
import { WIDGET_LIMITS } from '@common/widgets';

export interface LoadedImage {
  src: string;
  width: number;
  height: number;
}

// SVGs without a size report 0; draw them at a square default instead
const FALLBACK_SIDE = 300;

export function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The image could not be read.'));
    image.src = src;
  });
}

/** The centred square that covers `percent` of the shorter side. */
export function cropSquare(width: number, height: number, percent: number) {
  const side = (Math.min(width, height) * percent) / 100;
  return { x: (width - side) / 2, y: (height - side) / 2, side };
}

/** CSS that shows the crop in a `box`-pixel square, without drawing anything. */
export function cropPreviewStyle(image: LoadedImage, percent: number, box: number): CSSProperties {
  const { x, y, side } = cropSquare(image.width, image.height, percent);
  const scale = box / side;
  return {
    backgroundImage: `url("${image.src}")`,
    backgroundSize: `${image.width * scale}px ${image.height * scale}px`,
    backgroundPosition: `${-x * scale}px ${-y * scale}px`,
    backgroundRepeat: 'no-repeat',
  };
}

export async function readImage(src: string): Promise<LoadedImage> {
  const image = await loadImage(src);
  return { src, width: image.naturalWidth || FALLBACK_SIDE, height: image.naturalHeight || FALLBACK_SIDE };
}

/** The crop drawn into a 200x200 PNG. */
export async function cropToPng(image: LoadedImage, percent: number): Promise<Blob> {
  const element = await loadImage(image.src);
  const { x, y, side } = cropSquare(image.width, image.height, percent);
  const size = WIDGET_LIMITS.cropOutput;
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('Canvas is not available in this browser.');
  context.drawImage(element, x, y, side, side, 0, 0, size, size);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('The logo could not be encoded.'))), 'image/png'),
  );
}
