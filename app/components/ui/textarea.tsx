import type { ComponentProps } from "react";
import { controlClass } from "./control-styles";

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={controlClass(props["aria-invalid"], `min-h-32 resize-y py-2.5 leading-6 ${className ?? ""}`)} {...props} />;
}
