import { CookieSettingsButton } from "../components/consent/CookieSettingsButton";
import { island } from "./island";

export default island("cookie-settings", CookieSettingsButton);
