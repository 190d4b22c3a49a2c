import { initials } from "../../../../shared/domain/format";

/** The large avatar of the profile header; the shared Avatar primitive is sized for lists. */
export function ProfileAvatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  return (
    <span className="inline-flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-2xl font-semibold text-brand-800 sm:size-24 sm:text-3xl">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={96}
          height={96}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
