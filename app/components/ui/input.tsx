import type { ComponentProps } from "react";
import { controlClass } from "./control-styles";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return <input type="text" className={controlClass(props["aria-invalid"], `h-11 ${className ?? ""}`)} {...props} />;
}
