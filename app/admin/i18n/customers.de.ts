/**
 * German texts of a lead's customer panel (the customer's enquiries, possible duplicates,
 * merging); spread into the dictionary (de.ts), mirrored by customers.en.ts.
 */
export const customersDe = {
  customers: {
    heading: "Kunde",
    title: "Kunde: {count} Anfrage(n)",
  },
};
