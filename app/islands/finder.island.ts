import { FinderForm } from "../components/finder/FinderForm";
import { island } from "./island";

export default island("finder", FinderForm);
