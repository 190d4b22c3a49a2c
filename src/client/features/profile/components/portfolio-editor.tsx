import { ImagePlus, Trash2, X } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Badge } from "#client/components/ui/badge";
import { Button } from "#client/components/ui/button";
import { ConfirmDialog } from "#client/components/ui/confirm-dialog";
import { toast } from "#client/components/ui/toast";
import { useObjectUrl } from "#client/features/profile/lib/use-object-url";
import {
  ACCEPTED_IMAGE_INPUT,
  checkImageFile,
  isUsableImage,
  useDeletePortfolioImage,
} from "#client/features/uploads/api/upload-images";
import { MAX_PORTFOLIO_IMAGES } from "#shared/contracts/uploads";
import { UploadProgress } from "./upload-progress";

interface PortfolioEditorProps {
  images: string[];
  staged: File[];
  onStagedChange: (files: File[]) => void;
  progress: number | null;
  disabled: boolean;
}

const fileKeys = new WeakMap<File, number>();
let nextFileKey = 1;

/** Files have no id of their own; the same file keeps the same key while it is staged. */
function keyOf(file: File): number {
  let key = fileKeys.get(file);
  if (key === undefined) {
    key = nextFileKey++;
    fileKeys.set(file, key);
  }
  return key;
}

function StagedTile({
  file,
  onRemove,
  disabled,
}: {
  file: File;
  onRemove: () => void;
  disabled: boolean;
}) {
  const url = useObjectUrl(file);
  return (
    <li className="relative overflow-hidden rounded-lg border-2 border-dashed border-brand-200 bg-slate-100">
      {url && (
        <img src={url} alt={`New: ${file.name}`} className="aspect-square w-full object-cover" />
      )}
      <Badge tone="brand" className="absolute bottom-1.5 left-1.5">
        New
      </Badge>
      <button
        type="button"
        onClick={onRemove}
        disabled={disabled}
        aria-label={`Remove ${file.name} from the upload`}
        className="absolute top-1.5 right-1.5 flex size-9 items-center justify-center rounded-full bg-white/95 text-slate-800 shadow hover:bg-white disabled:opacity-60"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </li>
  );
}

/** Saved images are deleted at once (after a confirm); new ones upload with the profile. */
export function PortfolioEditor({
  images,
  staged,
  onStagedChange,
  progress,
  disabled,
}: PortfolioEditorProps) {
  const headingId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<number | null>(null);
  const deleteImage = useDeletePortfolioImage();
  const count = images.length + staged.length;
  const room = MAX_PORTFOLIO_IMAGES - count;

  // Each file is checked on its own: the usable ones are staged, the others named.
  const addFiles = async (files: File[]) => {
    if (files.length === 0) return;
    const checked = await Promise.all(
      files.map(async (file) => ({
        file,
        problem:
          checkImageFile(file) ??
          ((await isUsableImage(file)) ? null : `"${file.name}" is not a JPEG, PNG or WebP image.`),
      })),
    );
    const usable = checked.filter((entry) => entry.problem === null).map((entry) => entry.file);
    const problems = checked.flatMap((entry) => (entry.problem === null ? [] : [entry.problem]));
    const refusedNote = problems.length > 0 ? `Not added: ${problems.join(" ")}` : null;
    if (usable.length > room) {
      setError(
        room === 0
          ? `Your portfolio is full (${MAX_PORTFOLIO_IMAGES} images). Delete one to add another.`
          : `You can add ${room} more image${room === 1 ? "" : "s"} (${MAX_PORTFOLIO_IMAGES} at most).`,
      );
      return;
    }
    setError(refusedNote);
    if (usable.length > 0) onStagedChange([...staged, ...usable]);
  };

  const confirmDelete = () => {
    if (pendingDelete === null) return;
    deleteImage.mutate(pendingDelete, {
      onSuccess: () => setPendingDelete(null),
      onError() {
        setPendingDelete(null);
        toast({
          title: "Delete Failed",
          description: "Failed to delete portfolio image. Please try again.",
          variant: "destructive",
        });
      },
    });
  };

  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h4 id={headingId} className="text-sm font-medium text-slate-800">
            Portfolio images
          </h4>
          <p className="text-xs text-slate-600">
            Show your best work. JPEG, PNG or WebP, up to 8 MB each.
          </p>
        </div>
        <p className="text-sm font-medium text-slate-700" aria-live="polite">
          {count} of {MAX_PORTFOLIO_IMAGES}
        </p>
      </div>
      {count > 0 && (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-6">
          {images.map((url, index) => (
            <li key={url} className="relative overflow-hidden rounded-lg bg-slate-100">
              <img
                src={url}
                alt={`Portfolio ${index + 1} of ${images.length}`}
                className="aspect-square w-full object-cover"
              />
              <button
                type="button"
                onClick={() => setPendingDelete(index)}
                disabled={disabled}
                aria-label={`Delete portfolio image ${index + 1}`}
                className="absolute top-1.5 right-1.5 flex size-9 items-center justify-center rounded-full bg-white/95 text-red-700 shadow hover:bg-white disabled:opacity-60"
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </button>
            </li>
          ))}
          {staged.map((file, index) => (
            <StagedTile
              key={keyOf(file)}
              file={file}
              disabled={disabled}
              onRemove={() => onStagedChange(staged.filter((_, i) => i !== index))}
            />
          ))}
        </ul>
      )}
      <input
        ref={inputRef}
        type="file"
        accept={ACCEPTED_IMAGE_INPUT}
        multiple
        hidden
        aria-label="Choose portfolio image files"
        onChange={(event) => {
          void addFiles(Array.from(event.target.files ?? []));
          event.target.value = "";
        }}
      />
      <Button
        variant="outline"
        size="sm"
        disabled={disabled || room <= 0}
        onClick={() => inputRef.current?.click()}
      >
        <ImagePlus aria-hidden="true" />
        Add portfolio images
      </Button>
      {staged.length > 0 && progress === null && (
        <p className="text-xs text-slate-600">
          {staged.length} new image{staged.length === 1 ? "" : "s"} will upload when you save.
        </p>
      )}
      {progress !== null && <UploadProgress label="Uploading portfolio images" value={progress} />}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        onOpenChange={(open) => {
          if (!open) setPendingDelete(null);
        }}
        title="Delete this portfolio image?"
        description="The image is removed from your public profile straight away."
        confirmLabel="Delete image"
        pendingLabel="Deleting..."
        isPending={deleteImage.isPending}
        onConfirm={confirmDelete}
      />
    </section>
  );
}
