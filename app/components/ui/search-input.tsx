import { Search } from "lucide-react";
import { useEffect, useState } from "react";
import { cn } from "../../lib/cn";
import { Input } from "./input";

const DEBOUNCE_MS = 300;

/** A search box that tells its owner only after typing pauses, so each keystroke is not a server call. */
export function SearchInput({
  value,
  onSearch,
  label,
  placeholder,
  className,
}: {
  value: string;
  onSearch: (value: string) => void;
  label: string;
  placeholder?: string;
  className?: string;
}) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onSearch(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className={cn("relative w-full sm:w-72", className)}>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-ink-soft" aria-hidden="true" />
      <Input
        type="search"
        aria-label={label}
        placeholder={placeholder ?? label}
        value={text}
        onChange={(e) => setText(e.target.value)}
        className="w-full pl-9"
      />
    </div>
  );
}
