import { SaveButton } from "../components/shortlist/SaveButton";
import { island } from "./island";

export default island("shortlist-toggle", SaveButton);
