import { Images } from "lucide-react";
import { useRef, useState } from "react";
import { EmptyState } from "#client/components/ui/empty-state";
import { UploadPicture } from "#client/components/upload-picture";
import { PortfolioLightbox } from "./portfolio-lightbox";

export function PortfolioGallery({
  images,
  supplierName,
}: {
  images: string[];
  supplierName: string;
}) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  if (images.length === 0) {
    return (
      <EmptyState
        icon={Images}
        title="No portfolio images yet"
        description={`${supplierName} hasn't added any photos of their work.`}
      />
    );
  }
  const altFor = (index: number) =>
    `${supplierName} portfolio photo ${index + 1} of ${images.length}`;
  return (
    <>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {images.map((image, index) => (
          <li key={image}>
            <button
              type="button"
              aria-haspopup="dialog"
              onClick={(event) => {
                openerRef.current = event.currentTarget;
                setOpenIndex(index);
              }}
              className="group block aspect-[4/3] w-full overflow-hidden rounded-lg bg-slate-100 shadow-sm"
            >
              <UploadPicture
                src={image}
                sizes="(min-width: 1024px) 280px, (min-width: 640px) 33vw, 50vw"
                alt={altFor(index)}
                width={400}
                height={300}
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
              />
            </button>
          </li>
        ))}
      </ul>
      <PortfolioLightbox
        images={images}
        index={openIndex}
        onIndexChange={setOpenIndex}
        altFor={altFor}
        title={`${supplierName} portfolio`}
        returnFocusRef={openerRef}
      />
    </>
  );
}
