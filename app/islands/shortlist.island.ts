import { ShortlistPage } from "../components/shortlist/ShortlistPage";
import { island } from "./island";

export default island("shortlist", ShortlistPage);
