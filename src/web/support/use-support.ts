import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { TicketListQuery } from "../../contracts/support/support";
import { msg } from "../../domain/kernel/messages";
import { apiQuery, call, errorMessage, operationUrl, postMultipart, topicKey } from "../lib/api";
import { toast } from "../lib/toast";

/** Every ticket query starts with the live topic: a 'support_tickets' event refetches list and conversation. */
export const TICKETS_KEY = topicKey("support_tickets");

export const useTickets = (query: TicketListQuery = {}) =>
  useQuery(apiQuery("listSupportTickets", { query }));

export const useTicket = (id: string | undefined) =>
  useQuery({
    ...apiQuery("getSupportTicket", { params: { id: id ?? "" } }),
    enabled: Boolean(id),
    retry: false,
  });

export const useSupportDesk = () => useQuery(apiQuery("getSupportDesk"));

/** Opening a conversation with unread messages marks this side's visit (decision 0082); once per new message. */
export function useMarkTicketRead(id: string | undefined, unread: boolean | undefined) {
  const sent = useRef<string | null>(null);
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!id || !unread) {
      sent.current = null;
      return;
    }
    if (sent.current === id) return;
    sent.current = id;
    void call("markSupportTicketRead", { params: { id } })
      .then(() => queryClient.invalidateQueries({ queryKey: TICKETS_KEY }))
      .catch(() => {
        sent.current = null;
      });
  }, [id, unread, queryClient]);
}

/** Sends a photo (multipart: the one non-JSON request of this feature); the server checks it by content. */
async function uploadPhoto(id: string, photo: File, text: string): Promise<void> {
  const body = new FormData();
  if (text.trim()) body.set("text", text);
  body.set("photo", photo);
  // Its answer is the ticket, which the invalidation after it reads again.
  await postMultipart(
    operationUrl("addSupportTicketPhoto", { params: { id } }),
    body,
    msg.internalError,
    () => {},
  );
}

/** A message: text, or a photo with an optional caption. */
export function useSendMessage(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ text, photo }: { text: string; photo: File | null }) =>
      photo
        ? uploadPhoto(id, photo, text)
        : call("replySupportTicket", { params: { id }, body: { text } }).then(() => undefined),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: TICKETS_KEY }),
    onError: (error) => toast.error(errorMessage(error)),
  });
}

export { uploadPhoto };

export function useUpdateTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { status?: string; assignedToId?: string | null }) =>
      call("updateSupportTicket", { params: { id }, body: body as never }),
    onSuccess: (_, body) => {
      toast.success(body.status ? msg.ticketStatusSaved : msg.ticketAssigned);
      return queryClient.invalidateQueries({ queryKey: TICKETS_KEY });
    },
    onError: (error) => toast.error(errorMessage(error)),
  });
}
