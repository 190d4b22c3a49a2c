export interface PixelArea {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The server keeps at most 2,000 px on the longest side, so sending more only slows the upload. */
const MAX_OUTPUT_SIDE = 2000;
const JPEG_QUALITY = 0.9;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error("The image could not be read."));
    image.src = src;
  });
}

/** The size of the box that holds an image of this size once rotated. */
function rotatedSize(width: number, height: number, radians: number) {
  return {
    width: Math.abs(Math.cos(radians) * width) + Math.abs(Math.sin(radians) * height),
    height: Math.abs(Math.sin(radians) * width) + Math.abs(Math.cos(radians) * height),
  };
}

/**
 * Draws the chosen area of the rotated image onto a canvas and encodes it as JPEG.
 * `area` is in the pixels of the rotated image's bounding box, as react-easy-crop reports it.
 */
export async function cropToJpeg(
  src: string,
  area: PixelArea,
  rotationDegrees: number,
  fileName: string,
): Promise<File> {
  const image = await loadImage(src);
  const radians = (rotationDegrees * Math.PI) / 180;
  const box = rotatedSize(image.naturalWidth, image.naturalHeight, radians);
  const scale = Math.min(1, MAX_OUTPUT_SIDE / Math.max(area.width, area.height));

  const canvas = document.createElement("canvas");
  canvas.width = Math.max(1, Math.round(area.width * scale));
  canvas.height = Math.max(1, Math.round(area.height * scale));
  const context = canvas.getContext("2d");
  if (!context) throw new Error("This browser cannot crop images.");

  // JPEG has no transparency: without a background, transparent PNG areas turn black.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = "high";
  context.scale(scale, scale);
  context.translate(-area.x, -area.y);
  context.translate(box.width / 2, box.height / 2);
  context.rotate(radians);
  context.translate(-image.naturalWidth / 2, -image.naturalHeight / 2);
  context.drawImage(image, 0, 0);

  const blob = await new Promise<Blob | null>((resolve) =>
    canvas.toBlob(resolve, "image/jpeg", JPEG_QUALITY),
  );
  if (!blob) throw new Error("The cropped image could not be created.");
  return new File([blob], fileName, { type: "image/jpeg" });
}
