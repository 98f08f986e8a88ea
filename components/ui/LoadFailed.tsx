import { Button } from "./Button";
import { FormMessage } from "./FormMessage";

/** What could not be loaded, announced at once, and the way to ask again. */
export function LoadFailed({ message, retryLabel, onRetry }: { message: string; retryLabel: string; onRetry(): void }) {
  return (
    <>
      <FormMessage error={message} />
      <Button variant="secondary" onClick={onRetry}>
        {retryLabel}
      </Button>
    </>
  );
}
