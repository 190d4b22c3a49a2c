import { Slider as SliderPrimitive } from "radix-ui";

interface SliderProps {
  value: number;
  onValueChange: (value: number) => void;
  /** Fires when the user lets go: the moment to refetch. */
  onValueCommit?: (value: number) => void;
  min: number;
  max: number;
  step: number;
  label: string;
  /** How the value is read out, e.g. "25 km". */
  valueText: (value: number) => string;
  id?: string;
}

export function Slider({
  value,
  onValueChange,
  onValueCommit,
  min,
  max,
  step,
  label,
  valueText,
  id,
}: SliderProps) {
  return (
    <SliderPrimitive.Root
      id={id}
      className="relative flex h-11 w-full touch-none items-center select-none"
      value={[value]}
      min={min}
      max={max}
      step={step}
      onValueChange={([next]) => next !== undefined && onValueChange(next)}
      onValueCommit={([next]) => next !== undefined && onValueCommit?.(next)}
    >
      <SliderPrimitive.Track className="relative h-2 grow overflow-hidden rounded-full bg-slate-200">
        <SliderPrimitive.Range className="absolute h-full bg-brand-700" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={label}
        aria-valuetext={valueText(value)}
        className="block size-6 rounded-full border-2 border-brand-700 bg-white shadow focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </SliderPrimitive.Root>
  );
}
