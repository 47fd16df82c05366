import { Toaster } from "../components/ui/Toaster";
import { island } from "./island";

export default island("toaster", Toaster);
