/** English texts of a lead's customer panel; the shape is customers.de.ts's. */
import type { customersDe } from "./customers.de";

export const customersEn: typeof customersDe = {
  customers: {
    heading: "Customer",
    title: "Customer: {count} enquiry(s)",
  },
};
