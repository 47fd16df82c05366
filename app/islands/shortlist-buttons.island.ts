import { ShortlistButtons } from "../components/shortlist/ShortlistButtons";
import { island } from "./island";

export default island("shortlist-buttons", ShortlistButtons);
