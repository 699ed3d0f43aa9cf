import type { ComponentProps } from "react";
import { controlClass } from "./control-styles";

// A file picker's own button looks like the kit's light buttons and sits centred in the control's height.
const FILE_PICKER =
  "cursor-pointer py-[7px] file:mr-3 file:h-7 file:cursor-pointer file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:text-sm file:font-semibold file:text-brand-700";

export function Input({ className, ...props }: ComponentProps<"input">) {
  return (
    <input type="text" className={controlClass(props["aria-invalid"], `h-11 ${props.type === "file" ? FILE_PICKER : ""} ${className ?? ""}`)} {...props} />
  );
}
