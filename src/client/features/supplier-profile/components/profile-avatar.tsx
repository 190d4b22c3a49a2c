import { initials } from "../../../../shared/domain/format";

/** The large avatar of the profile header; the shared Avatar primitive is sized for lists. */
export function ProfileAvatar({ name, imageUrl }: { name: string; imageUrl: string | null }) {
  return (
    <span className="inline-flex size-24 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-100 text-3xl font-semibold text-brand-800 shadow-md ring-4 ring-white sm:size-32 sm:text-4xl">
      {imageUrl ? (
        <img
          src={imageUrl}
          alt=""
          width={128}
          height={128}
          decoding="async"
          className="size-full object-cover"
        />
      ) : (
        <span aria-hidden="true">{initials(name)}</span>
      )}
    </span>
  );
}
