import { SearchBox } from "#client/components/search-box";

/** Title, description and location. */
export function RequestSearchBox({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  return (
    <SearchBox
      label="Search requests"
      placeholder="Title, description or location"
      value={value}
      onSearch={onSearch}
      debounceMs={250}
      className="min-w-0 flex-1"
    />
  );
}
