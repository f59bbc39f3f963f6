import { useQueryClient } from '@tanstack/react-query';
import { Component, type ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { adminMessages } from '@/lib/admin-messages';
import { messages } from '@/lib/messages';
import { useShellHandOver } from '@/lib/page-shell';

type BoundaryProps = {
  /** A new value (the next page) clears a caught error. */
  resetKey: string;
  onRetry: () => void;
  children: ReactNode;
};

type BoundaryState = { error: Error | null };

/** A screen that failed shows its message, not the orders screen's first picture (decision 041). */
function ShellHandOver() {
  useShellHandOver();
  return null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: Error): BoundaryState {
    return { error };
  }

  override componentDidUpdate(previous: BoundaryProps) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  private retry = () => {
    this.props.onRetry();
    this.setState({ error: null });
  };

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div
        role="alert"
        className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-stone-200"
      >
        <ShellHandOver />
        <p className="text-stone-700">{adminMessages.sectionFailed}</p>
        <button type="button" onClick={this.retry} className={buttonClassName({ variant: 'outline' })}>
          {messages.common.retry}
        </button>
      </div>
    );
  }
}

/**
 * Around one section of the back office (a page inside the layout): a screen that throws while
 * drawing (an answer of an unexpected shape, a bug) shows a Bengali message and a retry there,
 * and the menu stays usable; never a blank back office. Retry drops the data of the screens no
 * longer shown (what the failed one had cached) so it is fetched again, then draws the section anew.
 */
export function SectionBoundary({ resetKey, children }: { resetKey: string; children: ReactNode }) {
  const queryClient = useQueryClient();
  return (
    <Boundary resetKey={resetKey} onRetry={() => queryClient.removeQueries({ type: 'inactive' })}>
      {children}
    </Boundary>
  );
}
