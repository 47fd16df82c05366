import { Header } from "../components/layout/Header";
import { island } from "./island";

export default island("header", Header);
