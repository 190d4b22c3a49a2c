import { SearchBox } from "#client/components/search-box";

/** Free text over names and descriptions. */
export function SearchFilter({
  value,
  onSearch,
}: {
  value: string;
  onSearch: (text: string) => void;
}) {
  return (
    <SearchBox
      label="Search"
      placeholder="Name or keyword"
      value={value}
      onSearch={onSearch}
      debounceMs={400}
    />
  );
}
