/** Ticket photos live outside /media's reach: only the ticket's route serves them (decision 0081). */
export const ticketPhotoKey = (ticketId: string, messageId: string) =>
  `private/support/${ticketId}/${messageId}.webp`;
