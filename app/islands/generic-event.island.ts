import { GenericEvent } from "../components/events/GenericEvent";
import { island } from "./island";

export default island("generic-event", GenericEvent);
