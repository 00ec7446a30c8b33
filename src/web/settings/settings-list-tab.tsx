import { useMutation, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { LiveTopic } from "../../contracts/live/live";
import type { AdminSettings, SettingsUpdate } from "../../contracts/settings/settings";
import { msg } from "../../domain/kernel/messages";
import { topicKey } from "../lib/api";
import { toast } from "../lib/toast";
import { showSaveError } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { PageSpinner } from "../ui/spinner";
import { ConfirmDialog } from "./confirm-dialog";
import { EmptyState, RowActions, TabSection } from "./parts";
import { toastSaveError, useSaveSettings } from "./use-settings";

/** What the open dialog edits: an item already in the list (and where it stands), or null for a new one. */
export type Editing<T> = { item: T; index: number } | null;

export interface SettingsListTabProps<T> {
  title: string;
  addLabel: string;
  /** A line under the heading that says what the list is for. */
  intro?: ReactNode;
  /** The items; undefined while they load. */
  items: readonly T[] | undefined;
  emptyText: string;
  testId: string;
  rowTestId?: string;
  /** "rows": one bordered list; "cards": a card per item, for a list whose order is shown to buyers. */
  look?: "rows" | "cards";
  rowKey: (item: T) => string;
  /** The item's name, read after "Editar" / "Eliminar" so each row's buttons are told apart. */
  rowLabel: (item: T) => string;
  /** What a row shows, left of its buttons. */
  row: (item: T, index: number) => ReactNode;
  /** More buttons before Editar and Eliminar (moving a bank account up or down). */
  rowTools?: (item: T, index: number) => ReactNode;
  /** The create/edit dialog; `close` ends it. */
  dialog: (editing: Editing<T>, close: () => void) => ReactNode;
  /** The question asked before an item is deleted. */
  confirm: (item: T) => { title: string; body: string };
  onDelete: (item: T, index: number, done: () => void) => void;
  deletePending: boolean;
}

/**
 * One list of Configuración: a heading with its add button, the items (or an empty note), an
 * edit dialog, and a confirmation before anything is deleted. Codes, cities, carriers, replies
 * and bank accounts are all this; a new list tab passes its texts, row and dialog.
 */
export function SettingsListTab<T>(p: SettingsListTabProps<T>) {
  const [editing, setEditing] = useState<Editing<T> | "new" | undefined>(undefined);
  const [deleting, setDeleting] = useState<{ item: T; index: number } | null>(null);
  const cards = p.look === "cards";
  const question = deleting ? p.confirm(deleting.item) : { title: "", body: "" };
  return (
    <TabSection title={p.title} action={<Button onClick={() => setEditing("new")}>{p.addLabel}</Button>}>
      {p.intro}
      {p.items === undefined ? (
        <PageSpinner />
      ) : p.items.length === 0 ? (
        <EmptyState>{p.emptyText}</EmptyState>
      ) : (
        <ul
          className={
            cards
              ? "grid gap-3"
              : "divide-y divide-border overflow-hidden rounded-xl border border-border bg-surface"
          }
          data-testid={p.testId}
        >
          {p.items.map((item, index) => (
            <li
              key={p.rowKey(item)}
              className={cn(
                "flex flex-wrap items-center",
                cards ? "gap-3 rounded-xl border border-border bg-surface p-4" : "gap-x-4 gap-y-1 px-4 py-3",
              )}
              data-testid={p.rowTestId}
            >
              {p.row(item, index)}
              <div className="flex shrink-0 gap-1">
                {p.rowTools?.(item, index)}
                <RowActions
                  label={p.rowLabel(item)}
                  onEdit={() => setEditing({ item, index })}
                  onDelete={() => setDeleting({ item, index })}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing !== undefined
        ? p.dialog(editing === "new" ? null : editing, () => setEditing(undefined))
        : null}
      <ConfirmDialog
        open={deleting !== null}
        title={question.title}
        body={question.body}
        pending={p.deletePending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && p.onDelete(deleting.item, deleting.index, () => setDeleting(null))}
      />
    </TabSection>
  );
}

type ListKey = "carriers" | "cannedReplies" | "bankAccounts";
type ItemOf<K extends ListKey> = AdminSettings[K][number];

/**
 * A list kept inside the settings document (carriers, canned replies, bank accounts): each change
 * writes the whole list, so its order and every item stay as the admin left them.
 */
export function useSettingsDocumentList<K extends ListKey>(key: K, items: AdminSettings[K], saved: string) {
  const save = useSaveSettings(saved);
  const write = (next: ItemOf<K>[], done?: () => void) =>
    save.mutate({ [key]: next } as SettingsUpdate, { onSuccess: done, onError: toastSaveError });
  const list = items as ItemOf<K>[];
  return {
    pending: save.isPending,
    write,
    /** Adds a new item at the end, or replaces the edited one where it stands. */
    put: (editing: Editing<ItemOf<K>>, item: ItemOf<K>, done: () => void) =>
      write(editing ? list.map((x, i) => (i === editing.index ? item : x)) : [...list, item], done),
    remove: (_item: ItemOf<K>, index: number, done: () => void) =>
      write(
        list.filter((_, i) => i !== index),
        done,
      ),
  };
}

/** Deletes one item of a list served by its own endpoints; the server's answer is the toast. */
export function useDeleteItem<Id>(fn: (id: Id) => Promise<{ message: string }>, topic: LiveTopic) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => toast.success(r.message),
    onError: toastSaveError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey(topic) }),
  });
}

/**
 * Saves one item of a list served by its own endpoints (codes, cities): the toast names what was
 * saved, a refused field is marked on the form, and the list refetches either way.
 */
export function useSaveItem<In, Out, F extends FieldValues>(
  fn: (body: In) => Promise<Out>,
  topic: LiveTopic,
  form: Pick<UseFormReturn<F>, "setError" | "getValues">,
  saved: (out: Out) => string,
  close: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (out) => {
      toast.success(saved(out));
      close();
    },
    onError: (e) => showSaveError(form, e, msg.settingsSaveFailed),
    onSettled: () => queryClient.invalidateQueries({ queryKey: topicKey(topic) }),
  });
}
