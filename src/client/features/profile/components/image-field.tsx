import { Camera, ImagePlus, Undo2 } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Avatar } from "#client/components/ui/avatar";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { useObjectUrl } from "#client/features/profile/lib/use-object-url";
import {
  ACCEPTED_IMAGE_INPUT,
  checkImageFile,
  isUsableImage,
  NOT_A_USABLE_IMAGE_MESSAGE,
} from "#client/features/uploads/api/upload-images";
import { cn } from "#client/lib/cn";
import { coverAspectClass } from "#client/lib/images";
import { type CropKind, ImageCropDialog } from "./image-crop-dialog";
import { UploadProgress } from "./upload-progress";

interface ImageFieldProps {
  kind: CropKind;
  label: string;
  hint: string;
  /** The image saved now, if any. */
  currentUrl: string | null;
  /** A cropped image waiting for Save. */
  staged: File | null;
  onStage: (file: File | null) => void;
  /** Upload progress in percent while saving; null otherwise. */
  progress: number | null;
  disabled: boolean;
  /** For the initials shown when there is no profile image. */
  name: string;
}

/** Choose a file, crop it, and keep it until the profile is saved. */
export function ImageField({
  kind,
  label,
  hint,
  currentUrl,
  staged,
  onStage,
  progress,
  disabled,
  name,
}: ImageFieldProps) {
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const source = useObjectUrl(chosen);
  const stagedUrl = useObjectUrl(staged);
  const shownUrl = stagedUrl ?? currentUrl;

  const latestChoice = useRef(0);

  const onFileChosen = async (file: File | undefined) => {
    if (!file) return;
    const choice = ++latestChoice.current;
    // The content is read first: the crop dialog opens only for an image it can show.
    const problem = (await isUsableImage(file)) ? checkImageFile(file) : NOT_A_USABLE_IMAGE_MESSAGE;
    if (choice !== latestChoice.current) return;
    setError(problem);
    if (!problem) setChosen(file);
  };

  const preview =
    kind === "profile" ? (
      <Avatar name={name} imageUrl={shownUrl} size="lg" />
    ) : (
      <div
        className={cn(
          "w-full max-w-sm overflow-hidden rounded-lg bg-gradient-to-br from-brand-100 to-slate-100",
          coverAspectClass,
        )}
      >
        {shownUrl ? (
          <img src={shownUrl} alt="" className="size-full object-cover" />
        ) : (
          <div className="flex size-full items-center justify-center text-brand-700">
            <Camera className="size-8" aria-hidden="true" />
          </div>
        )}
      </div>
    );

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div>
        <h4 id={headingId} className="text-sm font-medium text-slate-800">
          {label}
        </h4>
        <p className="text-xs text-slate-600">{hint}</p>
      </div>
      <div
        className={kind === "profile" ? "flex flex-wrap items-center gap-4" : "flex flex-col gap-3"}
      >
        {preview}
        <div className="flex flex-wrap items-center gap-2">
          <input
            ref={inputRef}
            type="file"
            accept={ACCEPTED_IMAGE_INPUT}
            hidden
            aria-label={`Choose a ${label.toLowerCase()} file`}
            onChange={(event) => {
              void onFileChosen(event.target.files?.[0]);
              event.target.value = "";
            }}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={disabled}
            onClick={() => inputRef.current?.click()}
          >
            <ImagePlus aria-hidden="true" />
            {shownUrl ? `Change ${label.toLowerCase()}` : `Add ${label.toLowerCase()}`}
          </Button>
          {staged && (
            <Button variant="ghost" size="sm" disabled={disabled} onClick={() => onStage(null)}>
              <Undo2 aria-hidden="true" />
              Keep current
            </Button>
          )}
          {staged && progress === null && <Badge tone="brand">Uploads when you save</Badge>}
        </div>
      </div>
      {progress !== null && (
        <UploadProgress label={`Uploading ${label.toLowerCase()}`} value={progress} />
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <ImageCropDialog
        kind={kind}
        source={source}
        onCancel={() => setChosen(null)}
        onCropped={(file) => {
          setChosen(null);
          onStage(file);
        }}
      />
    </section>
  );
}
