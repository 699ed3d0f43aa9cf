import { openCookieSettings } from "../../lib/consent";

/** The footer's way back to the cookie banner, to change a choice already made. */
export function CookieSettingsButton() {
  return (
    <button type="button" onClick={openCookieSettings} className="hover:text-white">
      Cookie settings
    </button>
  );
}
