import "react-easy-crop/react-easy-crop.css";
import { useState } from "react";
import Cropper, { type Area, type Point } from "react-easy-crop";
import { Button } from "#client/components/ui/button";
import { Dialog } from "#client/components/ui/dialog";
import { Slider } from "#client/components/ui/slider";
import { cropToJpeg } from "#client/features/profile/lib/crop-image";
import { COVER_ASPECT } from "#client/lib/images";

const MIN_ZOOM = 1;
const MAX_ZOOM = 3;
const ZOOM_STEP = 0.1;

export type CropKind = "profile" | "cover";

const settings: Record<CropKind, { title: string; aspect: number; fileName: string }> = {
  profile: { title: "Crop profile image", aspect: 1, fileName: "profile-image.jpg" },
  cover: { title: "Crop cover image", aspect: COVER_ASPECT, fileName: "cover-image.jpg" },
};

interface ImageCropDialogProps {
  kind: CropKind;
  /** An object URL of the chosen file; null while the dialog is closed. */
  source: string | null;
  onCancel: () => void;
  onCropped: (file: File) => void;
}

export function ImageCropDialog({ kind, source, onCancel, onCropped }: ImageCropDialogProps) {
  const [crop, setCrop] = useState<Point>({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(MIN_ZOOM);
  const [rotation, setRotation] = useState(0);
  const [area, setArea] = useState<Area | null>(null);
  const [isWorking, setWorking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { title, aspect, fileName } = settings[kind];

  const reset = () => {
    setCrop({ x: 0, y: 0 });
    setZoom(MIN_ZOOM);
    setRotation(0);
    setArea(null);
    setError(null);
  };

  const apply = async () => {
    if (!source || !area) return;
    setWorking(true);
    setError(null);
    try {
      const file = await cropToJpeg(source, area, rotation, fileName);
      reset();
      onCropped(file);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : "The image could not be cropped.");
    } finally {
      setWorking(false);
    }
  };

  return (
    <Dialog
      open={source !== null}
      onOpenChange={(open) => {
        if (!open && !isWorking) {
          reset();
          onCancel();
        }
      }}
      title={title}
      description="Drag the image to position it, then zoom or rotate until it looks right."
      className="sm:max-w-2xl"
      footer={
        <>
          <Button
            variant="outline"
            disabled={isWorking}
            onClick={() => {
              reset();
              onCancel();
            }}
          >
            Cancel
          </Button>
          <Button onClick={apply} disabled={!area || isWorking}>
            {isWorking ? "Cropping..." : "Apply crop"}
          </Button>
        </>
      }
    >
      <div className="space-y-5">
        <div className="relative h-64 overflow-hidden rounded-lg bg-slate-900 sm:h-80">
          {source && (
            <Cropper
              image={source}
              crop={crop}
              zoom={zoom}
              rotation={rotation}
              aspect={aspect}
              minZoom={MIN_ZOOM}
              maxZoom={MAX_ZOOM}
              cropShape={kind === "profile" ? "round" : "rect"}
              showGrid
              onCropChange={setCrop}
              onZoomChange={setZoom}
              onRotationChange={setRotation}
              onCropComplete={(_, pixels) => setArea(pixels)}
              // The site's Content-Security-Policy refuses <style> tags added by script; the CSS is imported above.
              disableAutomaticStylesInjection
              mediaProps={{ alt: "Image being cropped" }}
              cropperProps={{
                role: "application",
                "aria-label": "Crop area. Use the arrow keys to move the image.",
              }}
            />
          )}
        </div>
        <div>
          <div className="flex justify-between text-sm font-medium text-slate-800">
            <span>Zoom</span>
            <span>{zoom.toFixed(1)}×</span>
          </div>
          <Slider
            label="Zoom"
            value={zoom}
            onValueChange={setZoom}
            min={MIN_ZOOM}
            max={MAX_ZOOM}
            step={ZOOM_STEP}
            valueText={(value) => `${value.toFixed(1)} times`}
          />
        </div>
        <div>
          <div className="flex justify-between text-sm font-medium text-slate-800">
            <span>Rotation</span>
            <span>{rotation}°</span>
          </div>
          <Slider
            label="Rotation"
            value={rotation}
            onValueChange={setRotation}
            min={0}
            max={360}
            step={1}
            valueText={(value) => `${value} degrees`}
          />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </div>
    </Dialog>
  );
}
