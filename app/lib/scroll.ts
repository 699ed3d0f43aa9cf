import { HEADER_OFFSET_PX } from "../../contract/constants";

const HEADER_OFFSET = HEADER_OFFSET_PX;

/** Scrolls smoothly to the element with this id, leaving room for the fixed header; 'home' means the top. */
export function scrollToSection(id: string) {
  if (id === "home") {
    window.scrollTo({ top: 0, behavior: "smooth" });
    return;
  }
  const element = document.getElementById(id);
  if (!element) return;
  const top = element.getBoundingClientRect().top + window.scrollY - HEADER_OFFSET;
  window.scrollTo({ top, behavior: "smooth" });
}

/** A same-page link's click: a smooth scroll to its section, the address naming it without a new history entry. */
export function jumpTo(id: string) {
  return (event: { preventDefault(): void }) => {
    event.preventDefault();
    scrollToSection(id);
    history.replaceState(null, "", `#${id}`);
  };
}
