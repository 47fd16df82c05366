import { EnquiryForm } from "../components/enquiry/EnquiryForm";
import { island } from "./island";

export default island("enquiry-form", EnquiryForm);
