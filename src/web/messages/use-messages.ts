import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { messagingMessages as mm } from "../../domain/messages/messages-messaging";
import { apiQuery, call, errorMessage, topicKey } from "../lib/api";
import { toast } from "../lib/toast";

/** Mensajería's queries: keys start with 'internal_messages', so a live event refetches them. */
export const useThreads = () => useQuery(apiQuery("listThreads"));
export const useThread = (id: string | null) =>
  useQuery({ ...apiQuery("getThread", { params: { id: id ?? "" } }), enabled: Boolean(id), retry: false });
export const useRecipients = (enabled: boolean) =>
  useQuery({ ...apiQuery("listMessageRecipients"), enabled });

function useMessageMutation<T>(fn: (input: T) => Promise<unknown>, wrap?: (m: string) => string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onError: wrap ? (error) => toast.error(wrap(errorMessage(error))) : undefined,
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey("internal_messages") }),
  });
}

export const useReply = (threadId: string) =>
  useMessageMutation(
    (content: string) => call("replyToThread", { params: { id: threadId }, body: { content } }),
    mm.sendFailed,
  );

export const useMarkThreadRead = () =>
  useMessageMutation((id: string) => call("markThreadRead", { params: { id } }));

export const useDeleteThreadForMe = () =>
  useMessageMutation((id: string) => call("deleteThreadForMe", { params: { id } }), mm.deleteFailed);
