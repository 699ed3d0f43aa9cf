/**
 * Stands in for `react-style-singleton` (vite.config.ts aliases it here). Radix's scroll lock adds its rules
 * through it; the original writes a <style> element, which the CSP refuses. A constructed stylesheet is CSSOM,
 * which the CSP allows, so the rules apply and nothing is refused.
 */
import { useEffect } from "react";

export const stylesheetSingleton = () => {
  let counter = 0;
  let sheet: CSSStyleSheet | null = null;
  return {
    add(css: string) {
      if (counter === 0 && typeof document !== "undefined") {
        sheet = new CSSStyleSheet();
        sheet.replaceSync(css);
        document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
      }
      counter++;
    },
    remove() {
      counter--;
      if (counter === 0 && sheet) {
        const done = sheet;
        document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== done);
        sheet = null;
      }
    },
  };
};

export const styleHookSingleton = () => {
  const sheet = stylesheetSingleton();
  return (styles: string, isDynamic?: boolean) => {
    // biome-ignore lint/correctness/useExhaustiveDependencies: the original re-adds only when dynamic styles change
    useEffect(() => {
      sheet.add(styles);
      return () => sheet.remove();
    }, [styles && isDynamic]);
  };
};

export const styleSingleton = () => {
  const useStyle = styleHookSingleton();
  return ({ styles, dynamic }: { styles: string; dynamic?: boolean }) => {
    useStyle(styles, dynamic);
    return null;
  };
};
