import { Component, type ReactNode } from "react";
import { commonMessages } from "../../domain/kernel/messages-common";
import { buttonClass } from "../ui/button";

/**
 * Last line of defence for a page that throws. The usual cause in production is a new
 * deployment whose lazy chunks replaced the ones this tab knew: a reload fixes it.
 */
export function RouteError({ error }: { error: unknown }) {
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

interface BoundaryProps {
  /** The history entry shown: moving to another one (Back, a link) tries the page again. */
  locationKey: string;
  children: ReactNode;
}
interface BoundaryState {
  failed: boolean;
  error: unknown;
  locationKey: string;
}

/** Shows RouteError in place of the whole app when a page throws or its chunk fails to load. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, error: undefined, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (props.locationKey === state.locationKey) return null;
    return { failed: false, error: undefined, locationKey: props.locationKey };
  }

  override render() {
    return this.state.failed ? <RouteError error={this.state.error} /> : this.props.children;
  }
}
