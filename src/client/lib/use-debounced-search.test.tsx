import { act, renderHook } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useDebouncedSearch } from "./use-debounced-search";

const DELAY_MS = 300;

function renderSearch(applied = "") {
  const onSearch = vi.fn<(text: string) => void>();
  const view = renderHook(({ value }) => useDebouncedSearch(value, onSearch, DELAY_MS), {
    initialProps: { value: applied },
  });
  return { ...view, onSearch };
}

describe("useDebouncedSearch", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("sends what was typed once typing pauses, trimmed, and not before", () => {
    const { result, onSearch } = renderSearch();
    act(() => result.current.setText("cat"));
    act(() => vi.advanceTimersByTime(DELAY_MS - 1));
    act(() => result.current.setText("catering "));
    act(() => vi.advanceTimersByTime(DELAY_MS - 1));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("catering");
  });

  it("sends at once on submit, and not again when the pause ends", () => {
    const { result, onSearch } = renderSearch();
    act(() => result.current.setText("band"));
    act(() => result.current.submit());
    expect(onSearch).toHaveBeenCalledExactlyOnceWith("band");
    act(() => vi.advanceTimersByTime(DELAY_MS));
    expect(onSearch).toHaveBeenCalledOnce();
  });

  it("takes a search changed elsewhere as its text without sending it back", () => {
    const { result, rerender, onSearch } = renderSearch("band");
    rerender({ value: "cake" });
    expect(result.current.text).toBe("cake");
    act(() => vi.advanceTimersByTime(DELAY_MS));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it("sends the same words again when they are retyped after the search was cleared elsewhere", () => {
    const { result, rerender, onSearch } = renderSearch();
    act(() => result.current.setText("band"));
    act(() => vi.advanceTimersByTime(DELAY_MS));
    rerender({ value: "band" });
    expect(onSearch).toHaveBeenLastCalledWith("band");

    rerender({ value: "" });
    expect(result.current.text).toBe("");
    act(() => result.current.setText("band"));
    act(() => vi.advanceTimersByTime(DELAY_MS));
    expect(onSearch).toHaveBeenCalledTimes(2);
    expect(onSearch).toHaveBeenLastCalledWith("band");
  });
});
