import { useState } from "react";
import {
  type AdminSettings,
  INFO_PAGES,
  type InfoPage,
  settingsUpdate,
} from "../../contracts/settings/settings";
import { msg } from "../../domain/kernel/messages";
import { showSaveError, useContractForm } from "../lib/use-contract-form";
import { Button } from "../ui/button";
import { cn } from "../ui/cn";
import { Prose } from "../ui/prose";
import { TabSection, TextAreaField } from "./parts";
import { useSaveSettings } from "./use-settings";

const TITLES: Record<InfoPage, string> = {
  about: msg.pageAbout,
  privacy: msg.pagePrivacy,
  terms: msg.pageTerms,
  shipping: msg.pageShipping,
};
const pagesSchema = settingsUpdate.pick({ pages: true });

/** Páginas: the text of the information pages, with a preview as the storefront shows it. */
export function PagesTab({ settings }: { settings: AdminSettings }) {
  const [page, setPage] = useState<InfoPage>("about");
  const [preview, setPreview] = useState(false);
  const form = useContractForm(pagesSchema, { pages: settings.pages });
  const save = useSaveSettings();
  const text = form.watch(`pages.${page}`) ?? "";
  const error = form.formState.errors.pages?.[page]?.message;
  return (
    <TabSection title={msg.settingsTabPages}>
      <fieldset className="flex flex-wrap gap-2" aria-label={msg.settingsTabPages}>
        {INFO_PAGES.map((p) => (
          <Button
            key={p}
            size="sm"
            variant={p === page ? "primary" : "secondary"}
            aria-pressed={p === page}
            onClick={() => setPage(p)}
          >
            {TITLES[p]}
          </Button>
        ))}
      </fieldset>
      <form
        onSubmit={form.handleSubmit((body) =>
          save.mutate(body, { onError: (e) => showSaveError(form, e, msg.settingsSaveFailed) }),
        )}
        noValidate
        className="grid gap-4 rounded-xl border border-border bg-surface p-4 sm:p-6"
      >
        <div className={cn("grid gap-4", preview && "lg:grid-cols-2")}>
          <TextAreaField
            key={page}
            label={msg.pageTextLabel(TITLES[page])}
            hint={msg.pageHint}
            placeholder={settings.defaultPages[page]}
            {...form.register(`pages.${page}`)}
            error={error}
          />
          {preview ? (
            <div className="rounded-lg border border-border bg-bg p-4" data-testid="page-preview">
              <p className="mb-3 text-xs font-semibold tracking-wide text-muted uppercase">
                {msg.pagePreview}
              </p>
              <h1 className="mb-4 font-display text-3xl font-semibold">{TITLES[page]}</h1>
              <Prose text={text.trim() || settings.defaultPages[page]} />
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={save.isPending}>
            {msg.settingsSave}
          </Button>
          <Button variant="secondary" aria-pressed={preview} onClick={() => setPreview((v) => !v)}>
            {msg.pagePreview}
          </Button>
        </div>
      </form>
    </TabSection>
  );
}
