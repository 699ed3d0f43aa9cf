import type { ComponentProps } from "react";
import { controlClass } from "./control-styles";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input className={controlClass(props["aria-invalid"], `h-11 ${className ?? ""}`)} {...props} />;
}
