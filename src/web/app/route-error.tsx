import { isRouteErrorResponse, useRouteError } from "react-router";
import { commonMessages } from "../../domain/messages-common";
import { buttonClass } from "../ui/button";
import { NotFoundPage } from "./simple-pages";

/**
 * Last line of defence for a page that throws. The usual cause in production is a new
 * deployment whose lazy chunks replaced the ones this tab knew: a reload fixes it.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  console.error(error);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-5 px-6 text-center">
      <h1 className="font-display text-2xl font-semibold">{commonMessages.somethingWentWrong}</h1>
      <button type="button" className={buttonClass("primary")} onClick={() => window.location.reload()}>
        {commonMessages.reloadPage}
      </button>
    </main>
  );
}
