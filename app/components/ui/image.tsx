import { type CSSProperties, useEffect, useRef, useState } from "react";
import { cn } from "../../lib/cn";

const PLACEHOLDER = "/images/placeholder.svg";

/** Absolute image URLs are reduced to their path so every image is served from this origin. */
function toPath(src: string): string {
  try {
    const url = new URL(src, "http://local");
    return url.origin === "http://local" ? src : `${url.pathname}${url.search}`;
  } catch (error) {
    console.error("Unparseable image URL", src, error);
    return src;
  }
}

type Props = {
  src: string;
  alt: string;
  width: number;
  height: number;
  fallbackSrc?: string;
  className?: string;
  style?: CSSProperties;
  loading?: "lazy" | "eager";
  onLoad?: () => void;
  onError?: () => void;
};

/** Spec 02 §4 image: pulse placeholder at 70% opacity, 0.3 s fade in, one switch to the fallback on failure. */
export function Image({ src, alt, width, height, fallbackSrc = PLACEHOLDER, className, style, loading = "lazy", onLoad, onError }: Props) {
  const [state, setState] = useState<"loading" | "loaded" | "failed">("loading");
  const [current, setCurrent] = useState(() => toPath(src));
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const path = toPath(src);
    setCurrent(path);
    // A prerendered image may finish before hydration, when React was not yet listening for load or error.
    const img = ref.current;
    if (img?.complete && img.getAttribute("src") === path) {
      if (img.naturalWidth > 0) setState("loaded");
      else {
        console.error("Image failed to load", path);
        setState("failed");
        setCurrent(fallbackSrc);
      }
    } else setState("loading");
  }, [src, fallbackSrc]);
  return (
    <img
      ref={ref}
      src={current}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      style={style}
      data-state={state}
      className={cn("transition-opacity duration-300", state === "loading" && "animate-pulse bg-brand-50 opacity-70", className)}
      onLoad={() => {
        if (state !== "failed") setState("loaded");
        onLoad?.();
      }}
      onError={() => {
        console.error("Image failed to load", current);
        if (state !== "failed") {
          setState("failed");
          setCurrent(fallbackSrc);
        }
        onError?.();
      }}
    />
  );
}
