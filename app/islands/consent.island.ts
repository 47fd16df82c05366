import { ConsentGate } from "../components/consent/ConsentGate";
import { island } from "./island";

export default island("consent", ConsentGate);
