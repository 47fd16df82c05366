/** German texts of the reply composer and the reply templates' page; they define the shape. */
export const repliesDe = {
  replyComposer: {
    title: "Antworten",
    close: "Schließen",
  },
};
